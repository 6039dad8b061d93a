/**
 * The plan change scheduled for a subscription's period end (`scheduled_plan_change`): as the
 * subscription object shows it, and dropped when it no longer applies.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { BillingCycle, SubscriptionView } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { scheduledPlanChanges, subscriptionPlans } from '../../db/schema.ts';

/** The scheduled change as the database builds it (JSON: the time arrives as a string). */
export interface ScheduledChangeJson {
  plan: { id: number; name: string; slug: string };
  billingCycle: string;
  effectiveAt: string;
}

/**
 * The subscription's scheduled change (or null), as a column of any query over subscriptions.
 * `subscriptionId`: the outer query's column, named with its table or alias (`qualified`).
 */
export function scheduledChangeColumn(subscriptionId: SQL): SQL<ScheduledChangeJson | null> {
  return sql<ScheduledChangeJson | null>`(
    select json_build_object(
      'plan', json_build_object('id', sp.id, 'name', sp.name, 'slug', sp.slug),
      'billingCycle', c.billing_cycle, 'effectiveAt', c.effective_at)
    from ${scheduledPlanChanges} c join ${subscriptionPlans} sp on sp.id = c.plan_id
    where c.subscription_id = ${subscriptionId})`;
}

export const toScheduledChangeView = (
  json: ScheduledChangeJson | null,
): SubscriptionView['scheduledChange'] =>
  json === null
    ? null
    : {
        plan: json.plan,
        billingCycle: json.billingCycle as BillingCycle,
        effectiveAt: new Date(json.effectiveAt).toISOString(),
      };

export async function scheduledChangeOf(tx: Db, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(scheduledPlanChanges)
    .where(eq(scheduledPlanChanges.subscriptionId, subscriptionId));
  return row ?? null;
}

/** Drops the subscription's scheduled change; answers the dropped row (null: there was none). */
export async function dropScheduledChange(tx: Db, subscriptionId: string) {
  const [dropped] = await tx
    .delete(scheduledPlanChanges)
    .where(eq(scheduledPlanChanges.subscriptionId, subscriptionId))
    .returning();
  return dropped ?? null;
}
