/**
 * Usage → the payment provider: with Stripe, each new usage event of a meter the customer's live
 * plan prices becomes a Billing Meter event, and Stripe bills the overage on the plan's metered
 * price (stripe-meters.ts). The local provider reads the usage table at renewal instead, so it is
 * sent nothing. The entitlements feature, which stores the usage, calls this (given as a
 * dependency by features/index.ts, so the two features do not import each other).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { LIVE_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';

/** Whose usage it is: a user's own (`organizationId` null), or an organization's. */
export interface UsageCustomer {
  userId: string | null;
  organizationId: string | null;
}

export type ReportUsage = (
  customer: UsageCustomer,
  meter: string,
  quantity: number,
  identifier: string,
  at: Date,
) => Promise<void>;

/** The customer's live subscription at the provider, with its plan's usage pricing. */
async function liveSubscriptionOf({ db }: BillingDeps, customer: UsageCustomer) {
  const owner = customer.organizationId
    ? eq(subscriptions.organizationId, customer.organizationId)
    : customer.userId
      ? and(eq(subscriptions.userId, customer.userId), isNull(subscriptions.organizationId))
      : null;
  if (!owner) return undefined;
  const [row] = await db
    .select({ customerId: subscriptions.customerId, usagePricing: subscriptionPlans.usagePricing })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(owner, inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * Sends the event when the customer's live plan prices `meter`; otherwise (no live subscription,
 * Free, a meter not priced) the usage is only counted here. Never throws: the usage is stored
 * already, and the caller's request must not fail on Stripe. A failed report is logged and not
 * retried yet: it will move to the durable job runner of issue #33.
 */
export async function reportUsage(
  deps: BillingDeps,
  customer: UsageCustomer,
  meter: string,
  quantity: number,
  identifier: string,
  at: Date,
): Promise<void> {
  if (deps.provider.kind !== 'stripe') return;
  try {
    const live = await liveSubscriptionOf(deps, customer);
    if (!live?.customerId || !live.usagePricing.some((price) => price.meter === meter)) return;
    await deps.provider.reportMeterEvent({ meter, customerId: live.customerId, quantity, identifier, at });
  } catch (error) {
    deps.log.error({ err: error, meter, identifier, customer }, 'usage not reported to the payment provider');
  }
}
