/**
 * The plan editor's field groups: prices, visibility, and the Stripe price ids. Each group lists
 * its fields once and renders them alike.
 */
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form-fields';
import { Input } from '@/components/ui/input';
import { FormattedMessage, useT } from '@/i18n/provider';
import type { PaymentProvider } from '@/lib/api/billing';
import { formatMoney } from '@/lib/utils';
import type { PlanFormValues } from './plan-form';
import { toCents } from './plan-money';

type PlanForm = { form: UseFormReturn<PlanFormValues> };

const PRICES = [
  { name: 'priceMonthly', label: 'admin-plans.pricing.monthly', placeholder: '19.00' },
  { name: 'priceYearly', label: 'admin-plans.pricing.yearly', placeholder: '190.00' },
] as const;

export function PricingFields({ form, provider }: PlanForm & { provider: PaymentProvider | undefined }) {
  const t = useT();
  const { errors } = form.formState;
  const [monthly, yearly] = useWatch({ control: form.control, name: ['priceMonthly', 'priceYearly'] });
  const saving = yearlySaving(monthly, yearly);
  const descriptions = {
    priceMonthly: t('admin-plans.pricing.monthlyHelp'),
    priceYearly: saving
      ? t('admin-plans.pricing.saving', { amount: formatMoney(saving.cents), percent: saving.percent })
      : t('admin-plans.pricing.yearlyHelp'),
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 font-semibold text-sm">{t('admin-plans.pricing.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRICES.map(({ name, label, placeholder }) => (
          <FormField
            key={name}
            label={t(label)}
            error={errors[name]?.message}
            description={descriptions[name]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={placeholder}
              {...form.register(name)}
            />
          </FormField>
        ))}
      </div>
      {provider === 'stripe' ? (
        <p className="text-muted-foreground text-xs">{t('admin-plans.pricing.stripeNote')}</p>
      ) : null}
    </fieldset>
  );
}

/** What the yearly price saves against 12 months ($38.00, 17%), or null when it saves nothing. */
function yearlySaving(monthly: string, yearly: string): { cents: number; percent: number } | null {
  const valid = /^\d{1,6}(\.\d{1,2})?$/;
  if (!valid.test(monthly?.trim() ?? '') || !valid.test(yearly?.trim() ?? '')) return null;
  const twelve = toCents(monthly) * 12;
  const year = toCents(yearly);
  if (twelve === 0 || year >= twelve) return null;
  return { cents: twelve - year, percent: Math.round(((twelve - year) / twelve) * 100) };
}

const SWITCHES = [
  { name: 'visible', label: 'admin-plans.visibility.visible', help: 'admin-plans.visibility.visibleHelp' },
  { name: 'active', label: 'admin-plans.visibility.active', help: 'admin-plans.visibility.activeHelp' },
] as const;

export function VisibilityFields({ form }: PlanForm) {
  const t = useT();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold text-sm">{t('admin-plans.visibility.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, help }) => (
          <CheckboxField key={name} form={form} name={name} label={t(label)} description={t(help)} />
        ))}
      </div>
    </fieldset>
  );
}

const PRICE_IDS = [
  { name: 'stripePriceIdMonthly', label: 'admin-plans.stripe.monthlyId' },
  { name: 'stripePriceIdYearly', label: 'admin-plans.stripe.yearlyId' },
] as const;

export function StripeFields({ form, productId }: PlanForm & { productId: string | null }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 font-semibold text-sm">{t('admin-plans.stripe.legend')}</legend>
      <p className="text-muted-foreground text-xs">
        {productId ? (
          <FormattedMessage
            id="admin-plans.stripe.product"
            values={{
              id: (
                <span className="break-all font-mono" translate="no">
                  {productId}
                </span>
              ),
            }}
          />
        ) : (
          t('admin-plans.stripe.noProduct')
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRICE_IDS.map(({ name, label }) => (
          <FormField key={name} label={t(label)} error={errors[name]?.message}>
            <Input
              className="font-mono"
              placeholder="price_…"
              translate="no"
              autoComplete="off"
              spellCheck={false}
              {...form.register(name)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
