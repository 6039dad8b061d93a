/**
 * The local provider's subscriptions as Stripe would describe them: a state becomes the
 * subscription object and the customer.subscription.* / invoice.* events Stripe would have sent,
 * which subscription-events.ts then applies like a webhook's.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { orNotFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { type Subscription, subscriptions } from '../../db/schema.ts';
import { currentSubscription, LIVE_STATUSES } from './current-subscription.ts';
import type { ProviderEvent, ProviderSubscription, SubscriptionStatus } from './webhook-event.ts';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function addPeriod(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

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
}

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
});

/**
 * The user's own live subscription (or, with `organizationId`, that organization's), locked
 * until the transaction ends.
 */
export async function liveRow(
  tx: Db,
  userId: string,
  organizationId: string | null = null,
): Promise<Subscription | undefined> {
  const owner =
    organizationId === null
      ? and(eq(subscriptions.userId, userId), isNull(subscriptions.organizationId))
      : eq(subscriptions.organizationId, organizationId);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(owner, inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** The user's subscription once a local action is applied (as every local action answers). */
export async function subscriptionAfter(db: Db, userId: string) {
  return orNotFound(await currentSubscription(db, userId), 'Subscription');
}

/** The Stripe subscription object of a local state. */
export function subscriptionObject(state: LocalState): ProviderSubscription {
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
    canceled_at: state.cancelAtPeriodEnd || ended ? unix(new Date()) : null,
    ended_at: ended ? unix(new Date()) : null,
    items: {
      data: [
        {
          price: {
            id: state.priceId,
            recurring: { interval: state.billingCycle === 'yearly' ? 'year' : 'month' },
          },
          current_period_start: unix(state.periodStart),
          current_period_end: unix(state.periodEnd),
        },
      ],
    },
  };
}

const eventOf = (type: string, object: unknown): ProviderEvent => ({
  id: newId('evt_local'),
  type,
  created: unix(new Date()),
  data: { object },
});

export const subscriptionEvent = (
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  state: LocalState,
) => eventOf(type, subscriptionObject(state));

export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  state: LocalState,
  amount: number,
) {
  return eventOf(type, {
    id: newId('in_local'),
    object: 'invoice',
    customer: state.customer,
    amount_paid: type === 'invoice.paid' ? amount : 0,
    amount_due: amount,
    currency: 'usd',
    parent: { subscription_details: { subscription: state.id, metadata: { userId: state.userId } } },
  });
}
