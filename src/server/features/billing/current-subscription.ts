/**
 * "The user's subscription": the newest one that is not over (canceled, incomplete_expired), else
 * the newest. A column any query over users can select, so lists stay free of N+1 lookups.
 */
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  BillingCycle,
  SubscriptionStatus,
  SubscriptionView,
} from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { subscriptionPlans, subscriptions, users } from '../../db/schema.ts';
import { type DiscountJson, discountColumn, toDiscountView } from './coupon-redemptions.ts';
import {
  type ScheduledChangeJson,
  scheduledChangeColumn,
  toScheduledChangeView,
} from './scheduled-changes.ts';

/** The plan as a subscription view shows it (an organization's subscription read selects these). */
const planSummaryColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  slug: subscriptionPlans.slug,
  priceMonthly: subscriptionPlans.priceMonthly,
  priceYearly: subscriptionPlans.priceYearly,
};

/** Statuses after which a subscription no longer gives access and cannot come back. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];
/**
 * Statuses whose plan the customer has (past_due: within its grace period; after it the
 * subscription is unpaid, and the Free plan's limits apply).
 */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'];
/**
 * Statuses of a subscription that is still the payer's, paid or owed: checkout answers 409 (an
 * unpaid one is paid again, not bought twice) and the portal acts on it.
 */
export const OPEN_STATUSES = [...LIVE_STATUSES, 'unpaid'];

// A subscription whose price matched no plan still shows (the plan may have been re-priced).
const unknownPlan = { id: 0, name: 'Unknown plan', slug: 'unknown', priceMonthly: 0, priceYearly: 0 };

/** The current subscription as the database builds it (JSON: timestamps arrive as ISO strings). */
interface SubscriptionJson {
  id: string;
  status: string;
  billingCycle: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  trialEndsAt: string | null;
  seats: number | null;
  pastDueSince: string | null;
  graceEndsAt: string | null;
  discount: DiscountJson | null;
  scheduledChange: ScheduledChangeJson | null;
  plan: SubscriptionView['plan'] | null;
}

/**
 * A column with the user's current subscription (or null), for any query over users: a list
 * selects it beside each row, so the page, its subscriptions and its total are one round trip.
 * Served by subscription_user_idx.
 */
export function currentSubscriptionColumn(userId: AnyPgColumn): SQL<SubscriptionJson | null> {
  // The inner tables go by alias, the outer user id by its full name (qualified.ts).
  return sql<SubscriptionJson | null>`(
    select json_build_object(
      'id', s.id, 'status', s.status, 'billingCycle', s.billing_cycle,
      'currentPeriodEnd', s.current_period_end, 'cancelAtPeriodEnd', s.cancel_at_period_end,
      'canceledAt', s.canceled_at, 'trialEndsAt', s.trial_ends_at, 'seats', s.seats,
      'pastDueSince', s.past_due_since, 'graceEndsAt', s.grace_ends_at,
      'discount', ${discountColumn(sql`s.id`)},
      'scheduledChange', ${scheduledChangeColumn(sql`s.id`)},
      'plan', case when p.id is null then null else json_build_object(
        'id', p.id, 'name', p.name, 'slug', p.slug, 'priceMonthly', p.price_monthly, 'priceYearly', p.price_yearly) end)
    from ${subscriptions} s left join ${subscriptionPlans} p on p.id = s.plan_id
    where s.user_id = ${qualified(userId)} and s.organization_id is null
    order by s.status in ('canceled', 'incomplete_expired'), s.created_at desc, s.id desc
    limit 1)`;
}

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The API's view of what currentSubscriptionColumn read. */
export function toSubscriptionView(json: SubscriptionJson | null): SubscriptionView | null {
  if (!json) return null;
  return {
    id: json.id,
    // Written only by subscription-state.ts, from the contract's statuses.
    status: json.status as SubscriptionStatus,
    plan: json.plan ?? unknownPlan,
    billingCycle: json.billingCycle as BillingCycle,
    currentPeriodEnd: isoOrNull(json.currentPeriodEnd),
    cancelAtPeriodEnd: json.cancelAtPeriodEnd,
    canceledAt: isoOrNull(json.canceledAt),
    trialEndsAt: isoOrNull(json.trialEndsAt),
    seats: json.seats,
    discount: toDiscountView(json.discount),
    scheduledChange: toScheduledChangeView(json.scheduledChange),
    pastDueSince: isoOrNull(json.pastDueSince),
    graceEndsAt: isoOrNull(json.graceEndsAt),
  };
}

export async function currentSubscriptions(
  db: Db,
  userIds: string[],
): Promise<Map<string, SubscriptionView>> {
  const result = new Map<string, SubscriptionView>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: users.id, subscription: currentSubscriptionColumn(users.id) })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const row of rows) {
    const view = toSubscriptionView(row.subscription);
    if (view) result.set(row.userId, view);
  }
  return result;
}

export async function currentSubscription(db: Db, userId: string): Promise<SubscriptionView | null> {
  return (await currentSubscriptions(db, [userId])).get(userId) ?? null;
}

/** The subscription matching `where`, chosen like a user's (newest not ended, else newest). */
async function subscriptionWhere(db: Db, where: SQL): Promise<SubscriptionView | null> {
  const [found] = await db
    .select({
      subscription: subscriptions,
      plan: planSummaryColumns,
      discount: discountColumn(qualified(subscriptions.id)),
      scheduledChange: scheduledChangeColumn(qualified(subscriptions.id)),
    })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(where)
    .orderBy(
      sql`${subscriptions.status} in ('canceled', 'incomplete_expired')`,
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    )
    .limit(1);
  if (!found) return null;
  const { subscription: row, plan, discount, scheduledChange } = found;
  return {
    id: row.id,
    status: row.status as SubscriptionStatus,
    plan: plan ?? unknownPlan,
    billingCycle: row.billingCycle as BillingCycle,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    seats: row.seats,
    discount: toDiscountView(discount),
    scheduledChange: toScheduledChangeView(scheduledChange),
    pastDueSince: row.pastDueSince?.toISOString() ?? null,
    graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
  };
}

/** An organization's subscription, chosen like a user's (newest not ended, else newest). */
export const organizationSubscription = (db: Db, organizationId: string) =>
  subscriptionWhere(db, eq(subscriptions.organizationId, organizationId));

/** One subscription by its id, whoever pays it. */
export const subscriptionById = (db: Db, id: string) => subscriptionWhere(db, eq(subscriptions.id, id));

/** Who pays: a user for themself, or (`organizationId`) an organization. */
export interface Payer {
  userId: string;
  organizationId?: string | null | undefined;
}

/** The payer's open subscription (trialing, active, past_due or unpaid), if any; `lock` for a change. */
export async function openSubscriptionOf(tx: Db, payer: Payer, options: { lock?: boolean } = {}) {
  const owner = payer.organizationId
    ? eq(subscriptions.organizationId, payer.organizationId)
    : and(eq(subscriptions.userId, payer.userId), isNull(subscriptions.organizationId));
  const query = tx
    .select()
    .from(subscriptions)
    .where(and(owner, inArray(subscriptions.status, OPEN_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
