import { Badge } from '@/components/ui/badge';
import { t } from '@/i18n/store';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { formatDate, formatPrice, humanize } from '@/lib/utils';

/** The subscription statuses, worded (an unknown one is shown as it comes). */
const STATUS = {
  active: 'billing.status.active',
  trialing: 'billing.status.trialing',
  past_due: 'billing.status.pastDue',
  unpaid: 'billing.status.unpaid',
  canceled: 'billing.status.canceled',
  incomplete: 'billing.status.incomplete',
  // Stripe's, stored as canceled today: rows written before may still carry them.
  incomplete_expired: 'billing.status.incompleteExpired',
  paused: 'billing.status.paused',
} as const;

export function statusLabel(status: string): string {
  const id = STATUS[status as keyof typeof STATUS];
  return id ? t(id) : humanize(status);
}

/** The status in words, "cancels on <date>" for one set to cancel (still active until then). */
export function subscriptionStateLabel(
  subscription: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): string {
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  if (!cancelAtPeriodEnd || status === 'canceled') return statusLabel(status);
  return currentPeriodEnd
    ? t('billing.status.cancelsOn', { date: formatDate(currentPeriodEnd) })
    : t('billing.status.canceling');
}

/** Active, trialing, past due, canceling on <date>, canceled, … as a badge. */
export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const { status, cancelAtPeriodEnd } = subscription;
  if (cancelAtPeriodEnd && status !== 'canceled') {
    return (
      <Badge variant="warning" data-testid="subscription-status" data-status="canceling">
        {subscriptionStateLabel(subscription)}
      </Badge>
    );
  }
  const variant =
    status === 'active' || status === 'trialing'
      ? 'success'
      : status === 'canceled'
        ? 'secondary'
        : 'warning';
  return (
    <Badge variant={variant} data-testid="subscription-status" data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

/** "Monthly", "Yearly" in the current language (read when shown: getters, not fixed strings). */
export const cycleLabel: Record<BillingCycle, string> = {
  get monthly() {
    return t('billing.cycle.monthly');
  },
  get yearly() {
    return t('billing.cycle.yearly');
  },
};

/** "$19.00 / month", "$190.00 / year" or "Free": a plan's price for one billing cycle. */
export function planPrice(plan: Pick<Plan, 'priceMonthly' | 'priceYearly'>, cycle: BillingCycle): string {
  return cycle === 'yearly' ? formatPrice(plan.priceYearly, 'year') : formatPrice(plan.priceMonthly, 'month');
}

/** The subscription's price for its own cycle. */
export function subscriptionPrice(subscription: Subscription): string {
  return planPrice(subscription.plan, subscription.billingCycle);
}

/** The sentence about the current period: renews, ends, or is overdue. */
export function periodSentence(subscription: Subscription): string | null {
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  if (!currentPeriodEnd) return null;
  const date = formatDate(currentPeriodEnd);
  if (status === 'canceled') return t('billing.period.ended', { date });
  if (cancelAtPeriodEnd) return t('billing.period.ending', { date });
  if (status === 'unpaid')
    return t('billing.period.unpaid', { date: formatDate(subscription.pastDueSince ?? currentPeriodEnd) });
  if (status === 'past_due')
    return t('billing.period.overdue', { date: formatDate(subscription.graceEndsAt ?? currentPeriodEnd) });
  if (status === 'trialing')
    return t('billing.period.trialEnds', { date: formatDate(subscription.trialEndsAt ?? currentPeriodEnd) });
  return t('billing.period.renews', { date });
}

/** A subscription that still grants its plan (a canceled one does not). */
export function isLiveSubscription(
  subscription: Subscription | null | undefined,
): subscription is Subscription {
  return Boolean(subscription && subscription.status !== 'canceled');
}
