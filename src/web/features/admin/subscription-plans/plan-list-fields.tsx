import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/provider';
import { AddItemButton, RemoveItemButton } from '../field-list-buttons';
import type { PlanFormValues } from './plan-form';

type PlanForm = { form: UseFormReturn<PlanFormValues> };

/** The plan's feature lines, as the pricing page lists them: add, edit, remove. */
export function FeaturesField({ form }: PlanForm) {
  const t = useT();
  const features = useFieldArray({ control: form.control, name: 'features' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid content-start gap-3" data-testid="plan-features">
      <legend className="mb-3 font-semibold text-sm">{t('admin-plans.features.legend')}</legend>
      {features.fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('admin-plans.features.none')}</p>
      ) : null}
      {features.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <Input
              aria-label={t('admin-plans.features.item', { n: index + 1 })}
              aria-invalid={errors.features?.[index]?.value ? true : undefined}
              {...form.register(`features.${index}.value`)}
            />
            {errors.features?.[index]?.value ? (
              <p className="text-destructive text-xs">{errors.features[index]?.value?.message}</p>
            ) : null}
          </div>
          <RemoveItemButton
            className="text-muted-foreground hover:text-destructive"
            label={t('admin-plans.features.remove', { n: index + 1 })}
            onRemove={() => features.remove(index)}
          />
        </div>
      ))}
      {errors.features?.message ? (
        <p className="text-destructive text-xs">{errors.features.message}</p>
      ) : null}
      <AddItemButton className="w-fit" onAdd={() => features.append({ value: '' }, { shouldFocus: true })}>
        {t('admin-plans.features.add')}
      </AddItemButton>
    </fieldset>
  );
}

/** The plan's limits (name and value; an empty value is unlimited): add, edit, remove. */
export function LimitsField({ form }: PlanForm) {
  const t = useT();
  const limits = useFieldArray({ control: form.control, name: 'limits' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid content-start gap-3" data-testid="plan-limits">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.limits.legend')}</legend>
      <p className="text-muted-foreground text-xs">{t('admin-plans.limits.help')}</p>
      {limits.fields.map((field, index) => {
        const error = errors.limits?.[index];
        return (
          <div key={field.id} className="grid gap-1">
            <div className="flex items-start gap-2">
              <Input
                className="min-w-0 flex-1 font-mono"
                placeholder="projects"
                translate="no"
                aria-label={t('admin-plans.limits.name', { n: index + 1 })}
                aria-invalid={error?.key ? true : undefined}
                {...form.register(`limits.${index}.key`)}
              />
              <Input
                className="min-w-0 flex-1"
                placeholder={t('admin-plans.limits.unlimited')}
                aria-label={t('admin-plans.limits.value', { n: index + 1 })}
                aria-invalid={error?.value ? true : undefined}
                {...form.register(`limits.${index}.value`)}
              />
              <RemoveItemButton
                className="text-muted-foreground hover:text-destructive"
                label={t('admin-plans.limits.remove', { n: index + 1 })}
                onRemove={() => limits.remove(index)}
              />
            </div>
            {error?.key || error?.value ? (
              <p className="text-destructive text-xs">{error.key?.message ?? error.value?.message}</p>
            ) : null}
          </div>
        );
      })}
      {errors.limits?.message ? <p className="text-destructive text-xs">{errors.limits.message}</p> : null}
      <AddItemButton
        className="w-fit"
        onAdd={() => limits.append({ key: '', value: '' }, { shouldFocus: true })}
      >
        {t('admin-plans.limits.add')}
      </AddItemButton>
    </fieldset>
  );
}
