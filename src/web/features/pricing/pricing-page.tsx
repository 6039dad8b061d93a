import { Link } from '@tanstack/react-router';
import { Check, CreditCard, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/auth/session';
import { isLiveSubscription } from '@/features/billing/subscription-status';
import { useBillingRedirect, usePlans } from '@/features/billing/use-billing';
import type { BillingCycle, Plan, Subscription } from '@/lib/billing-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn, formatMoney } from '@/lib/utils';

/** What a year costs less than twelve months, in cents (0 when nothing is saved). */
function yearlySaving(plan: Plan): number {
  return Math.max(0, plan.priceMonthly * 12 - plan.priceYearly);
}

/** The yearly saving in percent, and whether it differs between plans ("up to"). */
function savingPercent(plans: Plan[]): { percent: number; upTo: boolean } {
  const percents = plans
    .filter((plan) => plan.priceMonthly > 0)
    .map((plan) => Math.round((yearlySaving(plan) / (plan.priceMonthly * 12)) * 100));
  const percent = Math.max(0, ...percents);
  return { percent, upTo: percents.some((value) => value !== percent) };
}

/**
 * Public plans from GET /api/plans with a monthly/yearly toggle. Signed-out visitors are sent to
 * sign in (and back here); signed-in users without a plan start checkout; subscribers go to the
 * billing portal, where plan changes happen.
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = usePlans();
  const { percent, upTo } = plans.data ? savingPercent(plans.data.plans) : { percent: 0, upTo: false };

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance font-semibold text-4xl tracking-tight sm:text-5xl">
          Simple, honest pricing
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">Start free. Upgrade when your product takes off.</p>
        <fieldset className="mt-8 inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">Billing cycle</legend>
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={cycle === option}
              onClick={() => setCycle(option)}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-4 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                cycle === option ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option === 'yearly' ? 'Yearly' : 'Monthly'}
              {option === 'yearly' && percent > 0 ? (
                <span className="rounded bg-success/10 px-1.5 py-0.5 text-success text-xs">
                  Save {upTo ? 'up to ' : ''}
                  {percent}%
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-12">
        {plans.isPending ? (
          <div className="grid gap-6 md:grid-cols-3" data-testid="pricing-loading" aria-busy="true">
            <span className="sr-only">Loading plans…</span>
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        ) : plans.isError ? (
          <Alert variant="destructive" className="mx-auto max-w-xl">
            <AlertTitle>Could not load the plans</AlertTitle>
            <AlertDescription>
              <p>{plans.error.message}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                loading={plans.isFetching}
                onClick={() => plans.refetch()}
              >
                {plans.isFetching ? null : <RefreshCw />} Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : plans.data.plans.length === 0 ? (
          <EmptyState
            icon={CreditCard}
            title="Plans are not available yet"
            description="The plans appear here once billing is set up. You can create a free account in the meantime."
          >
            <Button asChild>
              <Link to="/sign-up">Create a free account</Link>
            </Button>
          </EmptyState>
        ) : (
          <PlanGrid plans={plans.data.plans} cycle={cycle} />
        )}
      </div>
    </div>
  );
}

function PlanGrid({ plans, cycle }: { plans: Plan[]; cycle: BillingCycle }) {
  const me = useMe();
  const user = me.data ?? null;
  const subscription = isLiveSubscription(user?.subscription) ? user.subscription : null;
  // Signed in without a paid plan: the free plan (the one without prices) is theirs.
  const currentPlanId = user
    ? ((subscription
        ? plans.find(
            (plan) =>
              plan.id === subscription.plan.id ||
              plan.slug === subscription.plan.slug ||
              plan.name === subscription.plan.name,
          )?.id
        : plans.find((plan) => plan.priceMonthly === 0)?.id) ?? null)
    : null;
  const featuredIndex = plans.length > 2 ? 1 : -1;

  return (
    <div
      className={cn('grid gap-6', plans.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}
      data-testid="plan-grid"
    >
      {plans.map((plan, index) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          cycle={cycle}
          featured={index === featuredIndex}
          current={plan.id === currentPlanId}
          signedIn={Boolean(user)}
          subscription={subscription}
        />
      ))}
    </div>
  );
}

function PlanCard({
  plan,
  cycle,
  featured,
  current,
  signedIn,
  subscription,
}: {
  plan: Plan;
  cycle: BillingCycle;
  featured: boolean;
  current: boolean;
  signedIn: boolean;
  subscription: Subscription | null;
}) {
  const free = plan.priceMonthly === 0 && plan.priceYearly === 0;
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
              {formatMoney(price)}
            </span>
            <span className="text-muted-foreground text-sm"> / {yearly ? 'year' : 'month'}</span>
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
        <PlanAction
          plan={plan}
          cycle={cycle}
          featured={featured}
          free={free}
          current={current}
          signedIn={signedIn}
          subscription={subscription}
        />
      </CardFooter>
    </Card>
  );
}

function PlanAction({
  plan,
  cycle,
  featured,
  free,
  current,
  signedIn,
  subscription,
}: {
  plan: Plan;
  cycle: BillingCycle;
  featured: boolean;
  free: boolean;
  current: boolean;
  signedIn: boolean;
  subscription: Subscription | null;
}) {
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

  if (current || free) {
    return (
      <p className="w-full rounded-md border border-dashed py-2 text-center text-muted-foreground text-sm">
        {current ? 'Your current plan' : 'Included with every account'}
      </p>
    );
  }

  if (!priceId) {
    return (
      <p className="w-full rounded-md border border-dashed py-2 text-center text-muted-foreground text-sm">
        Not available {cycle === 'yearly' ? 'yearly' : 'monthly'} yet
      </p>
    );
  }

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
