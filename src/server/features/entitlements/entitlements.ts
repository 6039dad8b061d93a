/**
 * "May this customer do this?": the one answer, from the customer's live plan (a subscription
 * `trialing`, `active` or `past_due` within its grace), else the Free plan (slug `free`, which
 * admins edit), plus the overrides an admin granted. One query reads all of it; a request keeps
 * the answer (request-cache.ts), so a route that checks twice reads once.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PlanFlags, UsagePrice } from '../../../shared/contracts/plan-entitlements.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { apiKeys, entitlementOverrides, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { LIVE_STATUSES } from '../billing/index.ts';
import { type Customer, customerKey } from './customer.ts';
import { flagsOf, type Limits, limitsOf, type RawLimits } from './grants.ts';

export const FREE_PLAN_SLUG = 'free';

export interface Entitlements {
  customer: Customer;
  plan: { id: number; name: string; slug: string };
  /** The live subscription's status; null on the Free plan. */
  status: string | null;
  flags: PlanFlags;
  limits: Limits;
  usagePricing: UsagePrice[];
  /** The billing period usage counts in: the subscription's, else the calendar month (UTC). */
  period: { start: Date; end: Date };
  overrides: { flags: PlanFlags; limits: Record<string, number | null>; updatedAt: string | null };
}

/** What entitlementsColumn reads (JSON: timestamps arrive as ISO strings). */
export interface EntitlementsJson {
  status: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  plan: {
    id: number;
    name: string;
    slug: string;
    flags: RawLimits;
    limits: RawLimits;
    usagePricing: UsagePrice[];
  } | null;
  overrides: { flags: RawLimits; limits: Record<string, number | null>; updatedAt: string } | null;
}

const subscriberOf = (customer: Customer): SQL =>
  customer.kind === 'user'
    ? sql`s.user_id = ${customer.id} and s.organization_id is null`
    : sql`s.organization_id = ${customer.id}`;

/** The calendar month (UTC) around `now`: the Free plan's usage period. */
export function calendarMonth(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const NO_PLAN = { id: 0, name: 'Free', slug: FREE_PLAN_SLUG, flags: {}, limits: {}, usagePricing: [] };

const LIVE = sql.join(
  LIVE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The customer's entitlements as one JSON value (`EntitlementsJson`), for any query: `subscriber`
 * says which subscriptions are the customer's (over alias `s`), `key` is its customer key. The
 * API-key lookup selects it beside the key (one round trip, http/api-key-lookup.ts).
 */
export function entitlementsColumn(subscriber: SQL, key: SQL): SQL<EntitlementsJson> {
  return sql<EntitlementsJson>`(
    select json_build_object(
      'status', s.status, 'periodStart', s.current_period_start, 'periodEnd', s.current_period_end,
      'plan', case when p.id is null then null else json_build_object(
        'id', p.id, 'name', p.name, 'slug', p.slug, 'flags', p.flags, 'limits', p.limits,
        'usagePricing', p.usage_pricing) end,
      'overrides', case when o.customer_key is null then null else json_build_object(
        'flags', o.flags, 'limits', o.limits, 'updatedAt', o.updated_at) end)
    from (select 1) as one
    left join lateral (
      select s.status, s.plan_id, s.current_period_start, s.current_period_end
      from ${subscriptions} s
      where ${subscriber} and s.status in (${LIVE}) and s.plan_id is not null
      order by s.created_at desc, s.id desc limit 1) s on true
    left join ${subscriptionPlans} p
      on p.id = coalesce(s.plan_id, (select f.id from ${subscriptionPlans} f where f.slug = ${FREE_PLAN_SLUG}))
    left join ${entitlementOverrides} o on o.customer_key = ${key})`;
}

export async function entitlementsOf(db: Db, customer: Customer, now = new Date()): Promise<Entitlements> {
  const result = await db.execute(
    sql`select ${entitlementsColumn(subscriberOf(customer), sql`${customerKey(customer)}`)} as row`,
  );
  return toEntitlements(
    (result as unknown as { rows: Array<{ row: EntitlementsJson }> }).rows[0]!.row,
    customer,
    now,
  );
}

/** The API's entitlements of what entitlementsColumn read. */
export function toEntitlements(row: EntitlementsJson, customer: Customer, now = new Date()): Entitlements {
  const plan = row.plan ?? NO_PLAN;
  const periodStart = row.periodStart ? new Date(row.periodStart) : null;
  const periodEnd = row.periodEnd ? new Date(row.periodEnd) : null;
  return {
    customer,
    plan: { id: plan.id, name: plan.name, slug: plan.slug },
    status: row.plan && row.status ? row.status : null,
    flags: flagsOf(plan.flags, row.overrides?.flags),
    limits: limitsOf(plan.limits, row.overrides?.limits),
    usagePricing: plan.usagePricing ?? [],
    period:
      periodStart && periodEnd && periodEnd > now
        ? { start: periodStart, end: periodEnd }
        : calendarMonth(now),
    overrides: {
      flags: flagsOf(row.overrides?.flags ?? {}),
      limits: row.overrides?.limits ?? {},
      updatedAt: row.overrides ? new Date(row.overrides.updatedAt).toISOString() : null,
    },
  };
}

/** An API key's customer's entitlements, read with the key (http/api-key-lookup.ts, `apiKeys` there). */
export function apiKeyEntitlementsColumn(): SQL<EntitlementsJson> {
  const organizationId = qualified(apiKeys.organizationId);
  const userId = qualified(apiKeys.userId);
  return entitlementsColumn(
    sql`((${organizationId} is null and s.user_id = ${userId} and s.organization_id is null) or s.organization_id = ${organizationId})`,
    sql`case when ${organizationId} is null then 'user:' || ${userId} else 'organization:' || ${organizationId} end`,
  );
}
