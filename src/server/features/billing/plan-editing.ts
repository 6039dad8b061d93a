/**
 * The admin's plan edit: any subset of a plan's fields, logged (`config_changed`) with what
 * changed, through runAdminAction. A price id already used by another plan is a 409.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import type { PlanUpdateBody } from '../../../shared/contracts/billing.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type SubscriptionPlan, subscriptionPlans } from '../../db/schema.ts';
import type { BillingDeps } from './deps.ts';
import { toAdminPlan } from './plans.ts';

/** A value with every object's keys sorted: jsonb keeps its own key order, a request another. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

async function assertPriceIdsFree(tx: Db, planId: number, ids: Array<string | null | undefined>) {
  for (const id of ids) {
    if (!id) continue;
    const [taken] = await tx
      .select({ name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(
        and(
          ne(subscriptionPlans.id, planId),
          or(eq(subscriptionPlans.stripePriceIdMonthly, id), eq(subscriptionPlans.stripePriceIdYearly, id)),
        ),
      );
    if (taken) throw new AppError('CONFLICT', `The price id ${id} is already used by the ${taken.name} plan`);
  }
}

/** The fields of `body` that differ from `before`: what to set, and the log's before/after. */
function diff(before: SubscriptionPlan, body: PlanUpdateBody) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const set: Partial<SubscriptionPlan> = {};
  for (const [key, after] of Object.entries(body) as Array<[keyof PlanUpdateBody, unknown]>) {
    if (after === undefined || same(before[key], after)) continue;
    changes[key] = { before: before[key], after };
    (set as Record<string, unknown>)[key] = after;
  }
  return { changes, set };
}

export function updatePlan(
  { runAdminAction }: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  planId: number,
  body: PlanUpdateBody,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const [plan] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId))
      .for('update');
    const before = orNotFound(plan, 'Plan');
    const monthly =
      body.stripePriceIdMonthly === undefined ? before.stripePriceIdMonthly : body.stripePriceIdMonthly;
    const yearly =
      body.stripePriceIdYearly === undefined ? before.stripePriceIdYearly : body.stripePriceIdYearly;
    if (monthly && monthly === yearly)
      throw new AppError('BAD_REQUEST', 'The monthly and yearly price ids must differ');
    await assertPriceIdsFree(tx, planId, [body.stripePriceIdMonthly, body.stripePriceIdYearly]);

    const { changes, set } = diff(before, body);
    const [updated] =
      Object.keys(set).length > 0
        ? await tx
            .update(subscriptionPlans)
            .set(set)
            .where(eq(subscriptionPlans.id, planId))
            .returning()
            .catch((error: unknown) => {
              // The check above cannot see a concurrent edit giving another plan the same price
              // id before it commits; the unique index then refuses ours: the same 409.
              if (isUniqueViolation(error))
                throw new AppError('CONFLICT', 'A price id is already used by another plan');
              throw error;
            })
        : [before];
    const changed = Object.keys(changes);
    return {
      result: { plan: toAdminPlan(updated!) },
      event: {
        eventType: 'config_changed',
        description: `${actor.email} updated the ${before.name} plan${changed.length > 0 ? `: ${changed.join(', ')}` : ' (no change)'}`,
        metadata: { planId, planSlug: before.slug, changes },
      },
    };
  });
}
