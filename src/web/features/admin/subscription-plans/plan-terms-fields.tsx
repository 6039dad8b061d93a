/**
 * The plan editor's fields for what a plan grants: its flags (a switch each, and a team's own
 * flags by name), its limits (a number or "Unlimited") and its metered prices.
 */
import { LIMIT_KEYS } from '@shared/contracts/plan-entitlements';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/provider';
import { flagLabel, LIMIT_LABELS } from '../entitlements/labels';
import { AddItemButton, RemoveItemButton } from '../field-list-buttons';
import type { PlanFormValues } from './plan-form';
import { isKnownFlag } from './plan-terms-form';

type PlanForm = { form: UseFormReturn<PlanFormValues> };

/** The kit's flags as switches, then the plan's own flags: a name and a switch, removable. */
export function FlagsField({ form }: PlanForm) {
  const t = useT();
  const flags = useFieldArray({ control: form.control, name: 'flags' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid content-start gap-3" data-testid="plan-flags">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.flags.legend')}</legend>
      <p className="text-muted-foreground text-xs">{t('admin-plans.flags.help')}</p>
      {flags.fields.map((field, index) => {
        const known = flagLabel(field.name);
        const switchId = `${field.id}-on`;
        const nameError = errors.flags?.[index]?.name?.message;
        return (
          <div key={field.id} className="grid gap-1">
            <div className="flex items-center gap-3">
              <Controller
                control={form.control}
                name={`flags.${index}.on`}
                render={({ field: on }) => (
                  <Switch
                    id={switchId}
                    checked={on.value}
                    onCheckedChange={on.onChange}
                    aria-label={known ? undefined : t('admin-plans.flags.customOn', { n: index + 1 })}
                  />
                )}
              />
              {known && isKnownFlag(field.name) ? (
                <Label htmlFor={switchId}>{t(known)}</Label>
              ) : (
                <>
                  <Input
                    className="min-w-0 flex-1 font-mono"
                    placeholder="betaReports"
                    translate="no"
                    aria-label={t('admin-plans.flags.customName', { n: index + 1 })}
                    aria-invalid={nameError ? true : undefined}
                    {...form.register(`flags.${index}.name`)}
                  />
                  <RemoveItemButton
                    className="text-muted-foreground hover:text-destructive"
                    label={t('admin-plans.flags.remove', { n: index + 1 })}
                    onRemove={() => flags.remove(index)}
                  />
                </>
              )}
            </div>
            {nameError ? <p className="text-destructive text-xs">{nameError}</p> : null}
          </div>
        );
      })}
      {errors.flags?.message ? <p className="text-destructive text-xs">{errors.flags.message}</p> : null}
      <AddItemButton
        className="w-fit"
        onAdd={() => flags.append({ name: '', on: true }, { shouldFocus: true })}
      >
        {t('admin-plans.flags.add')}
      </AddItemButton>
    </fieldset>
  );
}

/** One number per limit the kit counts, or "Unlimited" (which leaves the number aside). */
export function QuotasField({ form }: PlanForm) {
  const t = useT();
  const { errors } = form.formState;
  const quotas = useWatch({ control: form.control, name: 'quotas' });
  return (
    <fieldset className="grid content-start gap-4" data-testid="plan-quotas">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.quotas.legend')}</legend>
      <p className="text-muted-foreground text-xs">{t('admin-plans.quotas.help')}</p>
      {LIMIT_KEYS.map((key) => {
        const label = t(LIMIT_LABELS[key]);
        const unlimited = quotas?.[key]?.unlimited ?? false;
        return (
          <div key={key} className="flex flex-wrap items-end gap-3">
            <FormField label={label} error={errors.quotas?.[key]?.value?.message} className="min-w-40 flex-1">
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                disabled={unlimited}
                placeholder={unlimited ? t('admin-plans.limits.unlimited') : undefined}
                {...form.register(`quotas.${key}.value`)}
              />
            </FormField>
            <label className="flex h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-primary)]"
                aria-label={t('admin-plans.quotas.unlimitedFor', { limit: label })}
                {...form.register(`quotas.${key}.unlimited`)}
              />
              <span aria-hidden="true">{t('admin-plans.limits.unlimited')}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

const PRICE_FIELDS = [
  { name: 'meter', label: 'admin-plans.usage.meter', mono: true, inputMode: 'text' },
  { name: 'includedUnits', label: 'admin-plans.usage.included', mono: false, inputMode: 'numeric' },
  { name: 'price', label: 'admin-plans.usage.price', mono: false, inputMode: 'decimal' },
  { name: 'per', label: 'admin-plans.usage.per', mono: false, inputMode: 'numeric' },
] as const;

/** Metered prices: past the included units of a period, the price for every started `per` units. */
export function UsagePricingField({ form }: PlanForm) {
  const t = useT();
  const prices = useFieldArray({ control: form.control, name: 'usagePricing' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid content-start gap-3" data-testid="plan-usage-pricing">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.usage.legend')}</legend>
      <p className="text-muted-foreground text-xs">{t('admin-plans.usage.help')}</p>
      {prices.fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('admin-plans.usage.none')}</p>
      ) : null}
      {prices.fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-lg border p-3">
          <legend className="px-1 text-xs">{t('admin-plans.usage.item', { n: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PRICE_FIELDS.map(({ name, label, mono, inputMode }) => (
              <FormField key={name} label={t(label)} error={errors.usagePricing?.[index]?.[name]?.message}>
                <Input
                  className={mono ? 'font-mono' : undefined}
                  translate={mono ? 'no' : undefined}
                  placeholder={name === 'meter' ? 'api_requests' : undefined}
                  inputMode={inputMode}
                  autoComplete="off"
                  {...form.register(`usagePricing.${index}.${name}`)}
                />
              </FormField>
            ))}
          </div>
          <RemoveItemButton
            className="justify-self-end text-muted-foreground hover:text-destructive"
            label={t('admin-plans.usage.remove', { n: index + 1 })}
            onRemove={() => prices.remove(index)}
          />
        </fieldset>
      ))}
      {errors.usagePricing?.message ? (
        <p className="text-destructive text-xs">{errors.usagePricing.message}</p>
      ) : null}
      <AddItemButton
        className="w-fit"
        onAdd={() =>
          prices.append({ meter: '', includedUnits: '0', price: '', per: '1' }, { shouldFocus: true })
        }
      >
        {t('admin-plans.usage.add')}
      </AddItemButton>
    </fieldset>
  );
}
