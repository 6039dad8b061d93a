import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CreditCard, RotateCcw, TriangleAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/features/admin/confirm-dialog';
import { billingApi, type Plan, type Subscription } from '@/lib/api/billing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePlanCard } from './change-plan-card';
import { CardSkeleton } from './load-states';
import { confirmCopy, type PortalAction, successText } from './portal-copy';
import {
  cycleLabel,
  isLiveSubscription,
  periodSentence,
  SubscriptionStatusBadge,
  subscriptionPrice,
} from './subscription-status';
import { TestModeNotice } from './test-mode-notice';
import { refreshBilling } from './use-billing';

const portalQueryKey = ['billing', 'local', 'portal'] as const;

/** The local payment provider's billing portal: change plan or cycle, cancel, resume, fail a payment. */
export function LocalPortalPage() {
  useDocumentTitle('Test billing portal');
  const portal = useQuery({
    queryKey: portalQueryKey,
    queryFn: billingApi.local.portal,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button variant="ghost" size="sm" className="-ml-3 mb-4" asChild>
        <Link to="/account/billing">
          <ArrowLeft /> Back to billing
        </Link>
      </Button>
      <div className="space-y-1">
        <h1 className="font-semibold text-3xl tracking-tight">Billing portal</h1>
        <p className="text-muted-foreground text-sm">Change or cancel your subscription.</p>
      </div>
      <div className="mt-6 grid gap-6">
        <TestModeNotice>
          This portal belongs to the built-in local payment provider, used while no Stripe key is configured.
          Changes apply at once, and nothing is charged or refunded.
        </TestModeNotice>
        {portal.isPending ? (
          <CardSkeleton header={['h-5 w-40']} body={['h-8 w-48', 'h-20 w-full']} />
        ) : portal.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load the billing portal</AlertTitle>
            <AlertDescription>{portal.error.message}</AlertDescription>
          </Alert>
        ) : isLiveSubscription(portal.data.subscription) ? (
          <Portal subscription={portal.data.subscription} plans={portal.data.plans} />
        ) : (
          <EmptyState
            icon={CreditCard}
            title="No subscription to manage"
            description="You are on the free plan. Pick a plan on the pricing page to subscribe."
            className="bg-card"
          >
            <Button asChild>
              <Link to="/pricing">See plans</Link>
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function Portal({ subscription, plans }: { subscription: Subscription; plans: Plan[] }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<PortalAction | null>(null);
  const action = useMutation({
    mutationFn: async (next: PortalAction) => {
      switch (next.kind) {
        case 'change':
          return billingApi.local.changePlan({ priceId: next.priceId, billingCycle: next.billingCycle });
        case 'cancel':
          return billingApi.local.cancelSubscription();
        case 'resume':
          return billingApi.local.resume();
        case 'fail':
          return billingApi.local.simulatePaymentFailure();
      }
    },
    onSuccess: ({ subscription: updated }) => {
      queryClient.setQueryData(portalQueryKey, (previous: { plans: Plan[] } | undefined) =>
        previous ? { ...previous, subscription: updated } : previous,
      );
    },
    onSettled: () => refreshBilling(queryClient),
  });

  const run = async () => {
    if (!confirming) return;
    try {
      const { subscription: updated } = await action.mutateAsync(confirming);
      toast.success(successText(confirming, updated));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
    setConfirming(null);
  };

  const paidPlans = plans.filter((plan) => plan.priceIds.monthly || plan.priceIds.yearly);
  const canceling = subscription.cancelAtPeriodEnd;
  const pastDue = subscription.status === 'past_due' || subscription.status === 'unpaid';

  return (
    <>
      <Card data-testid="portal-subscription">
        <CardHeader>
          <CardTitle>Current subscription</CardTitle>
          <CardDescription>{subscriptionPrice(subscription)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold text-2xl tracking-tight">{subscription.plan.name}</span>
            <SubscriptionStatusBadge subscription={subscription} />
          </div>
          <p className="text-muted-foreground text-sm">
            {cycleLabel[subscription.billingCycle]} billing. {periodSentence(subscription)}
          </p>
        </CardContent>
        <CardFooter className="flex-wrap gap-2 border-t">
          {pastDue && !canceling ? (
            <Button onClick={() => setConfirming({ kind: 'resume' })}>
              <RotateCcw /> Retry the payment
            </Button>
          ) : null}
          {canceling ? (
            <Button onClick={() => setConfirming({ kind: 'resume' })}>
              <RotateCcw /> Resume subscription
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setConfirming({ kind: 'cancel' })}>
              <XCircle /> Cancel subscription
            </Button>
          )}
        </CardFooter>
      </Card>

      {canceling ? null : (
        <ChangePlanCard
          subscription={subscription}
          plans={paidPlans}
          onChoose={(change) => setConfirming({ kind: 'change', ...change })}
        />
      )}

      {pastDue ? null : (
        <Card>
          <CardHeader>
            <CardTitle>Testing</CardTitle>
            <CardDescription>
              See how the product behaves when a renewal payment fails: the subscription becomes past due.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" onClick={() => setConfirming({ kind: 'fail' })}>
              <TriangleAlert /> Simulate a failed payment
            </Button>
          </CardFooter>
        </Card>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        pending={action.isPending}
        onConfirm={run}
        {...confirmCopy(confirming, subscription)}
      />
    </>
  );
}
