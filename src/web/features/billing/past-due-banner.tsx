import type { SubscriptionView } from '@shared/contracts/billing-subscriptions';
import { Link, type LinkProps } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { useT } from '@/i18n/provider';
import { useMe } from '@/lib/session';
import { formatDate } from '@/lib/utils';

type Owed = Pick<SubscriptionView, 'status' | 'graceEndsAt'>;
const isOwed = (subscription: Owed | null | undefined): subscription is Owed =>
  subscription?.status === 'past_due' || subscription?.status === 'unpaid';

/**
 * The banner of every signed-in page while the user's subscription is owed (past due within its
 * grace period, or unpaid after it), linking to the billing page's payment method. Rendered by
 * the signed-in pages' own chunks (not the public shell), so public pages load none of it.
 */
export function PastDueBanner() {
  const t = useT();
  const subscription = useMe().data?.subscription;
  if (!isOwed(subscription)) return null;
  return (
    <OwedBanner
      subscription={subscription}
      testId="past-due-banner"
      link={{ to: '/account/billing', hash: 'payment-method' }}
      message={
        subscription.status === 'unpaid'
          ? t('billing.banner.unpaid')
          : subscription.graceEndsAt
            ? t('billing.banner.pastDue', { date: formatDate(subscription.graceEndsAt) })
            : t('billing.banner.pastDueNoDate')
      }
    />
  );
}

/**
 * The same banner for an organization's owed subscription, on its pages: its owners and admins
 * are sent to its billing page; its other members are told whom it concerns.
 */
export function OrganizationPastDueBanner({
  organization,
  subscription,
  manages,
}: {
  organization: { id: string; name: string };
  subscription: Owed | null;
  manages: boolean;
}) {
  const t = useT();
  if (!isOwed(subscription)) return null;
  const { name } = organization;
  return (
    <OwedBanner
      subscription={subscription}
      testId="organization-past-due-banner"
      link={manages ? { to: '/organizations/$id/billing', params: { id: organization.id } } : null}
      message={
        subscription.status === 'unpaid'
          ? t('billing.banner.organizationUnpaid', { name })
          : subscription.graceEndsAt
            ? t('billing.banner.organizationPastDue', { name, date: formatDate(subscription.graceEndsAt) })
            : t('billing.banner.organizationPastDueNoDate', { name })
      }
    />
  );
}

function OwedBanner({
  subscription,
  message,
  link,
  testId,
}: {
  subscription: Owed;
  message: string;
  link: LinkProps | null;
  testId: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid={testId}
      data-status={subscription.status}
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-destructive/30 border-b bg-destructive/10 px-4 py-2 text-center text-sm"
    >
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>{message}</span>
      {link ? (
        <Link {...link} className="font-medium underline underline-offset-4">
          {t('billing.banner.updatePaymentMethod')}
        </Link>
      ) : null}
    </div>
  );
}
