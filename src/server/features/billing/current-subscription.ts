/**
 * "The user's subscription": the newest one that is not over (canceled, incomplete_expired), else
 * the newest. One query for any number of users (DISTINCT ON), so lists stay free of N+1 lookups.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BillingCycle, SubscriptionView } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';

/** Statuses after which a subscription no longer gives access and cannot come back. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];
/** Statuses that count as "already subscribed" (checkout answers 409). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

// A subscription whose price matched no plan still shows (the plan may have been re-priced).
const unknownPlan = { id: 0, name: 'Unknown plan', slug: 'unknown', priceMonthly: 0, priceYearly: 0 };

export async function currentSubscriptions(
  db: Db,
  userIds: string[],
): Promise<Map<string, SubscriptionView>> {
  const result = new Map<string, SubscriptionView>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([subscriptions.userId], {
      subscription: subscriptions,
      plan: {
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        slug: subscriptionPlans.slug,
        priceMonthly: subscriptionPlans.priceMonthly,
        priceYearly: subscriptionPlans.priceYearly,
      },
    })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(
      subscriptions.userId,
      sql`${subscriptions.status} in ('canceled', 'incomplete_expired')`,
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    );
  for (const { subscription: row, plan } of rows) {
    result.set(row.userId, {
      id: row.id,
      status: row.status,
      plan: plan ?? unknownPlan,
      billingCycle: row.billingCycle as BillingCycle,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: row.canceledAt?.toISOString() ?? null,
    });
  }
  return result;
}

export async function currentSubscription(db: Db, userId: string): Promise<SubscriptionView | null> {
  return (await currentSubscriptions(db, [userId])).get(userId) ?? null;
}
