/**
 * The admin's overrides of one customer: per limit "Plan's" / a number / unlimited, per flag
 * "Plan's" / on / off, saved at once (PUT replaces both parts), with when they last changed.
 */
import type { EntitlementOverrides } from '@shared/contracts/entitlements';
import { LIMIT_KEYS } from '@shared/contracts/plan-entitlements';
import { useEffect, useId } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { flagLabel, LIMIT_LABELS } from './labels';
import {
  type OverridesFormValues,
  overridesForm,
  overridesMessages,
  toOverridesForm,
  toOverridesUpdate,
} from './overrides-form';
import { type Customer, useSaveOverrides } from './use-entitlements';

type Form = UseFormReturn<OverridesFormValues>;

export function OverridesEditor({
  customer,
  overrides,
  flags,
}: {
  customer: Customer;
  overrides: EntitlementOverrides;
  /** Every flag to offer: the kit's and those the plan or an override names. */
  flags: string[];
}) {
  const t = useT();
  const save = useSaveOverrides(customer);
  const legendId = useId();
  const form = useForm<OverridesFormValues>({
    resolver: formResolver(overridesForm, overridesMessages),
    defaultValues: toOverridesForm(overrides, flags),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  // Saved (here or elsewhere): show what is stored unless this form has edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored overrides change
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toOverridesForm(overrides, flags));
  }, [overrides.updatedAt, flags.join()]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toOverridesUpdate(values));
      form.reset(toOverridesForm(saved.overrides, flags));
      toast.success(t('admin-entitlements.overrides.saved'));
    } catch (error) {
      const message = applyApiError(error, form.setError, []);
      toast.error(message ?? t('admin-entitlements.overrides.notSaved'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={legendId}
      className="grid gap-3 border-t pt-3"
      data-testid="entitlement-overrides"
    >
      <div className="grid gap-1">
        <h4 id={legendId} className="font-medium">
          {t('admin-entitlements.overrides.legend')}
        </h4>
        <p className="text-muted-foreground text-xs">{t('admin-entitlements.overrides.help')}</p>
        <p className="text-muted-foreground text-xs" data-testid="overrides-changed">
          {overrides.updatedAt
            ? t('admin-entitlements.overrides.changed', { date: formatDateTime(overrides.updatedAt) })
            : t('admin-entitlements.overrides.never')}
        </p>
      </div>
      <FormError message={errors.root?.message} />
      {LIMIT_KEYS.map((key) => (
        <LimitOverride key={key} form={form} limit={key} />
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        {flags.map((name, index) => (
          <FlagOverride key={name} form={form} name={name} index={index} />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(toOverridesForm(overrides, flags))}
        >
          {t('admin-entitlements.overrides.discard')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('admin-entitlements.overrides.save')}
        </Button>
      </div>
    </form>
  );
}

function LimitOverride({ form, limit }: { form: Form; limit: (typeof LIMIT_KEYS)[number] }) {
  const t = useT();
  const choice = useWatch({ control: form.control, name: `limits.${limit}.choice` });
  const label = t(LIMIT_LABELS[limit]);
  const error = form.formState.errors.limits?.[limit]?.value?.message;
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-limit-override={limit}>
      <FormField label={label}>
        <NativeSelect {...form.register(`limits.${limit}.choice`)}>
          <option value="plan">{t('admin-entitlements.overrides.plan')}</option>
          <option value="number">{t('admin-entitlements.overrides.number')}</option>
          <option value="unlimited">{t('admin-entitlements.unlimited')}</option>
        </NativeSelect>
      </FormField>
      {choice === 'number' ? (
        <FormField
          label={t('admin-entitlements.overrides.value', { limit: label })}
          error={error}
          className="[&_label]:sr-only sm:self-end"
        >
          <Input type="number" inputMode="numeric" min={0} {...form.register(`limits.${limit}.value`)} />
        </FormField>
      ) : null}
    </div>
  );
}

function FlagOverride({ form, name, index }: { form: Form; name: string; index: number }) {
  const t = useT();
  const label = flagLabel(name);
  return (
    <FormField label={<span translate={label ? undefined : 'no'}>{label ? t(label) : name}</span>}>
      <NativeSelect {...form.register(`flags.${index}.choice`)}>
        <option value="plan">{t('admin-entitlements.overrides.plan')}</option>
        <option value="on">{t('admin-entitlements.on')}</option>
        <option value="off">{t('admin-entitlements.off')}</option>
      </NativeSelect>
    </FormField>
  );
}
