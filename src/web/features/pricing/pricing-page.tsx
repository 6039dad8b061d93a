import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/auth/session';
import { api, type Plan } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn, formatMoney } from '@/lib/utils';

type Cycle = 'monthly' | 'yearly';

/** Public plans from GET /api/plans. Checkout arrives with the billing feature. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const plans = useQuery({ queryKey: ['plans'], queryFn: api.plans, retry: false });

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
                'rounded-md px-4 py-1.5 font-medium text-sm capitalize transition-colors',
                cycle === option ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-12">
        {plans.isPending ? (
          <div className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        ) : plans.isError || plans.data.plans.length === 0 ? (
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
          <div className="grid gap-6 md:grid-cols-3">
            {plans.data.plans.map((plan, index, all) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} featured={all.length > 1 && index === 1} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function PlanCard({ plan, cycle, featured }: { plan: Plan; cycle: Cycle; featured: boolean }) {
  const me = useMe();
  const yearly = cycle === 'yearly' && plan.priceYearly !== null;
  const price = yearly ? (plan.priceYearly ?? 0) : plan.priceMonthly;
  return (
    <Card className={cn('relative', featured && 'border-primary shadow-lg shadow-primary/10')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-lg">{plan.name}</CardTitle>
          {featured ? <Badge>Most popular</Badge> : null}
        </div>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <p>
          <span className="font-semibold text-4xl tracking-tight">{formatMoney(price)}</span>
          <span className="text-muted-foreground text-sm"> / {yearly ? 'year' : 'month'}</span>
        </p>
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
        <Button className="w-full" variant={featured ? 'default' : 'outline'} asChild>
          {me.data ? <Link to="/account">Go to your account</Link> : <Link to="/sign-up">Get started</Link>}
        </Button>
      </CardFooter>
    </Card>
  );
}
