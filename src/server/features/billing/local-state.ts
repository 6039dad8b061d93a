/**
 * The local provider's subscriptions as Stripe would describe them: a state becomes the
 * subscription object and the customer.subscription.* / invoice.* events Stripe would have sent,
 * which subscription-events.ts then applies like a webhook's.
 */
import { randomBytes } from 'node:crypto';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { orNotFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Subscription } from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { currentSubscription, openSubscriptionOf } from './current-subscription.ts';
import type { ProviderEvent, ProviderSubscription, SubscriptionStatus } from './webhook-event.ts';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface LocalState {
  id: string;
  customer: string;
  userId: string;
  /** The organization it was bought for (null: the user's own). */
  organizationId?: string | null;
  status: SubscriptionStatus;
  priceId: string;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The end of its trial (the first charge), if it had one. */
  trialEnd?: Date | null;
  /** Seats of a per-seat plan. */
  quantity?: number | null;
  /** The coupon applied at checkout, as its first event tells it (the redemption keeps it after). */
  discount?: LocalDiscount | null;
}

export interface LocalDiscount {
  couponId: number;
  start: Date;
  /** null: forever. */
  end: Date | null;
}

/** The local provider's names for a coupon's objects (Stripe's are stored on the coupon). */
export const localCouponId = (couponId: number) => `local_coupon_${couponId}`;
export const localPromotionCodeId = (couponId: number) => `local_promo_${couponId}`;

/** A discount as Stripe's expanded `discounts` entry. */
const discountObject = (discount: LocalDiscount) => ({
  id: newId('di_local'),
  object: 'discount',
  promotion_code: localPromotionCodeId(discount.couponId),
  source: { type: 'coupon', coupon: localCouponId(discount.couponId) },
  start: unix(discount.start),
  end: discount.end ? unix(discount.end) : null,
});

export const stateOf = (row: Subscription): LocalState => ({
  id: row.id,
  customer: row.customerId ?? '',
  userId: row.userId,
  organizationId: row.organizationId,
  // Written only from provider states, which are checked against Stripe's statuses.
  status: row.status as SubscriptionStatus,
  priceId: row.priceId ?? '',
  billingCycle: row.billingCycle as BillingCycle,
  periodStart: row.currentPeriodStart ?? new Date(),
  periodEnd: row.currentPeriodEnd ?? addPeriod(new Date(), row.billingCycle as BillingCycle),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  trialEnd: row.trialEndsAt,
  quantity: row.seats,
});

/**
 * The user's own open subscription (or, with `organizationId`, that organization's), locked
 * until the transaction ends.
 */
export const liveRow = (tx: Db, userId: string, organizationId: string | null = null) =>
  openSubscriptionOf(tx, { userId, organizationId }, { lock: true });

/** The user's subscription once a local action is applied (as every local action answers). */
export async function subscriptionAfter(db: Db, userId: string) {
  return orNotFound(await currentSubscription(db, userId), 'Subscription');
}

/** The Stripe subscription object of a local state, as of `at` (the local clock's time). */
export function subscriptionObject(state: LocalState, at: Date): ProviderSubscription {
  const ended = state.status === 'canceled';
  return {
    id: state.id,
    object: 'subscription',
    customer: state.customer,
    status: state.status,
    metadata: {
      userId: state.userId,
      ...(state.organizationId ? { organizationId: state.organizationId } : {}),
    },
    cancel_at_period_end: state.cancelAtPeriodEnd,
    canceled_at: state.cancelAtPeriodEnd || ended ? unix(at) : null,
    ended_at: ended ? unix(at) : null,
    trial_end: state.trialEnd ? unix(state.trialEnd) : null,
    ...(state.discount ? { discounts: [discountObject(state.discount)] } : {}),
    items: {
      data: [
        {
          price: {
            id: state.priceId,
            recurring: { interval: state.billingCycle === 'yearly' ? 'year' : 'month' },
          },
          current_period_start: unix(state.periodStart),
          current_period_end: unix(state.periodEnd),
          quantity: state.quantity ?? 1,
        },
      ],
    },
  };
}

/**
 * An event created at `at`: the local clock's time, which orders the local provider's states (a
 * state stamped with the real time after the clock moved ahead would be older than the stored one).
 */
export const eventOf = (type: string, object: unknown, at: Date): ProviderEvent => ({
  id: newId('evt_local'),
  type,
  created: unix(at),
  data: { object },
});

export const subscriptionEvent = (
  type:
    | 'customer.subscription.created'
    | 'customer.subscription.updated'
    | 'customer.subscription.deleted'
    | 'customer.subscription.trial_will_end',
  state: LocalState,
  at: Date,
) => eventOf(type, subscriptionObject(state, at), at);
