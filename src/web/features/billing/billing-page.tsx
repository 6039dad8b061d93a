import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, CircleAlert, CircleCheck, CreditCard, ExternalLink, X } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { Subscription } from '@/lib/api/billing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/utils';
import { CardSkeleton } from './load-states';
import {
  cycleLabel,
  isLiveSubscription,
  periodSentence,
  SubscriptionStatusBadge,
  subscriptionPrice,
} from './subscription-status';
import { useBillingRedirect, useSubscription } from './use-billing';

const routeApi = getRouteApi('/_public/account/billing');

/** The signed-in user's plan: status, renewal, cycle, and the way to the billing portal. */
export function BillingPage() {
  useDocumentTitle('Billing');
  const { checkout } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const subscription = useSubscription({ pollWhileMissing: checkout === 'success' });
  const dismiss = () => navigate({ search: {}, replace: true });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button variant="ghost" size="sm" className="-ml-3 mb-4" asChild>
        <Link to="/account">
          <ArrowLeft /> Your account
        </Link>
      </Button>
      <div className="space-y-1">
        <h1 className="font-semibold text-3xl tracking-tight">Billing</h1>
        <p className="text-muted-foreground text-sm">Your plan, its renewal and your payment details.</p>
      </div>

      <div className="mt-8 grid gap-6">
        {checkout === 'success' ? (
          <Alert variant="success" className="pr-10" data-testid="checkout-success" role="status">
            <CircleCheck />
            <AlertTitle>Thank you, your payment went through</AlertTitle>
            <AlertDescription>
              {subscription.data
                ? `Your ${subscription.data.plan.name} plan is ready to use.`
                : 'Your plan appears here as soon as the payment provider confirms it.'}
            </AlertDescription>
            <DismissButton onClick={dismiss} />
          </Alert>
        ) : checkout === 'canceled' ? (
          <Alert className="pr-10" data-testid="checkout-canceled" role="status">
            <CircleAlert />
            <AlertTitle>Checkout canceled</AlertTitle>
            <AlertDescription>
              Nothing was charged. You can pick a plan again whenever you like.
            </AlertDescription>
            <DismissButton onClick={dismiss} />
          </Alert>
        ) : null}

        {subscription.isPending ? (
          <CardSkeleton
            testId="billing-loading"
            header={['h-5 w-32', 'h-4 w-56']}
            body={['h-8 w-40', 'h-16 w-full']}
          />
        ) : subscription.isError ? (
          <RetryAlert title="Could not load your subscription" query={subscription} />
        ) : isLiveSubscription(subscription.data) ? (
          <PlanCard subscription={subscription.data} />
        ) : (
          <FreePlanCard ended={subscription.data} />
        )}
      </div>
    </div>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="absolute top-2 right-2 size-7 text-muted-foreground"
      aria-label="Dismiss"
      onClick={onClick}
    >
      <X />
    </Button>
  );
}

function PlanCard({ subscription }: { subscription: Subscription }) {
  const portal = useBillingRedirect();
  const troubled = subscription.status === 'past_due' || subscription.status === 'unpaid';
  // The date is shown above with its label ("Renews on"); the sentence only when it adds something
  // (the plan ends and nothing more is charged, or the payment is overdue).
  const period = subscription.cancelAtPeriodEnd || troubled ? periodSentence(subscription) : null;

  return (
    <Card data-testid="billing-plan">
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
        <CardDescription>Change plan, switch cycle or cancel in the billing portal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-2xl tracking-tight" data-testid="billing-plan-name">
            {subscription.plan.name}
          </span>
          <SubscriptionStatusBadge subscription={subscription} />
        </div>
        {troubled ? (
          <Alert variant="destructive" data-testid="payment-problem">
            <CircleAlert />
            <AlertTitle>Payment failed</AlertTitle>
            <AlertDescription>
              We could not charge your payment method. Update it in the billing portal to keep your plan.
            </AlertDescription>
          </Alert>
        ) : null}
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Billing cycle</dt>
            <dd className="font-medium" data-testid="billing-cycle">
              {cycleLabel[subscription.billingCycle] ?? subscription.billingCycle}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-medium">{subscriptionPrice(subscription)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">
              {subscription.cancelAtPeriodEnd ? 'Ends on' : troubled ? 'Payment due by' : 'Renews on'}
            </dt>
            <dd className="font-medium" data-testid="billing-period-end">
              {subscription.currentPeriodEnd ? (
                <time dateTime={subscription.currentPeriodEnd}>
                  {formatDate(subscription.currentPeriodEnd)}
                </time>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
        {period ? (
          <p className="text-muted-foreground text-sm" data-testid="billing-period">
            {period}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap gap-2 border-t">
        <Button loading={portal.isPending} onClick={() => portal.mutate({ kind: 'portal' })}>
          {portal.isPending ? null : <ExternalLink />} Manage billing
        </Button>
        <Button variant="outline" asChild>
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function FreePlanCard({ ended }: { ended: Subscription | null | undefined }) {
  return (
    <Card data-testid="billing-plan">
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
        <CardDescription>You are not paying for anything.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <span className="font-semibold text-2xl tracking-tight" data-testid="billing-plan-name">
          Free
        </span>
        <p className="text-muted-foreground text-sm">
          {ended?.currentPeriodEnd
            ? `Your ${ended.plan.name} plan ended on ${formatDate(ended.currentPeriodEnd)}.`
            : 'Upgrade for more projects, seats and priority support.'}
        </p>
      </CardContent>
      <CardFooter className="border-t">
        <Button asChild>
          <Link to="/pricing">
            <CreditCard /> See plans
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
