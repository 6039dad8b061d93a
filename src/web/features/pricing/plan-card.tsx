/** One plan of the pricing grid: price for the chosen cycle, features, and what the visitor can do with it. */
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useBillingRedirect } from '@/features/billing/use-billing';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { cn, formatMoney, formatPrice } from '@/lib/utils';
import { yearlySaving } from './pricing-math';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  /** The highlighted plan ("Most popular"). */
  featured: boolean;
  /** The signed-in user's plan. */
  current: boolean;
  signedIn: boolean;
  /** The user's live subscription: subscribers change plan in the billing portal. */
  subscription: Subscription | null;
}

const isFree = (plan: Plan) => plan.priceMonthly === 0 && plan.priceYearly === 0;

export function PlanCard(props: PlanCardProps) {
  const { plan, cycle, featured, current } = props;
  const free = isFree(plan);
  const yearly = cycle === 'yearly';
  const price = yearly ? plan.priceYearly : plan.priceMonthly;
  const saving = yearlySaving(plan);

  return (
    <Card
      className={cn(
        'relative',
        featured && 'border-primary shadow-lg shadow-primary/10',
        current && 'ring-2 ring-primary',
      )}
      data-testid="plan-card"
      data-plan={plan.slug}
      data-current={current ? 'true' : undefined}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">
            <h2>{plan.name}</h2>
          </CardTitle>
          {current ? (
            <Badge variant="success" data-testid="current-plan">
              <Check aria-hidden="true" /> Your plan
            </Badge>
          ) : featured ? (
            <Badge>Most popular</Badge>
          ) : null}
        </div>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <div>
          <p>
            <span className="font-semibold text-4xl tracking-tight" data-testid="plan-price">
              {formatPrice(price)}
            </span>
            {price === 0 ? null : (
              <span className="text-muted-foreground text-sm"> / {yearly ? 'year' : 'month'}</span>
            )}
          </p>
          <p className="mt-1 min-h-5 text-muted-foreground text-sm">
            {free ? (
              'Free forever'
            ) : yearly ? (
              saving > 0 ? (
                <span className="text-success">
                  {formatMoney(Math.round(plan.priceYearly / 12))} a month, save {formatMoney(saving)} a year
                </span>
              ) : (
                'Billed once a year'
              )
            ) : saving > 0 ? (
              `or ${formatMoney(plan.priceYearly)} a year (save ${formatMoney(saving)})`
            ) : (
              'Billed monthly'
            )}
          </p>
        </div>
        <ul className="space-y-2.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PlanAction {...props} />
      </CardFooter>
    </Card>
  );
}

function PlanAction({ plan, cycle, featured, current, signedIn, subscription }: PlanCardProps) {
  const free = isFree(plan);
  const redirect = useBillingRedirect();
  const variant = featured ? 'default' : 'outline';
  const priceId = cycle === 'yearly' ? plan.priceIds.yearly : plan.priceIds.monthly;

  if (!signedIn) {
    return (
      <Button className="w-full" variant={variant} asChild>
        {free ? (
          <Link to="/sign-up">Get started free</Link>
        ) : (
          <Link to="/sign-in" search={{ redirect: '/pricing' }}>
            Sign in to choose {plan.name}
          </Link>
        )}
      </Button>
    );
  }

  // Subscribers change plan, cycle or cancel in the billing portal.
  if (subscription) {
    const label = current ? 'Manage billing' : free ? 'Downgrade in billing' : `Switch to ${plan.name}`;
    return (
      <Button
        className="w-full"
        variant={current ? 'outline' : variant}
        loading={redirect.isPending}
        onClick={() => redirect.mutate({ kind: 'portal' })}
      >
        {label}
      </Button>
    );
  }

  if (current || free) return <Note>{current ? 'Your current plan' : 'Included with every account'}</Note>;
  if (!priceId) return <Note>Not available {cycle === 'yearly' ? 'yearly' : 'monthly'} yet</Note>;

  return (
    <Button
      className="w-full"
      variant={variant}
      loading={redirect.isPending}
      onClick={() => redirect.mutate({ kind: 'checkout', priceId, billingCycle: cycle })}
    >
      Upgrade to {plan.name}
    </Button>
  );
}

/** In place of a button: why there is nothing to do with this plan. */
function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="w-full rounded-md border border-dashed py-2 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
