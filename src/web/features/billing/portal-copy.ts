/** The local portal's words: what each action's confirmation says, and what its success says. */
import { t } from '@/i18n/store';
import type { BillingCycle, Plan, Subscription } from '@/lib/api/billing';
import { formatDate } from '@/lib/utils';
import { planPrice } from './subscription-status';

export type PortalAction =
  | { kind: 'change'; plan: Plan; priceId: string; billingCycle: BillingCycle }
  | { kind: 'cancel' | 'resume' | 'fail' };

export function confirmCopy(pending: PortalAction | null, subscription: Subscription) {
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const plan = subscription.plan.name;
  switch (pending?.kind) {
    case 'change': {
      const yearly = pending.billingCycle === 'yearly';
      return {
        title: yearly
          ? t('billing.portal.confirm.changeYearly', { plan: pending.plan.name })
          : t('billing.portal.confirm.changeMonthly', { plan: pending.plan.name }),
        description: t('billing.portal.confirm.changeDescription', {
          price: planPrice(pending.plan, pending.billingCycle),
        }),
        confirmLabel: t('billing.change.title'),
        cancelLabel: t('billing.portal.confirm.back'),
      };
    }
    case 'resume':
      if (!subscription.cancelAtPeriodEnd) {
        return {
          title: t('billing.portal.confirm.retryTitle'),
          description: t('billing.portal.confirm.retryDescription'),
          confirmLabel: t('billing.portal.confirm.retryLabel'),
          cancelLabel: t('billing.portal.confirm.back'),
        };
      }
      return {
        title: t('billing.portal.confirm.resumeTitle'),
        description: end
          ? t('billing.portal.confirm.resumeDescription', { plan, date: end })
          : t('billing.portal.confirm.resumeDescriptionNoDate', { plan }),
        confirmLabel: t('billing.portal.confirm.resumeLabel'),
        cancelLabel: t('billing.portal.confirm.back'),
      };
    case 'fail':
      return {
        title: t('billing.portal.confirm.failTitle'),
        description: t('billing.portal.confirm.failDescription'),
        confirmLabel: t('billing.portal.confirm.failLabel'),
        cancelLabel: t('billing.portal.confirm.back'),
        destructive: true,
      };
    default:
      return {
        title: t('billing.portal.confirm.cancelTitle'),
        description: end
          ? t('billing.portal.confirm.cancelDescription', { plan, date: end })
          : t('billing.portal.confirm.cancelDescriptionNoDate', { plan }),
        confirmLabel: t('billing.portal.cancel'),
        cancelLabel: t('billing.portal.confirm.keep'),
        destructive: true,
      };
  }
}

export function successText(action: PortalAction, updated: Subscription): string {
  switch (action.kind) {
    case 'change':
      return updated.billingCycle === 'yearly'
        ? t('billing.portal.done.changedYearly', { plan: updated.plan.name })
        : t('billing.portal.done.changedMonthly', { plan: updated.plan.name });
    case 'cancel':
      return updated.currentPeriodEnd
        ? t('billing.portal.done.endsOn', { date: formatDate(updated.currentPeriodEnd) })
        : t('billing.portal.done.canceled');
    case 'resume':
      return updated.status === 'active'
        ? t('billing.portal.done.active')
        : t('billing.portal.done.continues');
    case 'fail':
      return t('billing.portal.done.failed');
  }
}
