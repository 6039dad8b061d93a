/**
 * The plan's refusals: 403 `plan_limit` / `plan_feature`, with what would allow the action (the
 * active, visible plans that have room or the flag, cheapest first), so the web app shows one
 * upgrade prompt for every limit and flag.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LimitKey } from '../../../shared/contracts/plan-entitlements.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema.ts';
import type { Entitlements } from './entitlements.ts';
import { flagsOf, limitOf } from './grants.ts';

type Allows = (plan: { flags: Record<string, unknown>; limits: Record<string, unknown> }) => boolean;

/** The slugs of the plans on sale that would allow it, cheapest first, the customer's own left out. */
export async function upgradePlans(db: Db, current: Entitlements, allows: Allows): Promise<string[]> {
  const plans = await db
    .select({
      slug: subscriptionPlans.slug,
      flags: subscriptionPlans.flags,
      limits: subscriptionPlans.limits,
    })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.active, true), eq(subscriptionPlans.visible, true)))
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.sortOrder));
  return plans.filter((plan) => plan.slug !== current.plan.slug && allows(plan)).map((plan) => plan.slug);
}

/** "3 projects", "1 team member": a limit as the English message says it. */
function amountOf(key: LimitKey, max: number): string {
  const plural = max === 1 ? '' : 's';
  switch (key) {
    case 'projects':
      return `${max} project${plural}`;
    case 'teamMembers':
      return `${max} team member${plural} (members and pending invitations count)`;
    case 'storageMb':
      return `${max} MB of storage`;
    case 'apiRequestsPerMonth':
      return `${max} API request${plural} a month`;
    case 'apiRequestsPerMinute':
      return `${max} API request${plural} a minute`;
  }
}

/**
 * 403 `plan_limit` when `adding` more would take `used` past the limit (null: unlimited). The
 * caller counts `used` under a lock when a race could pass the limit (projects.ts).
 */
export async function assertWithinLimit(
  db: Db,
  entitlements: Entitlements,
  key: LimitKey,
  used: number,
  adding = 1,
): Promise<void> {
  const max = entitlements.limits[key];
  if (max === null || used + adding <= max) return;
  const plans = await upgradePlans(db, entitlements, (plan) => {
    const theirs = limitOf(plan.limits, key);
    return theirs === null || used + adding <= theirs;
  });
  throw new AppError(
    'FORBIDDEN',
    `The ${entitlements.plan.name} plan allows ${amountOf(key, max)}: upgrade the plan for more`,
    {
      apiCode: 'plan_limit',
      params: { key, limit: max, used, plan: entitlements.plan.name },
      plan: { limit: { key, used, max }, feature: null, upgradePlans: plans },
    },
  );
}

/** 403 `plan_feature` unless the customer's plan (or an override) switches the flag on. */
export async function assertFeature(db: Db, entitlements: Entitlements, flag: string): Promise<void> {
  if (entitlements.flags[flag] === true) return;
  const plans = await upgradePlans(db, entitlements, (plan) => flagsOf(plan.flags)[flag] === true);
  throw new AppError(
    'FORBIDDEN',
    `The ${entitlements.plan.name} plan does not include ${flag}: upgrade the plan to use it`,
    {
      apiCode: 'plan_feature',
      params: { feature: flag, plan: entitlements.plan.name },
      plan: { limit: null, feature: flag, upgradePlans: plans },
    },
  );
}
