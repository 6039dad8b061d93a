import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Textarea } from '@/components/ui/textarea';
import type { AdminPlan, PaymentProvider } from '@/lib/api/billing';
import { applyApiError } from '@/lib/forms';
import { formatDateTime, formatMoney } from '@/lib/utils';
import { type PlanFormValues, planForm, toCents, toForm, toUpdate } from './plan-form';
import { FeaturesField, LimitsField } from './plan-list-fields';
import { useUpdatePlan } from './use-subscription-plans';

const FIELDS = [
  'name',
  'description',
  'priceMonthly',
  'priceYearly',
  'sortOrder',
  'features',
  'limits',
  'stripePriceIdMonthly',
  'stripePriceIdYearly',
] as const;

/** One plan's form: prices (in dollars), features, limits, visibility, order and Stripe ids. */
export function PlanEditor({ plan, provider }: { plan: AdminPlan; provider: PaymentProvider | undefined }) {
  const update = useUpdatePlan();
  const form = useForm<PlanFormValues>({ resolver: zodResolver(planForm), defaultValues: toForm(plan) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [monthly, yearly] = useWatch({ control: form.control, name: ['priceMonthly', 'priceYearly'] });
  const titleId = useId();

  // A sync (or another tab's save) brings a new version: show it unless this form has edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored plan changes
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toForm(plan));
  }, [plan.updatedAt, plan.stripePriceIdMonthly, plan.stripePriceIdYearly]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: plan.id, body: toUpdate(values) });
      form.reset(toForm(saved));
      toast.success(`${saved.name} saved.`);
    } catch (error) {
      const message = applyApiError(error, form.setError, FIELDS);
      toast.error(message ?? `${plan.name} was not saved: check the form.`);
    }
  });

  const saving = yearlySavingText(monthly, yearly);

  return (
    <Card data-testid="plan-editor" data-plan={plan.slug}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-6">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>
              <h2 id={titleId} className="text-lg">
                {plan.name}
              </h2>
            </CardTitle>
            <Badge variant="outline" className="font-mono">
              {plan.slug}
            </Badge>
            {plan.active ? null : <Badge variant="secondary">Inactive</Badge>}
            {plan.visible ? null : <Badge variant="secondary">Hidden</Badge>}
            {isDirty ? <Badge variant="warning">Unsaved changes</Badge> : null}
          </div>
          <CardDescription>Last changed {formatDateTime(plan.updatedAt)}.</CardDescription>
        </CardHeader>

        <CardContent className="grid gap-6">
          <FormError message={errors.root?.message} />
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label="Name" error={errors.name?.message}>
              <Input {...form.register('name')} />
            </FormField>
            <FormField
              label="Sort order"
              error={errors.sortOrder?.message}
              description="Lower numbers come first on the pricing page."
            >
              <Input type="number" inputMode="numeric" min={0} {...form.register('sortOrder')} />
            </FormField>
            <FormField label="Description" error={errors.description?.message} className="md:col-span-2">
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
          </div>

          <Separator />
          <fieldset className="grid gap-4">
            <legend className="mb-4 font-semibold text-sm">Pricing (US dollars)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Monthly price ($)"
                error={errors.priceMonthly?.message}
                description="0 makes the monthly cycle free."
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="19.00"
                  {...form.register('priceMonthly')}
                />
              </FormField>
              <FormField
                label="Yearly price ($)"
                error={errors.priceYearly?.message}
                description={saving ?? 'The price of a whole year.'}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="190.00"
                  {...form.register('priceYearly')}
                />
              </FormField>
            </div>
            {provider === 'stripe' ? (
              <p className="text-muted-foreground text-xs">
                Stripe prices cannot change: after saving new amounts, run “Sync to Stripe” to create new
                prices for them.
              </p>
            ) : null}
          </fieldset>

          <Separator />
          <fieldset className="grid gap-3">
            <legend className="mb-3 font-semibold text-sm">Visibility</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="flex items-start gap-3 rounded-lg border p-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  {...form.register('visible')}
                />
                <span>
                  <span className="font-medium">Visible</span>
                  <span className="block text-muted-foreground text-xs">Listed on the pricing page.</span>
                </span>
              </label>
              <label className="flex items-start gap-3 rounded-lg border p-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  {...form.register('active')}
                />
                <span>
                  <span className="font-medium">Active</span>
                  <span className="block text-muted-foreground text-xs">
                    New checkouts are allowed. Existing subscribers keep an inactive plan.
                  </span>
                </span>
              </label>
            </div>
          </fieldset>

          <Separator />
          <div className="grid gap-6 lg:grid-cols-2">
            <FeaturesField form={form} />
            <LimitsField form={form} />
          </div>

          <Separator />
          <fieldset className="grid gap-4">
            <legend className="mb-1 font-semibold text-sm">Stripe</legend>
            <p className="text-muted-foreground text-xs">
              Product <span className="break-all font-mono">{plan.stripeProductId ?? 'not created yet'}</span>
              . “Sync to Stripe” fills these in; enter ids by hand only to link existing Stripe prices.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Monthly price id" error={errors.stripePriceIdMonthly?.message}>
                <Input
                  className="font-mono"
                  placeholder="price_…"
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register('stripePriceIdMonthly')}
                />
              </FormField>
              <FormField label="Yearly price id" error={errors.stripePriceIdYearly?.message}>
                <Input
                  className="font-mono"
                  placeholder="price_…"
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register('stripePriceIdYearly')}
                />
              </FormField>
            </div>
          </fieldset>
        </CardContent>

        <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="ghost"
            className="w-full sm:w-auto"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(toForm(plan))}
          >
            Discard changes
          </Button>
          <Button type="submit" className="w-full sm:w-auto" loading={isSubmitting} disabled={!isDirty}>
            Save {plan.name}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function yearlySavingText(monthly: string, yearly: string): string | null {
  const valid = /^\d{1,6}(\.\d{1,2})?$/;
  if (!valid.test(monthly?.trim() ?? '') || !valid.test(yearly?.trim() ?? '')) return null;
  const twelve = toCents(monthly) * 12;
  const year = toCents(yearly);
  if (twelve === 0 || year >= twelve) return null;
  return `Saves ${formatMoney(twelve - year)} (${Math.round(((twelve - year) / twelve) * 100)}%) against 12 months.`;
}
