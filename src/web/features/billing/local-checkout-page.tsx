import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Clock, CreditCard, SearchX, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Separator } from '@/components/ui/separator';
import { ApiError } from '@/lib/api';
import { billingApi, type LocalCheckoutSession } from '@/lib/api/billing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime, formatMoney } from '@/lib/utils';
import { CardSkeleton } from './load-states';
import { cycleLabel } from './subscription-status';
import { TestModeNotice } from './test-mode-notice';
import { refreshBilling, useFollowUrl } from './use-billing';

const routeApi = getRouteApi('/_public/billing/checkout/$sessionId');

/** The local payment provider's checkout: confirm (simulated payment) or cancel one session. */
export function LocalCheckoutPage() {
  useDocumentTitle('Test checkout');
  const { sessionId } = routeApi.useParams();
  const session = useQuery({
    queryKey: ['billing', 'local', 'checkout', sessionId],
    queryFn: async () => (await billingApi.local.checkout(sessionId)).session,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6 sm:py-16">
      {session.isPending ? (
        <CardSkeleton
          testId="checkout-loading"
          header={['h-6 w-40', 'h-4 w-56']}
          body={['h-16 w-full', 'h-9 w-full']}
        />
      ) : session.isError ? (
        session.error instanceof ApiError && session.error.status === 404 ? (
          <Ended
            icon={SearchX}
            title="This checkout does not exist"
            description="The link may be mistyped, or the checkout belongs to another account."
          />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>Could not load the checkout</AlertTitle>
            <AlertDescription>{session.error.message}</AlertDescription>
          </Alert>
        )
      ) : (
        <SessionView session={session.data} />
      )}
    </div>
  );
}

function Ended({
  icon,
  title,
  description,
  toBilling,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  toBilling?: boolean;
}) {
  return (
    <EmptyState icon={icon} title={title} description={description} className="bg-card">
      {toBilling ? (
        <Button asChild>
          <Link to="/account/billing">Go to billing</Link>
        </Button>
      ) : null}
      <Button variant={toBilling ? 'outline' : 'default'} asChild>
        <Link to="/pricing">Back to pricing</Link>
      </Button>
    </EmptyState>
  );
}

function SessionView({ session }: { session: LocalCheckoutSession }) {
  const queryClient = useQueryClient();
  const follow = useFollowUrl();
  const action = useMutation({
    mutationFn: async (kind: 'confirm' | 'cancel') => {
      const { redirectUrl } =
        kind === 'confirm'
          ? await billingApi.local.confirm(session.id)
          : await billingApi.local.cancel(session.id);
      await refreshBilling(queryClient);
      // The page it leads to says the payment went through (?checkout=success): no toast repeats it.
      await follow(redirectUrl);
    },
    onError: async (error) => {
      toast.error(error.message);
      // The session may have changed meanwhile (expired, completed in another tab).
      await queryClient.invalidateQueries({ queryKey: ['billing', 'local', 'checkout', session.id] });
    },
  });

  const expired =
    session.status === 'expired' || (session.status === 'open' && Date.parse(session.expiresAt) < Date.now());
  if (session.status === 'completed') {
    return (
      <Ended
        icon={CircleCheck}
        title="This checkout is complete"
        description={`The payment for ${session.plan.name} went through already. Your plan is on the billing page.`}
        toBilling
      />
    );
  }
  if (session.status === 'canceled') {
    return (
      <Ended
        icon={XCircle}
        title="This checkout was canceled"
        description="Nothing was charged. Choose a plan again to start a new checkout."
      />
    );
  }
  if (expired) {
    return (
      <Ended
        icon={Clock}
        title="This checkout has expired"
        description="Checkouts stay open for a limited time. Choose a plan again to start a new one."
      />
    );
  }

  const yearly = session.billingCycle === 'yearly';
  return (
    <div className="grid gap-6">
      <TestModeNotice>
        This is the built-in local payment provider, used while no Stripe key is configured. Confirming
        simulates a successful payment and starts the subscription; no card details are asked for or stored.
      </TestModeNotice>
      <Card data-testid="local-checkout">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h1 className="text-xl">Confirm your subscription</h1>
            </CardTitle>
            <Badge variant="warning">Test mode</Badge>
          </div>
          <CardDescription>Review the plan, then confirm the (simulated) payment.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium" data-testid="checkout-plan">
                {session.plan.name}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">Billing cycle</dt>
              <dd className="font-medium" data-testid="checkout-cycle">
                {cycleLabel[session.billingCycle] ?? session.billingCycle}
              </dd>
            </div>
            <Separator />
            <div className="flex items-center justify-between gap-4">
              <dt className="font-medium">Due today</dt>
              <dd className="font-semibold text-xl tabular-nums" data-testid="checkout-amount">
                {formatMoney(session.amount)}
                <span className="font-normal text-muted-foreground text-sm">
                  {' '}
                  / {yearly ? 'year' : 'month'}
                </span>
              </dd>
            </div>
          </dl>
          <p className="flex items-center gap-2 text-muted-foreground text-xs">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            This checkout is open until {formatDateTime(session.expiresAt)}.
          </p>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={action.isPending}
            loading={action.isPending && action.variables === 'cancel'}
            onClick={() => action.mutate('cancel')}
          >
            Cancel
          </Button>
          <Button
            className="w-full sm:w-auto"
            disabled={action.isPending}
            loading={action.isPending && action.variables === 'confirm'}
            onClick={() => action.mutate('confirm')}
          >
            {action.isPending && action.variables === 'confirm' ? null : <CreditCard />} Confirm payment
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
