/** The portal's plan and billing-cycle switcher: pick a plan and cycle, then confirm the change. */
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { formatPrice } from '@/lib/utils';

export function ChangePlanCard({
  subscription,
  plans,
  onChoose,
}: {
  subscription: Subscription;
  plans: Plan[];
  onChoose: (change: { plan: Plan; priceId: string; billingCycle: BillingCycle }) => void;
}) {
  const [planId, setPlanId] = useState(String(subscription.plan.id));
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billingCycle);
  const plan = plans.find((candidate) => String(candidate.id) === planId);
  const priceId = plan ? (cycle === 'yearly' ? plan.priceIds.yearly : plan.priceIds.monthly) : null;
  const unchanged = plan?.id === subscription.plan.id && cycle === subscription.billingCycle;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change plan</CardTitle>
        <CardDescription>
          Switch to another plan or billing cycle. The change applies at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="portal-plan">Plan</Label>
          <NativeSelect id="portal-plan" value={planId} onChange={(event) => setPlanId(event.target.value)}>
            {plans.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="portal-cycle">Billing cycle</Label>
          <NativeSelect
            id="portal-cycle"
            value={cycle}
            onChange={(event) => setCycle(event.target.value as BillingCycle)}
          >
            <option value="monthly">
              Monthly{plan ? ` (${formatPrice(plan.priceMonthly, 'month')})` : ''}
            </option>
            <option value="yearly">Yearly{plan ? ` (${formatPrice(plan.priceYearly, 'year')})` : ''}</option>
          </NativeSelect>
        </div>
        {plan && !priceId ? (
          <p className="text-muted-foreground text-sm sm:col-span-2">
            {plan.name} is not offered {cycle === 'yearly' ? 'yearly' : 'monthly'}.
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button
          disabled={!plan || !priceId || unchanged}
          onClick={() => (plan && priceId ? onChoose({ plan, priceId, billingCycle: cycle }) : undefined)}
        >
          <Repeat /> Change plan
        </Button>
      </CardFooter>
    </Card>
  );
}
