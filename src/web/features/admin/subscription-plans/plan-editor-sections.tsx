/**
 * The plan editor's field groups: prices, visibility, and the Stripe price ids. Each group lists
 * its fields once and renders them alike.
 */
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form-fields';
import { Input } from '@/components/ui/input';
import type { PaymentProvider } from '@/lib/api/billing';
import { formatMoney } from '@/lib/utils';
import { type PlanFormValues, toCents } from './plan-form';

type PlanForm = { form: UseFormReturn<PlanFormValues> };

const PRICES = [
  { name: 'priceMonthly', label: 'Monthly price ($)', placeholder: '19.00' },
  { name: 'priceYearly', label: 'Yearly price ($)', placeholder: '190.00' },
] as const;

export function PricingFields({ form, provider }: PlanForm & { provider: PaymentProvider | undefined }) {
  const { errors } = form.formState;
  const [monthly, yearly] = useWatch({ control: form.control, name: ['priceMonthly', 'priceYearly'] });
  const descriptions = {
    priceMonthly: '0 makes the monthly cycle free.',
    priceYearly: yearlySavingText(monthly, yearly) ?? 'The price of a whole year.',
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 font-semibold text-sm">Pricing (US dollars)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRICES.map(({ name, label, placeholder }) => (
          <FormField key={name} label={label} error={errors[name]?.message} description={descriptions[name]}>
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
        <p className="text-muted-foreground text-xs">
          Stripe prices cannot change: after saving new amounts, run “Sync to Stripe” to create new prices for
          them.
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Saves $38.00 (17%) against 12 months.", or null when the yearly price saves nothing. */
function yearlySavingText(monthly: string, yearly: string): string | null {
  const valid = /^\d{1,6}(\.\d{1,2})?$/;
  if (!valid.test(monthly?.trim() ?? '') || !valid.test(yearly?.trim() ?? '')) return null;
  const twelve = toCents(monthly) * 12;
  const year = toCents(yearly);
  if (twelve === 0 || year >= twelve) return null;
  return `Saves ${formatMoney(twelve - year)} (${Math.round(((twelve - year) / twelve) * 100)}%) against 12 months.`;
}

const SWITCHES = [
  { name: 'visible', label: 'Visible', help: 'Listed on the pricing page.' },
  {
    name: 'active',
    label: 'Active',
    help: 'New checkouts are allowed. Existing subscribers keep an inactive plan.',
  },
] as const;

export function VisibilityFields({ form }: PlanForm) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold text-sm">Visibility</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ name, label, help }) => (
          <CheckboxField key={name} form={form} name={name} label={label} description={help} />
        ))}
      </div>
    </fieldset>
  );
}

const PRICE_IDS = [
  { name: 'stripePriceIdMonthly', label: 'Monthly price id' },
  { name: 'stripePriceIdYearly', label: 'Yearly price id' },
] as const;

export function StripeFields({ form, productId }: PlanForm & { productId: string | null }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 font-semibold text-sm">Stripe</legend>
      <p className="text-muted-foreground text-xs">
        Product <span className="break-all font-mono">{productId ?? 'not created yet'}</span>. “Sync to
        Stripe” fills these in; enter ids by hand only to link existing Stripe prices.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRICE_IDS.map(({ name, label }) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
            <Input
              className="font-mono"
              placeholder="price_…"
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
