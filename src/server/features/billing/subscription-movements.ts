/**
 * Records each change of a subscription's monthly revenue or status (`subscription_movement`),
 * for the admin dashboard's MRR movement, trials and payments. Called by the one writer of
 * subscription state, after a state is written.
 *
 * MRR counts what is being paid: `active` and `past_due` (still owed, not yet lost); a trial, an
 * unpaid, canceled or incomplete subscription counts zero. So a trial that converts is new MRR
 * when it does, and a subscription that falls to `unpaid` is churn (back to `active`: new again).
 * The amount is the plan's price at that moment (a yearly one as a twelfth) times the seats;
 * discounts are not taken off (a coupon lowers what is charged, not the plan's revenue rate).
 */
import { desc, eq } from 'drizzle-orm';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { type SubscriptionPlan, subscriptionMovements } from '../../db/schema.ts';

const PAYING_STATUSES: readonly string[] = ['active', 'past_due'];

/** Monthly recurring revenue in cents of one subscription state. */
export function monthlyRevenueOf(state: {
  status: string;
  billingCycle: BillingCycle;
  seats: number | null;
  plan: Pick<SubscriptionPlan, 'priceMonthly' | 'priceYearly'> | null | undefined;
}): number {
  if (!state.plan || !PAYING_STATUSES.includes(state.status)) return 0;
  const perMonth = state.billingCycle === 'yearly' ? state.plan.priceYearly / 12 : state.plan.priceMonthly;
  return Math.round(perMonth * (state.seats ?? 1));
}

/** Appends the new state when its status or MRR differs from the last one recorded. */
export async function recordMovement(
  tx: Db,
  movement: { subscriptionId: string; at: Date; status: string; mrr: number },
): Promise<void> {
  const [last] = await tx
    .select({ status: subscriptionMovements.status, mrr: subscriptionMovements.mrr })
    .from(subscriptionMovements)
    .where(eq(subscriptionMovements.subscriptionId, movement.subscriptionId))
    .orderBy(desc(subscriptionMovements.id))
    .limit(1);
  if (last && last.status === movement.status && last.mrr === movement.mrr) return;
  await tx.insert(subscriptionMovements).values({
    ...movement,
    previousStatus: last?.status ?? null,
    previousMrr: last?.mrr ?? 0,
  });
}
