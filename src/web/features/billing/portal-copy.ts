/** The local portal's words: what each action's confirmation says, and what its success says. */
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { formatDate, formatPrice } from '@/lib/utils';
import { cycleLabel } from './subscription-status';

export type PortalAction =
  | { kind: 'change'; plan: Plan; priceId: string; billingCycle: BillingCycle }
  | { kind: 'cancel' | 'resume' | 'fail' };

export function confirmCopy(pending: PortalAction | null, subscription: Subscription) {
  const end = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd)
    : 'the end of the period';
  switch (pending?.kind) {
    case 'change': {
      const price = pending.billingCycle === 'yearly' ? pending.plan.priceYearly : pending.plan.priceMonthly;
      return {
        title: `Switch to ${pending.plan.name} (${cycleLabel[pending.billingCycle].toLowerCase()})?`,
        description: `The new price is ${formatPrice(price, pending.billingCycle === 'yearly' ? 'year' : 'month')}. In test mode nothing is charged.`,
        confirmLabel: 'Change plan',
      };
    }
    case 'resume':
      if (!subscription.cancelAtPeriodEnd) {
        return {
          title: 'Retry the payment?',
          description: 'The simulated payment succeeds and the subscription is active again.',
          confirmLabel: 'Retry payment',
        };
      }
      return {
        title: 'Resume your subscription?',
        description: `${subscription.plan.name} renews on ${end} as before.`,
        confirmLabel: 'Resume',
      };
    case 'fail':
      return {
        title: 'Simulate a failed payment?',
        description: 'The subscription becomes past due, as when a renewal payment is declined.',
        confirmLabel: 'Simulate failure',
        destructive: true,
      };
    default:
      return {
        title: 'Cancel your subscription?',
        description: `You keep ${subscription.plan.name} until ${end}; after that it ends and nothing more is charged. You can resume until then.`,
        confirmLabel: 'Cancel subscription',
        cancelLabel: 'Keep subscription',
        destructive: true,
      };
  }
}

export function successText(action: PortalAction, updated: Subscription): string {
  switch (action.kind) {
    case 'change':
      return `You are now on ${updated.plan.name} (${cycleLabel[updated.billingCycle].toLowerCase()}).`;
    case 'cancel':
      return updated.currentPeriodEnd
        ? `Your subscription ends on ${formatDate(updated.currentPeriodEnd)}.`
        : 'Your subscription is canceled.';
    case 'resume':
      return updated.status === 'active' ? 'Your subscription is active.' : 'Your subscription continues.';
    case 'fail':
      return 'The payment failed (simulated): the subscription is past due.';
  }
}
