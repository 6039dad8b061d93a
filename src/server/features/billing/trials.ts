/**
 * One trial per customer, ever: a plan's `trialDays` apply only to a payer (a user for themself,
 * or an organization) that never had a subscription, whatever became of it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SubscriptionPlan, subscriptions } from '../../db/schema.ts';

export interface Payer {
  userId: string;
  organizationId?: string | null | undefined;
}

/** The days of trial this payer gets on `plan` (0: none). */
export async function trialDaysFor(
  db: Db,
  plan: Pick<SubscriptionPlan, 'trialDays'>,
  payer: Payer,
): Promise<number> {
  if (plan.trialDays <= 0) return 0;
  const owner = payer.organizationId
    ? eq(subscriptions.organizationId, payer.organizationId)
    : and(eq(subscriptions.userId, payer.userId), isNull(subscriptions.organizationId));
  const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(owner).limit(1);
  return earlier ? 0 : plan.trialDays;
}
