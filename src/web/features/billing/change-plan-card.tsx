/** The portal's plan and billing-cycle switcher: pick a plan and cycle, then confirm the change. */
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/provider';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { cycleLabel, planPrice } from './subscription-status';

export function ChangePlanCard({
  subscription,
  plans,
  onChoose,
}: {
  subscription: Subscription;
  plans: Plan[];
  onChoose: (change: { plan: Plan; priceId: string; billingCycle: BillingCycle }) => void;
}) {
  const t = useT();
  const [planId, setPlanId] = useState(String(subscription.plan.id));
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billingCycle);
  const plan = plans.find((candidate) => String(candidate.id) === planId);
  const priceId = plan ? (cycle === 'yearly' ? plan.priceIds.yearly : plan.priceIds.monthly) : null;
  const unchanged = plan?.id === subscription.plan.id && cycle === subscription.billingCycle;
  // A cycle's name, with the chosen plan's price for it once a plan is chosen.
  const cycleOption = (cycle: BillingCycle) =>
    plan
      ? t('billing.cycle.withPrice', { cycle: cycleLabel[cycle], price: planPrice(plan, cycle) })
      : cycleLabel[cycle];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.change.title')}</CardTitle>
        <CardDescription>{t('billing.change.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('billing.plan.label')}>
          <NativeSelect id="portal-plan" value={planId} onChange={(event) => setPlanId(event.target.value)}>
            {plans.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)} data-content>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('billing.cycle.label')}>
          <NativeSelect
            id="portal-cycle"
            value={cycle}
            onChange={(event) => setCycle(event.target.value as BillingCycle)}
          >
            <option value="monthly">{cycleOption('monthly')}</option>
            <option value="yearly">{cycleOption('yearly')}</option>
          </NativeSelect>
        </FormField>
        {plan && !priceId ? (
          <p className="text-muted-foreground text-sm sm:col-span-2">
            {cycle === 'yearly'
              ? t('billing.change.notYearly', { plan: plan.name })
              : t('billing.change.notMonthly', { plan: plan.name })}
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button
          disabled={!plan || !priceId || unchanged}
          onClick={() => (plan && priceId ? onChoose({ plan, priceId, billingCycle: cycle }) : undefined)}
        >
          <Repeat /> {t('billing.change.title')}
        </Button>
      </CardFooter>
    </Card>
  );
}
