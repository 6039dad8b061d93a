import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, CreditCard, ExternalLink, X } from 'lucide-react';
import { BackButton } from '@/components/layout/back-button';
import { PageTitle } from '@/components/layout/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useT } from '@/i18n/provider';
import type { Subscription } from '@/lib/api/billing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/utils';
import { InvoicesCard } from './invoices-card';
import { CardSkeleton } from './load-states';
import { PastDueBanner } from './past-due-banner';
import { CancelOrResumeButton, ScheduledChangeNotice } from './plan-actions';
import { PlanChangeCard } from './plan-change-card';
import { PlanHeadline } from './plan-headline';
import { cycleLabel, isLiveSubscription, periodSentence, subscriptionPrice } from './subscription-status';
import { useBillingRedirect, useSubscription } from './use-billing';

const routeApi = getRouteApi('/_public/account/billing');

/** The signed-in user's plan: status, renewal, cycle, and the way to the billing portal. */
export function BillingPage() {
  const t = useT();
  useDocumentTitle(t('billing.title'));
  const { checkout } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const subscription = useSubscription({ pollWhileMissing: checkout === 'success' });
  const dismiss = () => navigate({ search: {}, replace: true });

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <BackButton link={{ to: '/account' }} label={t('billing.backToAccount')} className="mb-4" />
        <PageTitle title={t('billing.title')} description={t('billing.description')} />

        <div className="mt-8 grid gap-6">
          {checkout === 'success' ? (
            <Alert variant="success" className="pr-10" data-testid="checkout-success" role="status">
              <CircleCheck />
              <AlertTitle>{t('billing.checkout.successTitle')}</AlertTitle>
              <AlertDescription>
                {subscription.data
                  ? t('billing.checkout.successReady', { plan: subscription.data.plan.name })
                  : t('billing.checkout.successPending')}
              </AlertDescription>
              <DismissButton onClick={dismiss} />
            </Alert>
          ) : checkout === 'canceled' ? (
            <Alert className="pr-10" data-testid="checkout-canceled" role="status">
              <CircleAlert />
              <AlertTitle>{t('billing.checkout.canceledTitle')}</AlertTitle>
              <AlertDescription>{t('billing.checkout.canceledDescription')}</AlertDescription>
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
            <RetryAlert title={t('billing.loadFailed')} label={t('billing.retry')} query={subscription} />
          ) : isLiveSubscription(subscription.data) ? (
            <>
              <PlanCard subscription={subscription.data} />
              {changeable(subscription.data) ? <PlanChangeCard subscription={subscription.data} /> : null}
            </>
          ) : (
            <FreePlanCard ended={subscription.data} />
          )}
          <InvoicesCard />
        </div>
      </div>
    </>
  );
}

/** A plan is changed in the app while it is paid for and renews (not owed, not set to end). */
const changeable = (subscription: Subscription) =>
  (subscription.status === 'active' || subscription.status === 'trialing') && !subscription.cancelAtPeriodEnd;

function DismissButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="absolute top-2 right-2 size-7 text-muted-foreground"
      aria-label={t('billing.dismiss')}
      onClick={onClick}
    >
      <X />
    </Button>
  );
}

function PlanCard({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const portal = useBillingRedirect();
  const troubled = subscription.status === 'past_due' || subscription.status === 'unpaid';
  // The date is shown above with its label ("Renews on"); the sentence only when it adds something
  // (the plan ends and nothing more is charged, or the payment is overdue).
  const trialing = subscription.status === 'trialing';
  const period = subscription.cancelAtPeriodEnd || troubled || trialing ? periodSentence(subscription) : null;
  const unpaid = subscription.status === 'unpaid';

  return (
    <Card data-testid="billing-plan">
      <CardHeader>
        <CardTitle>{t('billing.currentPlan')}</CardTitle>
        <CardDescription>{t('billing.plan.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PlanHeadline subscription={subscription} size="lg" nameTestId="billing-plan-name" />
        <ScheduledChangeNotice subscription={subscription} />
        {troubled ? (
          // The past-due banner of every signed-in page links here (#payment-method).
          <Alert
            variant="destructive"
            data-testid="payment-problem"
            id="payment-method"
            data-status={subscription.status}
          >
            <CircleAlert />
            <AlertTitle>
              {unpaid ? t('billing.plan.unpaidTitle') : t('billing.plan.paymentFailedTitle')}
            </AlertTitle>
            <AlertDescription>
              {unpaid ? t('billing.plan.unpaidDescription') : t('billing.plan.paymentFailedDescription')}
            </AlertDescription>
          </Alert>
        ) : null}
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('billing.cycle.label')}</dt>
            <dd className="font-medium" data-testid="billing-cycle">
              {cycleLabel[subscription.billingCycle] ?? subscription.billingCycle}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('billing.plan.price')}</dt>
            <dd className="font-medium">{subscriptionPrice(subscription)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">
              {subscription.cancelAtPeriodEnd
                ? t('billing.plan.endsOn')
                : troubled
                  ? t('billing.plan.dueBy')
                  : trialing
                    ? t('billing.plan.trialEndsOn')
                    : t('billing.plan.renewsOn')}
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
          {portal.isPending ? null : <ExternalLink />} {t('billing.manage')}
        </Button>
        {troubled ? null : <CancelOrResumeButton subscription={subscription} />}
        <Button variant="outline" asChild>
          <Link to="/pricing">{t('billing.comparePlans')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function FreePlanCard({ ended }: { ended: Subscription | null | undefined }) {
  const t = useT();
  return (
    <Card data-testid="billing-plan">
      <CardHeader>
        <CardTitle>{t('billing.currentPlan')}</CardTitle>
        <CardDescription>{t('billing.free.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <span className="font-semibold text-2xl tracking-tight" data-testid="billing-plan-name">
          {t('common.price.free')}
        </span>
        <p className="text-muted-foreground text-sm">
          {ended?.currentPeriodEnd
            ? t('billing.free.ended', { plan: ended.plan.name, date: formatDate(ended.currentPeriodEnd) })
            : t('billing.upgradePitch')}
        </p>
      </CardContent>
      <CardFooter className="border-t">
        <Button asChild>
          <Link to="/pricing">
            <CreditCard /> {t('billing.seePlans')}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
