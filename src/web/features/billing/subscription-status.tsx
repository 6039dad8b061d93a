import { Badge } from '@/components/ui/badge';
import type { BillingCycle, Subscription } from '@/lib/api/billing';
import { formatDate, formatPrice, humanize } from '@/lib/utils';

/** Active, trialing, past due, canceling on <date>, canceled, … as a badge. */
export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  if (cancelAtPeriodEnd && status !== 'canceled') {
    return (
      <Badge variant="warning" data-testid="subscription-status" data-status="canceling">
        {currentPeriodEnd ? `Cancels on ${formatDate(currentPeriodEnd)}` : 'Canceling'}
      </Badge>
    );
  }
  const variant =
    status === 'active' || status === 'trialing'
      ? 'success'
      : status === 'canceled' || status === 'incomplete_expired'
        ? 'secondary'
        : 'warning';
  return (
    <Badge variant={variant} data-testid="subscription-status" data-status={status}>
      {humanize(status)}
    </Badge>
  );
}

export const cycleLabel: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** "$19.00 / month", "$190.00 / year" or "Free", for the subscription's own cycle. */
export function subscriptionPrice(subscription: Subscription): string {
  const yearly = subscription.billingCycle === 'yearly';
  const cents = yearly ? subscription.plan.priceYearly : subscription.plan.priceMonthly;
  return formatPrice(cents, yearly ? 'year' : 'month');
}

/** The sentence about the current period: renews, ends, or is overdue. */
export function periodSentence(subscription: Subscription): string | null {
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  if (!currentPeriodEnd) return null;
  const date = formatDate(currentPeriodEnd);
  if (status === 'canceled') return `Ended on ${date}.`;
  if (cancelAtPeriodEnd) return `Access continues until ${date}, then the plan ends. No further charges.`;
  if (status === 'past_due' || status === 'unpaid')
    return `The last payment failed. Update your payment method before ${date} to keep the plan.`;
  return `Renews on ${date}.`;
}

/** A subscription that still grants its plan (a canceled one does not). */
export function isLiveSubscription(
  subscription: Subscription | null | undefined,
): subscription is Subscription {
  return Boolean(
    subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired',
  );
}
