import { localBillingEndpoints as local } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, linkOptions } from '@tanstack/react-router';
import { CreditCard, RotateCcw, TriangleAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { BackButton } from '@/components/layout/back-button';
import { PageTitle } from '@/components/layout/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/provider';
import type { Plan, Subscription } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePlanCard } from './change-plan-card';
import { CardSkeleton } from './load-states';
import { LocalPaymentMethodCard } from './local-payment-method-card';
import { PastDueBanner } from './past-due-banner';
import { PlanHeadline } from './plan-headline';
import { confirmCopy, type PortalAction, successText } from './portal-copy';
import { isLiveSubscription, periodSentence, subscriptionPrice } from './subscription-status';
import { TestModeNotice } from './test-mode-notice';
import { refreshBilling } from './use-billing';

const portalQueryKey = (organizationId: string | undefined) =>
  ['billing', 'local', 'portal', organizationId ?? null] as const;

const route = getRouteApi('/_public/billing/portal');

/**
 * The local payment provider's billing portal: change plan or cycle, cancel, resume, fail a payment.
 * With `?organizationId=` it acts on that organization's subscription (its owner or an admin).
 */
export function LocalPortalPage() {
  const t = useT();
  useDocumentTitle(t('billing.portal.pageTitle'));
  const { organizationId } = route.useSearch();
  const portal = useQuery({
    queryKey: portalQueryKey(organizationId),
    queryFn: () => api(local.portal, { query: { organizationId } }),
    retry: false,
  });

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <BackButton
          link={
            organizationId
              ? linkOptions({ to: '/organizations/$id/billing', params: { id: organizationId } })
              : linkOptions({ to: '/account/billing' })
          }
          label={t('billing.portal.backToBilling')}
          className="mb-4"
        />
        <PageTitle title={t('billing.portal.title')} description={t('billing.portal.description')}>
          <BilledTo organizationId={organizationId} />
        </PageTitle>
        <div className="mt-6 grid gap-6">
          <TestModeNotice>{t('billing.portal.testModeDescription')}</TestModeNotice>
          {portal.isPending ? (
            <CardSkeleton header={['h-5 w-40']} body={['h-8 w-48', 'h-20 w-full']} />
          ) : portal.isError ? (
            <Alert variant="destructive">
              <AlertTitle>{t('billing.portal.loadFailed')}</AlertTitle>
              <AlertDescription>{apiErrorMessage(portal.error)}</AlertDescription>
            </Alert>
          ) : isLiveSubscription(portal.data.subscription) ? (
            <Portal
              subscription={portal.data.subscription}
              plans={portal.data.plans}
              organizationId={organizationId}
            />
          ) : (
            <EmptyState
              icon={CreditCard}
              title={t('billing.portal.noneTitle')}
              description={t('billing.portal.noneDescription')}
              className="bg-card"
            >
              <Button asChild>
                <Link to="/pricing">{t('billing.seePlans')}</Link>
              </Button>
            </EmptyState>
          )}
        </div>
      </div>
    </>
  );
}

/** Whom the portal bills: the organization by name (the caller manages it, so it is theirs), or the user. */
function BilledTo({ organizationId }: { organizationId: string | undefined }) {
  const t = useT();
  const me = useMe();
  const organization = me.data?.organizations.find((candidate) => candidate.id === organizationId);
  if (organizationId && !organization) return null;
  return (
    <p className="font-medium text-sm" data-testid="portal-billed-to">
      {organization ? (
        <>
          {t('billing.portal.billedTo')}{' '}
          <span translate="no" data-content>
            {organization.name}
          </span>
        </>
      ) : (
        t('billing.portal.billedToPersonal')
      )}
    </p>
  );
}

function Portal({
  subscription,
  plans,
  organizationId,
}: {
  subscription: Subscription;
  plans: Plan[];
  organizationId: string | undefined;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<PortalAction | null>(null);
  // The portal acts on the user's own subscription, or with `organizationId` on the organization's.
  const forOrganization = organizationId ? { organizationId } : undefined;
  const action = useMutation({
    mutationFn: async (next: PortalAction) => {
      switch (next.kind) {
        case 'change':
          return api(local.changePlan, {
            body: { priceId: next.priceId, billingCycle: next.billingCycle, ...forOrganization },
          });
        case 'cancel':
          return api(local.cancel, { body: forOrganization });
        case 'resume':
          return api(local.resume, { body: forOrganization });
        case 'fail':
          return api(local.simulatePaymentFailure, { body: forOrganization });
      }
    },
    onSuccess: ({ subscription: updated }) => {
      queryClient.setQueryData(portalQueryKey(organizationId), (previous: { plans: Plan[] } | undefined) =>
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
      toast.error(apiErrorMessage(error));
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
          <CardTitle>{t('billing.portal.current')}</CardTitle>
          <CardDescription>{subscriptionPrice(subscription)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <PlanHeadline subscription={subscription} size="lg" />
          <p className="text-muted-foreground text-sm">
            {subscription.billingCycle === 'yearly'
              ? t('billing.portal.billedYearly')
              : t('billing.portal.billedMonthly')}{' '}
            {periodSentence(subscription)}
          </p>
        </CardContent>
        <CardFooter className="flex-wrap gap-2 border-t">
          {pastDue && !canceling ? (
            <Button onClick={() => setConfirming({ kind: 'resume' })}>
              <RotateCcw /> {t('billing.portal.retry')}
            </Button>
          ) : null}
          {canceling ? (
            <Button onClick={() => setConfirming({ kind: 'resume' })}>
              <RotateCcw /> {t('billing.portal.resume')}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setConfirming({ kind: 'cancel' })}>
              <XCircle /> {t('billing.portal.cancel')}
            </Button>
          )}
        </CardFooter>
      </Card>

      <LocalPaymentMethodCard
        organizationId={organizationId}
        onUpdated={(updated) =>
          queryClient.setQueryData(
            portalQueryKey(organizationId),
            (previous: { plans: Plan[] } | undefined) =>
              previous ? { ...previous, subscription: updated } : previous,
          )
        }
      />

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
            <CardTitle>{t('billing.portal.testingTitle')}</CardTitle>
            <CardDescription>{t('billing.portal.testingDescription')}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" onClick={() => setConfirming({ kind: 'fail' })}>
              <TriangleAlert /> {t('billing.portal.simulateFailure')}
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
