import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { InvoicesCard } from '@/features/billing/invoices-card';
import { OrganizationPastDueBanner, PastDueBanner } from '@/features/billing/past-due-banner';
import { CancelOrResumeButton, ScheduledChangeNotice } from '@/features/billing/plan-actions';
import { PlanChangeCard } from '@/features/billing/plan-change-card';
import {
  isLiveSubscription,
  periodSentence,
  SubscriptionStatusBadge,
} from '@/features/billing/subscription-status';
import { useBillingRedirect, usePlans } from '@/features/billing/use-billing';
import { useT } from '@/i18n/provider';
import { apiErrorMessage } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatPrice } from '@/lib/utils';
import { OrganizationDetailsStates } from './organization-details-states';
import type { OrganizationDetails } from './types';
import { useOrganization } from './use-organizations';

const routeApi = getRouteApi('/_public/organizations/$id/billing');

export function OrganizationBillingPage() {
  const t = useT();
  const { id } = routeApi.useParams();
  const { checkout } = routeApi.useSearch();
  const details = useOrganization(id);
  useDocumentTitle(t('organizations.billing.pageTitle'));

  return (
    <>
      <PastDueBanner />
      {details.data ? (
        <OrganizationPastDueBanner
          organization={details.data.organization}
          subscription={details.data.subscription}
          manages={details.data.role === 'owner' || details.data.role === 'admin'}
        />
      ) : null}
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Button variant="ghost" className="justify-self-start" asChild>
          <Link to="/organizations/$id" params={{ id }}>
            <ArrowLeft /> {t('organizations.billing.back')}
          </Link>
        </Button>
        {checkout === 'success' ? (
          <Alert data-testid="checkout-success">
            <AlertTitle>{t('organizations.billing.checkoutSuccess')}</AlertTitle>
          </Alert>
        ) : null}
        <OrganizationDetailsStates details={details}>
          {(data) => <Loaded details={data} />}
        </OrganizationDetailsStates>
      </div>
    </>
  );
}

function Loaded({ details }: { details: OrganizationDetails }) {
  const t = useT();
  const { organization, subscription, memberLimit, role } = details;
  const manages = role === 'owner' || role === 'admin';
  const live = isLiveSubscription(subscription);
  const redirect = useBillingRedirect(organization.id);
  const owes = live && (subscription.status === 'past_due' || subscription.status === 'unpaid');

  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">
        {t('organizations.billing.title', { organization: organization.name })}
      </h1>
      <Card data-testid="organization-plan">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {live ? subscription.plan.name : t('organizations.billing.freePlan')}
            {live ? <SubscriptionStatusBadge subscription={subscription} /> : null}
          </CardTitle>
          <CardDescription>
            {live ? periodSentence(subscription) : t('organizations.billing.freeDescription')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {live && manages ? (
            <ScheduledChangeNotice subscription={subscription} organizationId={organization.id} />
          ) : null}
          {live && subscription.seats !== null ? (
            <p className="text-sm" data-testid="organization-seats">
              {t('organizations.billing.seats', { count: subscription.seats })}
            </p>
          ) : null}
          <p className="text-sm" data-testid="member-limit">
            {memberLimit.limit === null
              ? t('organizations.members.countUnlimited', { used: memberLimit.used })
              : t('organizations.members.count', { used: memberLimit.used, limit: memberLimit.limit })}
          </p>
        </CardContent>
        {manages && live ? (
          <CardFooter className="flex-wrap justify-end gap-2 border-t">
            {owes ? null : (
              <CancelOrResumeButton subscription={subscription} organizationId={organization.id} />
            )}
            <Button loading={redirect.isPending} onClick={() => redirect.mutate({ kind: 'portal' })}>
              <CreditCard /> {t('organizations.billing.portal')}
            </Button>
          </CardFooter>
        ) : null}
      </Card>
      {!manages ? (
        <p className="text-muted-foreground text-sm">{t('organizations.billing.askOwner')}</p>
      ) : live ? (
        owes || subscription.cancelAtPeriodEnd ? null : (
          <PlanChangeCard subscription={subscription} organizationId={organization.id} />
        )
      ) : (
        <PlanChoices
          onChoose={(priceId) => redirect.mutate({ kind: 'checkout', priceId, billingCycle: 'monthly' })}
          pending={redirect.isPending}
        />
      )}
      {manages ? <InvoicesCard organizationId={organization.id} /> : null}
    </>
  );
}

/** The paid plans, monthly, each with its member limit. */
function PlanChoices({ onChoose, pending }: { onChoose: (priceId: string) => void; pending: boolean }) {
  const t = useT();
  const plans = usePlans();
  if (plans.isPending) return <Skeleton className="h-32 w-full" />;
  if (plans.isError) return <p className="text-destructive text-sm">{apiErrorMessage(plans.error)}</p>;
  const paid = plans.data.plans.filter((plan) => plan.priceIds.monthly);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {paid.map((plan) => {
        const limit = plan.limits.teamMembers;
        return (
          <Card key={plan.id} data-testid="organization-plan-choice" data-plan={plan.slug}>
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              <CardDescription>{formatPrice(plan.priceMonthly, 'month')}</CardDescription>
            </CardHeader>
            <CardContent className="text-sm">
              {typeof limit === 'number'
                ? t('organizations.billing.planLimit', { limit })
                : t('organizations.billing.planUnlimited')}
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                disabled={pending}
                onClick={() => plan.priceIds.monthly && onChoose(plan.priceIds.monthly)}
              >
                {t('organizations.billing.choose', { plan: plan.name })}
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}
