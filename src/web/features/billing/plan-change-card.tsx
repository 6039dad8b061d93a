/**
 * The payer's plan changed in the app (POST /api/subscription/change): choose a plan and cycle,
 * read what it costs (the preview: prorated lines, due today, the next invoice), then confirm. An
 * upgrade applies at once and is charged; a downgrade waits for the period's end.
 */
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { apiErrorMessage } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { formatDate, formatMoney } from '@/lib/utils';
import { cycleLabel, planPrice } from './subscription-status';
import { usePlans } from './use-billing';
import { useChangePlan, usePlanPreview } from './use-plan-changes';

type Preview = NonNullable<ReturnType<typeof usePlanPreview>['data']>;

export function PlanChangeCard({
  subscription,
  organizationId,
}: {
  subscription: Subscription;
  organizationId?: string;
}) {
  const t = useT();
  const plans = usePlans();
  const [planId, setPlanId] = useState(subscription.plan.id);
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billingCycle);
  const paid = (plans.data?.plans ?? []).filter((plan) => plan.priceIds.monthly || plan.priceIds.yearly);
  const plan = paid.find((candidate) => candidate.id === planId);
  const priced = plan ? Boolean(cycle === 'yearly' ? plan.priceIds.yearly : plan.priceIds.monthly) : false;
  const unchanged = planId === subscription.plan.id && cycle === subscription.billingCycle;
  const target = plan && priced && !unchanged ? { planId, billingCycle: cycle } : null;
  const preview = usePlanPreview(target, organizationId);
  const change = useChangePlan(organizationId);

  const confirm = () => {
    if (!target || !plan || !preview.data) return;
    const { timing, effectiveAt } = preview.data;
    change.mutate(target, {
      onSuccess: () =>
        toast.success(
          timing === 'period_end'
            ? t('billing.changePlan.scheduled', { plan: plan.name, date: formatDate(effectiveAt) })
            : t('billing.changePlan.changed', { plan: plan.name }),
        ),
    });
  };

  return (
    <Card data-testid="plan-change">
      <CardHeader>
        <CardTitle>{t('billing.changePlan.title')}</CardTitle>
        <CardDescription>{t('billing.changePlan.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('billing.plan.label')}>
            <NativeSelect
              id="change-plan"
              value={String(planId)}
              onChange={(event) => setPlanId(Number(event.target.value))}
              disabled={plans.isPending}
            >
              {paid.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)} data-content>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('billing.cycle.label')}>
            <NativeSelect
              id="change-cycle"
              value={cycle}
              onChange={(event) => setCycle(event.target.value as BillingCycle)}
            >
              {(['monthly', 'yearly'] as const).map((option) => (
                <option key={option} value={option}>
                  {plan
                    ? t('billing.cycle.withPrice', {
                        cycle: cycleLabel[option],
                        price: planPrice(plan, option),
                      })
                    : cycleLabel[option]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {unchanged ? (
          <p className="text-muted-foreground text-sm">{t('billing.changePlan.unchanged')}</p>
        ) : plan && !priced ? (
          <p className="text-muted-foreground text-sm">
            {cycle === 'yearly'
              ? t('billing.change.notYearly', { plan: plan.name })
              : t('billing.change.notMonthly', { plan: plan.name })}
          </p>
        ) : preview.isPending ? (
          <Skeleton className="h-20 w-full" data-testid="plan-change-loading" />
        ) : preview.isError ? (
          <p className="text-destructive text-sm" role="alert">
            {apiErrorMessage(preview.error)}
          </p>
        ) : plan ? (
          <PreviewSummary preview={preview.data} plan={plan} />
        ) : null}
      </CardContent>
      <CardFooter className="border-t">
        <Button
          data-testid="plan-change-confirm"
          disabled={!preview.data || !target}
          loading={change.isPending}
          onClick={confirm}
        >
          {change.isPending ? null : <Repeat />} {confirmLabel(t, preview.data)}
        </Button>
      </CardFooter>
    </Card>
  );
}

function confirmLabel(t: ReturnType<typeof useT>, preview: Preview | undefined): string {
  if (!preview) return t('billing.changePlan.switchNow');
  if (preview.timing === 'period_end')
    return t('billing.changePlan.schedule', { date: formatDate(preview.effectiveAt) });
  if (preview.amountDueNow > 0)
    return t('billing.changePlan.upgrade', { amount: money(preview.amountDueNow, preview.currency) });
  return t('billing.changePlan.switchNow');
}

const money = (cents: number, currency: string) => formatMoney(cents, currency.toUpperCase());

/** The preview's lines, what is due today and what comes next, in words. */
function PreviewSummary({ preview, plan }: { preview: Preview; plan: Plan }) {
  const t = useT();
  const next = money(preview.nextAmount, preview.currency);
  return (
    <div className="grid gap-3 text-sm" data-testid="plan-change-preview" data-timing={preview.timing}>
      {preview.lines.length > 0 ? (
        <dl className="grid gap-1">
          {preview.lines.map((line) => (
            <div key={line.description} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{line.description}</dt>
              <dd className="tabular-nums">{money(line.amount, preview.currency)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex justify-between gap-4 border-t pt-2 font-medium">
        <span>{t('billing.changePlan.dueNow')}</span>
        <span className="tabular-nums" data-testid="plan-change-due">
          {money(preview.amountDueNow, preview.currency)}
        </span>
      </div>
      <p className="text-muted-foreground">
        {preview.timing === 'period_end'
          ? t('billing.changePlan.appliesLater', {
              plan: plan.name,
              date: formatDate(preview.effectiveAt),
              amount: next,
            })
          : preview.trialEndsAt
            ? t('billing.changePlan.appliesInTrial', {
                amount: next,
                date: formatDate(preview.nextBillingAt),
              })
            : t('billing.changePlan.appliesNow', { amount: next, date: formatDate(preview.nextBillingAt) })}
      </p>
    </div>
  );
}
