/**
 * A per-seat plan's quantity following its organization's members (issue #31): after a member
 * joins or leaves (the organizations feature calls `syncSeats` once its change is committed), the
 * organization's live per-seat subscription is set to one seat per member, prorated as an upgrade
 * is: the unused time of the old quantity credited, the remaining time of the new one charged, on
 * an invoice issued now (a trial: nothing charged).
 *
 * The membership change never waits on billing: a failure here (Stripe down) is logged, and the
 * next join or leave sets the quantity from the members again. A seat whose charge the card
 * refuses is still added (Stripe's `allow_incomplete`): the invoice stays open and the
 * subscription goes past_due, retried like a failed renewal.
 */
import { eq } from 'drizzle-orm';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { localSubscriptions, type Subscription, type SubscriptionPlan } from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { discountAt } from './coupon-redemptions.ts';
import { LIVE_STATUSES, openSubscriptionOf } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { planById } from './event-lookups.ts';
import { clockNow } from './local-clock.ts';
import { localChangeInvoiceEvent } from './local-invoice.ts';
import { newId, stateOf, subscriptionEvent } from './local-state.ts';
import { amountOf } from './plans.ts';
import { amountDueNow, upgradeLines } from './proration.ts';
import { memberCount } from './seats.ts';
import { applyEvents, inTransactionThenMail, processEvent } from './subscription-events.ts';
import type { ProviderEvent } from './webhook-event.ts';

/** The organization's live per-seat subscription and the seats its members need, if they differ. */
async function seatChangeOf(tx: Db, organizationId: string, options: { lock?: boolean } = {}) {
  const row = await openSubscriptionOf(tx, { userId: '', organizationId }, options);
  if (!row || !LIVE_STATUSES.includes(row.status)) return null;
  const plan = await planById(tx, row.planId);
  if (plan?.pricingModel !== 'per_seat') return null;
  const seats = Math.max(1, await memberCount(tx, organizationId));
  const paid = row.seats ?? 1;
  return seats === paid ? null : { row, plan, seats, paid };
}

/** The prorated lines of going from `paid` to `seats` at `now`, with the subscription's discount. */
async function seatLines(
  tx: Db,
  row: Subscription,
  plan: SubscriptionPlan,
  paid: number,
  seats: number,
  now: Date,
) {
  const cycle = row.billingCycle as BillingCycle;
  const unitAmount = amountOf(plan, cycle);
  const period = { start: row.currentPeriodStart ?? now, end: row.currentPeriodEnd ?? addPeriod(now, cycle) };
  const name = (quantity: number) => `${quantity} × ${plan.name} (${cycle})`;
  const [unused, remaining] = upgradeLines(
    { unitAmount, quantity: paid, billingCycle: cycle },
    { unitAmount, quantity: seats, billingCycle: cycle },
    period,
    now,
  );
  const lines = [
    { description: `Unused time on ${name(paid)}`, amount: unused?.amount ?? 0, quantity: paid },
    { description: `Remaining time on ${name(seats)}`, amount: remaining?.amount ?? 0, quantity: seats },
  ];
  const due = amountDueNow(lines);
  const discount = due > 0 ? await discountAt(tx, row.id, due, now) : null;
  return discount && discount.amount > 0
    ? [...lines, { description: `Discount (${discount.code})`, amount: -discount.amount, quantity: 1 }]
    : lines;
}

async function syncLocally(deps: BillingDeps, organizationId: string, meta: RequestMeta) {
  await inTransactionThenMail(deps, async (tx) => {
    const change = await seatChangeOf(tx, organizationId, { lock: true });
    if (!change) return { result: null, mails: [] };
    const { row, plan, seats, paid } = change;
    const now = await clockNow(tx);
    const next = { ...stateOf(row), quantity: seats };
    const events: ProviderEvent[] = [subscriptionEvent('customer.subscription.updated', next, now)];
    if (row.status !== 'trialing') {
      const lines = await seatLines(tx, row, plan, paid, seats, now);
      const [local] = await tx
        .select({ card: localSubscriptions.card })
        .from(localSubscriptions)
        .where(eq(localSubscriptions.subscriptionId, row.id));
      const pays = (local?.card ?? 'success') === 'success' || amountDueNow(lines) === 0;
      if (!pays)
        await tx
          .update(localSubscriptions)
          .set({ retriesDone: 0 })
          .where(eq(localSubscriptions.subscriptionId, row.id));
      events.push(
        await localChangeInvoiceEvent(tx, next, lines, now, pays ? 'invoice.paid' : 'invoice.payment_failed'),
      );
    }
    return { result: null, mails: await applyEvents(deps, tx, events, meta) };
  });
}

async function syncAtStripe(deps: BillingDeps, organizationId: string, meta: RequestMeta) {
  const change = await seatChangeOf(deps.db, organizationId);
  if (!change?.row.priceId) return;
  const state = await deps.provider.changePrice(change.row.id, {
    priceId: change.row.priceId,
    quantity: change.seats,
    prorate: change.row.status !== 'trialing',
    newPeriod: false,
    mustPay: false,
  });
  if (state)
    await processEvent(
      deps,
      {
        id: newId('evt_seats'),
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: state },
      },
      meta,
    );
}

/** One seat per member for the organization's per-seat plan; never throws (see above). */
export async function syncSeats(deps: BillingDeps, organizationId: string, meta: RequestMeta): Promise<void> {
  try {
    if (deps.provider.kind === 'local') await syncLocally(deps, organizationId, meta);
    else await syncAtStripe(deps, organizationId, meta);
  } catch (error) {
    deps.log.warn({ err: error, organizationId }, 'seats not synced with the members');
  }
}
