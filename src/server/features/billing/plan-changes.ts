/**
 * POST /api/subscription/change and DELETE /api/subscription/scheduled-change (issue #31): the
 * payer's live subscription moved to another plan or cycle, as plan-change-quote.ts worked it
 * out (so the preview is what is charged).
 *
 * - An upgrade applies now. With Stripe, the subscription's item is updated there (proration
 *   invoiced and charged at once); its answer is applied as the customer.subscription.updated
 *   event Stripe sends. Locally, the card on file pays the prorated lines (any test card but
 *   `success` declines: 400 `card_declined`, nothing changed) and the same events are built.
 * - A downgrade is scheduled for the period's end (`scheduled_plan_change`; with Stripe also a
 *   subscription schedule). The local clock applies it at the renewal; Stripe's schedule does there.
 * - During a trial any change applies now and nothing is charged.
 *
 * Entries: `subscription_changed`, `subscription_change_scheduled`, `subscription_change_canceled`.
 */

import { eq } from 'drizzle-orm';
import type { PlanChangeBody, ScheduledChangeBody } from '../../../shared/contracts/billing.ts';
import { AppError, notFound, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { localSubscriptions, scheduledPlanChanges } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addPeriod } from './billing-period.ts';
import { openSubscriptionOf, organizationSubscription, subscriptionById } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { planById } from './event-lookups.ts';
import { clockNow } from './local-clock.ts';
import { localChangeInvoiceEvent } from './local-invoice.ts';
import { type LocalState, newId, stateOf, subscriptionEvent } from './local-state.ts';
import { type Payer, type PlanChange, planChangeOf, quoteChange } from './plan-change-quote.ts';
import { meteredPriceIds } from './plans.ts';
import { dropScheduledChange, scheduledChangeOf } from './scheduled-changes.ts';
import { cardDeclined } from './stripe-client.ts';
import { applyEvents, inTransactionThenMail, processEvent } from './subscription-events.ts';

const noSubscription = () => new AppError('BAD_REQUEST', 'You have no active subscription');

const label = (plan: { name: string } | null, cycle: string) =>
  plan ? `${plan.name} (${cycle})` : 'no plan';

/** The payer's subscription as the change leaves it. */
async function subscriptionAfter(deps: BillingDeps, payer: Payer, subscriptionId: string) {
  const subscription = payer.organizationId
    ? await organizationSubscription(deps.db, payer.organizationId)
    : await subscriptionById(deps.db, subscriptionId);
  return { subscription: orNotFound(subscription, 'Subscription') };
}

async function writeChangeEntry(deps: BillingDeps, tx: Db, change: PlanChange, meta: RequestMeta) {
  const from = label(change.fromPlan, change.row.billingCycle);
  const to = label(change.toPlan, change.billingCycle);
  const scheduled = change.timing === 'period_end';
  await deps.securityLog.write(
    {
      eventType: scheduled ? 'subscription_change_scheduled' : 'subscription_changed',
      userId: change.row.userId,
      description: scheduled
        ? `Subscription ${change.row.id}: ${from} → ${to} scheduled for ${change.period.end.toISOString()}`
        : `Subscription ${change.row.id}: ${from} → ${to}, ${change.amountDueNow} usd cents charged now`,
      metadata: {
        subscriptionId: change.row.id,
        organizationId: change.row.organizationId,
        fromPlan: from,
        toPlan: to,
        ...(scheduled
          ? { effectiveAt: change.period.end.toISOString() }
          : { amount: change.amountDueNow, currency: 'usd' }),
      },
      meta,
    },
    tx,
  );
}

/** Records the change waiting for the period's end (replacing one scheduled before). */
async function recordScheduledChange(tx: Db, change: PlanChange, stripeScheduleId: string | null) {
  const values = {
    planId: change.toPlan.id,
    billingCycle: change.billingCycle,
    priceId: change.priceId,
    effectiveAt: change.period.end,
    stripeScheduleId,
  };
  await tx
    .insert(scheduledPlanChanges)
    .values({ subscriptionId: change.row.id, ...values })
    .onConflictDoUpdate({ target: scheduledPlanChanges.subscriptionId, set: values });
}

/** The local provider: the change, its charge and its events in one transaction. */
async function changeLocally(deps: BillingDeps, payer: Payer, body: PlanChangeBody, meta: RequestMeta) {
  return inTransactionThenMail(deps, async (tx) => {
    const row = await openSubscriptionOf(tx, payer, { lock: true });
    if (!row) throw noSubscription();
    const change = await planChangeOf(deps, tx, row, body, payer, await clockNow(tx));
    if (change.timing === 'period_end') {
      await recordScheduledChange(tx, change, null);
      await writeChangeEntry(deps, tx, change, meta);
      return { result: row.id, mails: [] };
    }
    const charged = !change.trialing;
    if (charged) {
      const [local] = await tx
        .select({ card: localSubscriptions.card })
        .from(localSubscriptions)
        .where(eq(localSubscriptions.subscriptionId, row.id));
      // Only a card that pays pays now: `fails_on_renewal` fails every charge after the first.
      if ((local?.card ?? 'success') !== 'success') throw cardDeclined();
    }
    const { now } = change;
    const next: LocalState = {
      ...stateOf(row),
      priceId: change.priceId,
      billingCycle: change.billingCycle,
      quantity: change.toPlan.pricingModel === 'per_seat' ? change.quantity : null,
      ...(change.newPeriod ? { periodStart: now, periodEnd: addPeriod(now, change.billingCycle) } : {}),
    };
    const preview = await quoteChange(tx, change);
    const events = [
      subscriptionEvent('customer.subscription.updated', next, now),
      ...(charged ? [await localChangeInvoiceEvent(tx, next, preview.lines, now)] : []),
    ];
    const mails = await applyEvents(deps, tx, events, meta);
    await writeChangeEntry(deps, tx, change, meta);
    return { result: row.id, mails };
  });
}

/** Stripe: the provider is called first (outside any transaction), then its state applied. */
async function changeAtStripe(deps: BillingDeps, payer: Payer, body: PlanChangeBody, meta: RequestMeta) {
  const { db, provider } = deps;
  const row = await openSubscriptionOf(db, payer);
  if (!row) throw noSubscription();
  const change = await planChangeOf(deps, db, row, body, payer, await provider.now());
  const earlier = await scheduledChangeOf(db, row.id);
  // A subscription run by a schedule takes no other change: the earlier one is released first,
  // and is gone here too whatever happens next (Stripe would no longer apply it).
  if (earlier?.stripeScheduleId) {
    await provider.releaseSchedule(earlier.stripeScheduleId);
    await dropScheduledChange(db, row.id);
  }
  if (change.timing === 'period_end') {
    const scheduleId = await provider.scheduleChange(row.id, {
      priceId: change.priceId,
      quantity: change.quantity,
      billingCycle: change.billingCycle,
      meteredPriceIds: meteredPriceIds(change.toPlan, change.billingCycle),
    });
    await inTransaction(db, async (tx) => {
      await recordScheduledChange(tx, change, scheduleId);
      await writeChangeEntry(deps, tx, change, meta);
    });
    return row.id;
  }
  const state = await provider.changePrice(row.id, {
    priceId: change.priceId,
    quantity: change.quantity,
    prorate: !change.trialing,
    newPeriod: change.newPeriod,
    mustPay: true,
    // The old plan's metered items go, the new plan's come (usage pricing, stripe-meters.ts).
    meteredPriceIds: meteredPriceIds(change.toPlan, change.billingCycle),
  });
  if (state)
    await processEvent(
      deps,
      {
        id: newId('evt_change'),
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: state },
      },
      meta,
    );
  await inTransaction(db, async (tx) => {
    await dropScheduledChange(tx, row.id);
    await writeChangeEntry(deps, tx, change, meta);
  });
  return row.id;
}

export async function changePlan(deps: BillingDeps, userId: string, body: PlanChangeBody, meta: RequestMeta) {
  const payer = { userId, organizationId: body.organizationId };
  if (payer.organizationId) await deps.organizationPayers.requirePayer(deps.db, payer.organizationId, userId);
  const subscriptionId =
    deps.provider.kind === 'local'
      ? await changeLocally(deps, payer, body, meta)
      : await changeAtStripe(deps, payer, body, meta);
  return subscriptionAfter(deps, payer, subscriptionId);
}

export async function cancelScheduledChange(
  deps: BillingDeps,
  userId: string,
  body: ScheduledChangeBody,
  meta: RequestMeta,
) {
  const payer = { userId, organizationId: body?.organizationId };
  if (payer.organizationId) await deps.organizationPayers.requirePayer(deps.db, payer.organizationId, userId);
  const row = await openSubscriptionOf(deps.db, payer);
  const scheduled = row ? await scheduledChangeOf(deps.db, row.id) : null;
  if (!row || !scheduled) throw notFound('No plan change is scheduled');
  if (scheduled.stripeScheduleId) await deps.provider.releaseSchedule(scheduled.stripeScheduleId);
  await inTransaction(deps.db, async (tx) => {
    if (!(await dropScheduledChange(tx, row.id))) return;
    await deps.securityLog.write(
      {
        eventType: 'subscription_change_canceled',
        userId: row.userId,
        description: `Subscription ${row.id}: the change scheduled for ${scheduled.effectiveAt.toISOString()} was cancelled`,
        metadata: {
          subscriptionId: row.id,
          organizationId: row.organizationId,
          toPlan: label((await planById(tx, scheduled.planId)) ?? null, scheduled.billingCycle),
        },
        meta,
      },
      tx,
    );
  });
  return subscriptionAfter(deps, payer, row.id);
}
