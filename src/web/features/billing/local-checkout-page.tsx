import { localBillingEndpoints as local } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Clock, CreditCard, SearchX, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Separator } from '@/components/ui/separator';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import type { LocalCheckoutSession } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime, formatMoney } from '@/lib/utils';
import { discountTerms } from './discount-terms';
import { CardSkeleton } from './load-states';
import { cycleLabel } from './subscription-status';
import { TestModeNotice } from './test-mode-notice';
import { refreshBilling, useFollowUrl } from './use-billing';

const routeApi = getRouteApi('/_public/billing/checkout/$sessionId');

/** The local payment provider's checkout: confirm (simulated payment) or cancel one session. */
export function LocalCheckoutPage() {
  const t = useT();
  useDocumentTitle(t('billing.checkoutPage.pageTitle'));
  const { sessionId } = routeApi.useParams();
  const session = useQuery({
    queryKey: ['billing', 'local', 'checkout', sessionId],
    queryFn: async () => (await api(local.checkout, { params: { id: sessionId } })).session,
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
            title={t('billing.checkoutPage.notFoundTitle')}
            description={t('billing.checkoutPage.notFoundDescription')}
          />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>{t('billing.checkoutPage.loadFailed')}</AlertTitle>
            <AlertDescription>{apiErrorMessage(session.error)}</AlertDescription>
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
  const t = useT();
  return (
    <EmptyState icon={icon} title={title} description={description} className="bg-card">
      {toBilling ? (
        <Button asChild>
          <Link to="/account/billing">{t('billing.checkoutPage.goToBilling')}</Link>
        </Button>
      ) : null}
      <Button variant={toBilling ? 'outline' : 'default'} asChild>
        <Link to="/pricing">{t('billing.checkoutPage.backToPricing')}</Link>
      </Button>
    </EmptyState>
  );
}

/** The local provider's test cards, in the order offered. */
const TEST_CARDS = ['success', 'fails_on_renewal', 'declined'] as const;
type TestCard = (typeof TEST_CARDS)[number];
const CARD_LABELS = {
  success: 'billing.checkoutPage.card.success',
  fails_on_renewal: 'billing.checkoutPage.card.failsOnRenewal',
  declined: 'billing.checkoutPage.card.declined',
} as const;

function SessionView({ session }: { session: LocalCheckoutSession }) {
  const t = useT();
  const cardId = useId();
  const [card, setCard] = useState<TestCard>('success');
  const queryClient = useQueryClient();
  const follow = useFollowUrl();
  const action = useMutation({
    mutationFn: async (kind: 'confirm' | 'cancel') => {
      const { redirectUrl } =
        kind === 'confirm'
          ? await api(local.confirm, { params: { id: session.id }, body: { card } })
          : await api(local.cancelCheckout, { params: { id: session.id } });
      await refreshBilling(queryClient);
      // The page it leads to says the payment went through (?checkout=success): no toast repeats it.
      await follow(redirectUrl);
    },
    onError: async (error) => {
      toast.error(apiErrorMessage(error));
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
        title={t('billing.checkoutPage.completeTitle')}
        description={t('billing.checkoutPage.completeDescription', { plan: session.plan.name })}
        toBilling
      />
    );
  }
  if (session.status === 'canceled') {
    return (
      <Ended
        icon={XCircle}
        title={t('billing.checkoutPage.canceledTitle')}
        description={t('billing.checkoutPage.canceledDescription')}
      />
    );
  }
  if (expired) {
    return (
      <Ended
        icon={Clock}
        title={t('billing.checkoutPage.expiredTitle')}
        description={t('billing.checkoutPage.expiredDescription')}
      />
    );
  }

  const yearly = session.billingCycle === 'yearly';
  return (
    <div className="grid gap-6">
      <TestModeNotice>{t('billing.checkoutPage.testModeDescription')}</TestModeNotice>
      <Card data-testid="local-checkout">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h1 className="text-xl">{t('billing.checkoutPage.title')}</h1>
            </CardTitle>
            <Badge variant="warning">{t('billing.checkoutPage.testMode')}</Badge>
          </div>
          <CardDescription>{t('billing.checkoutPage.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{t('billing.plan.label')}</dt>
              <dd className="font-medium" data-testid="checkout-plan" data-content>
                {session.plan.name}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{t('billing.checkoutPage.billedTo')}</dt>
              <dd className="min-w-0 truncate font-medium" data-testid="checkout-billed-to">
                {session.organization ? (
                  <span translate="no" data-content>
                    {session.organization.name}
                  </span>
                ) : (
                  t('billing.checkoutPage.billedToPersonal')
                )}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{t('billing.cycle.label')}</dt>
              <dd className="font-medium" data-testid="checkout-cycle">
                {cycleLabel[session.billingCycle] ?? session.billingCycle}
              </dd>
            </div>
            {session.seats !== null ? (
              <div className="flex items-center justify-between gap-4">
                <dt className="text-muted-foreground">{t('billing.checkoutPage.seats')}</dt>
                <dd className="font-medium" data-testid="checkout-seats">
                  {session.seats}
                </dd>
              </div>
            ) : null}
            <Separator />
            {session.trialDays > 0 ? (
              <div className="flex items-center justify-between gap-4">
                <dt className="text-muted-foreground">{t('billing.checkoutPage.trial')}</dt>
                <dd className="font-medium" data-testid="checkout-trial">
                  {t('billing.checkoutPage.trialDays', { days: session.trialDays })}
                </dd>
              </div>
            ) : null}
            {session.discount ? (
              <div className="flex items-center justify-between gap-4" data-testid="checkout-discount">
                <dt className="text-muted-foreground">
                  {t('billing.checkoutPage.discount', { code: session.discount.code })}
                  <span className="block text-xs">{discountTerms(session.discount)}</span>
                </dt>
                <dd className="font-medium tabular-nums">−{formatMoney(session.discount.amount)}</dd>
              </div>
            ) : null}
            <div className="flex items-center justify-between gap-4">
              <dt className="font-medium">
                {session.trialDays > 0
                  ? t('billing.checkoutPage.afterTrial')
                  : t('billing.checkoutPage.dueToday')}
              </dt>
              <dd className="font-semibold text-xl tabular-nums" data-testid="checkout-amount">
                {session.discount ? (
                  <s
                    className="me-2 font-normal text-base text-muted-foreground"
                    data-testid="checkout-full-price"
                  >
                    {formatMoney(session.amount)}
                  </s>
                ) : null}
                {formatMoney(session.amountDue)}
                <span className="font-normal text-muted-foreground text-sm">
                  {' '}
                  {yearly ? t('billing.checkoutPage.perYear') : t('billing.checkoutPage.perMonth')}
                </span>
              </dd>
            </div>
          </dl>
          <div className="grid gap-1.5">
            <Label htmlFor={cardId}>{t('billing.checkoutPage.card.label')}</Label>
            <NativeSelect
              id={cardId}
              data-testid="checkout-card"
              value={card}
              onChange={(event) => setCard(event.target.value as TestCard)}
            >
              {TEST_CARDS.map((value) => (
                <option key={value} value={value}>
                  {t(CARD_LABELS[value])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p className="flex items-center gap-2 text-muted-foreground text-xs">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            {t('billing.checkoutPage.openUntil', { date: formatDateTime(session.expiresAt) })}
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
            {t('billing.checkoutPage.cancel')}
          </Button>
          <Button
            className="w-full sm:w-auto"
            disabled={action.isPending}
            loading={action.isPending && action.variables === 'confirm'}
            onClick={() => action.mutate('confirm')}
          >
            {action.isPending && action.variables === 'confirm' ? null : <CreditCard />}{' '}
            {t('billing.checkoutPage.confirm')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
