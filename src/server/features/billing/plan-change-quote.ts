/**
 * What a plan and cycle would cost a payer (POST /api/subscription/preview), and the facts a plan
 * change acts on (plan-changes.ts), so the preview and the charge are one computation:
 *
 * - With a live subscription, a change: an upgrade applies now with the prorated lines of
 *   proration.ts (a trial: now and free), a downgrade at the period's end with nothing due now.
 * - Without one, a first checkout: the trial this payer would get, the promotion code's discount,
 *   the seats of a per-seat plan.
 *
 * Line descriptions are in English, as the provider writes its invoices' lines.
 */
import { eq } from 'drizzle-orm';
import type {
  BillingCycle,
  PlanChangeBody,
  PlanPreview,
  PlanPreviewBody,
  ProviderKind,
} from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { type Subscription, type SubscriptionPlan, subscriptionPlans } from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { discountAt } from './coupon-redemptions.ts';
import { openSubscriptionOf, type Payer } from './current-subscription.ts';

export type { Payer };

import type { BillingDeps } from './deps.ts';
import { addDays, OWING_STATUSES } from './dunning.ts';
import { planById } from './event-lookups.ts';
import { amountOf, priceIdsOf } from './plans.ts';
import { couponForCheckout, discountEnd, discountOf } from './promotion-codes.ts';
import {
  amountDueNow,
  changeTiming,
  type PeriodPrice,
  type ProrationLine,
  upgradeLines,
} from './proration.ts';
import { seatsForCheckout } from './seats.ts';
import { CURRENCY } from './stripe-client.ts';
import { trialDaysFor } from './trials.ts';

type PreviewLine = PlanPreview['lines'][number];

/** A plan change worked out: what the subscription moves to, when, and what is charged now. */
export interface PlanChange {
  row: Subscription;
  fromPlan: SubscriptionPlan | null;
  toPlan: SubscriptionPlan;
  billingCycle: BillingCycle;
  priceId: string;
  quantity: number;
  /** `now` also during a trial, when nothing is charged. */
  timing: 'now' | 'period_end';
  trialing: boolean;
  /** A new billing cycle starts a new period now (an upgrade only). */
  newPeriod: boolean;
  /** The prorated lines charged now (none during a trial or for a downgrade). */
  lines: PreviewLine[];
  /** What the card is charged now, after the subscription's discount. */
  amountDueNow: number;
  discount: { code: string; amountOff: number } | null;
  now: Date;
  period: { start: Date; end: Date };
}

const planLabel = (plan: Pick<SubscriptionPlan, 'name'>, cycle: BillingCycle) => `${plan.name} (${cycle})`;

/** The plan asked for and its price id with this provider: an active plan priced for the cycle. */
async function targetPlan(db: Db, planId: number, cycle: BillingCycle, kind: ProviderKind) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  if (!plan?.active)
    throw new AppError('BAD_REQUEST', 'Unknown plan', {
      details: [{ path: 'planId', message: 'Unknown plan' }],
    });
  const priceId = priceIdsOf(plan, kind)[cycle];
  if (!priceId || amountOf(plan, cycle) <= 0) {
    const message = `The plan ${plan.name} has no ${cycle} price`;
    throw new AppError('BAD_REQUEST', message, { details: [{ path: 'billingCycle', message }] });
  }
  return { plan, priceId };
}

/** The seats of a change to `plan`: those paid, else one per member (1 for a flat plan). */
async function quantityOf(db: Db, plan: SubscriptionPlan, payer: Payer, paid: number | null) {
  if (plan.pricingModel !== 'per_seat') return 1;
  return paid ?? (await seatsForCheckout(db, plan, payer, undefined)) ?? 1;
}

const priceOf = (plan: SubscriptionPlan | null, cycle: BillingCycle, quantity: number): PeriodPrice => ({
  unitAmount: plan ? amountOf(plan, cycle) : 0,
  quantity,
  billingCycle: cycle,
});

const DESCRIBE: Record<ProrationLine['kind'], (from: string, to: string) => string> = {
  unused_time: (from) => `Unused time on ${from}`,
  remaining_time: (_from, to) => `Remaining time on ${to}`,
  new_period: (_from, to) => to,
};

/**
 * The change of the live subscription `row` to `body`'s plan and cycle at `now`. 400 while a
 * payment is owed (it is paid first) or for the plan and cycle it already has.
 */
export async function planChangeOf(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  tx: Db,
  row: Subscription,
  body: PlanChangeBody,
  payer: Payer,
  now: Date,
): Promise<PlanChange> {
  if (OWING_STATUSES.includes(row.status))
    throw new AppError('BAD_REQUEST', 'A payment is owed: pay it before changing plans', {
      apiCode: 'payment_owed',
    });
  const { plan: toPlan, priceId } = await targetPlan(tx, body.planId, body.billingCycle, deps.provider.kind);
  if (row.planId === toPlan.id && row.billingCycle === body.billingCycle)
    throw new AppError('BAD_REQUEST', `You already have ${planLabel(toPlan, body.billingCycle)}`, {
      apiCode: 'plan_unchanged',
    });
  const fromPlan = row.planId === null ? null : ((await planById(tx, row.planId)) ?? null);
  const currentCycle = row.billingCycle as BillingCycle;
  const from = priceOf(fromPlan, currentCycle, row.seats ?? 1);
  const quantity = await quantityOf(tx, toPlan, payer, row.seats);
  const to = priceOf(toPlan, body.billingCycle, quantity);
  const period = {
    start: row.currentPeriodStart ?? now,
    end: row.currentPeriodEnd ?? addPeriod(now, currentCycle),
  };
  const trialing = row.status === 'trialing';
  const timing = trialing ? 'now' : changeTiming(from, to);
  if (timing === 'period_end' && row.cancelAtPeriodEnd)
    throw new AppError(
      'BAD_REQUEST',
      "The subscription ends at the period's end: resume it before scheduling a plan change",
    );
  const newPeriod = !trialing && timing === 'now' && currentCycle !== body.billingCycle;
  const fromName = fromPlan ? planLabel(fromPlan, currentCycle) : 'the previous plan';
  const toName = planLabel(toPlan, body.billingCycle);
  const lines =
    timing === 'now' && !trialing
      ? upgradeLines(from, to, period, now).map((line) => ({
          description: DESCRIBE[line.kind](fromName, toName),
          amount: line.amount,
          quantity: line.quantity,
        }))
      : [];
  const due = amountDueNow(lines);
  const discount = due > 0 ? await discountAt(tx, row.id, due, now) : null;
  return {
    row,
    fromPlan,
    toPlan,
    billingCycle: body.billingCycle,
    priceId,
    quantity,
    timing,
    trialing,
    newPeriod,
    lines,
    amountDueNow: due - (discount?.amount ?? 0),
    discount: discount && discount.amount > 0 ? { code: discount.code, amountOff: discount.amount } : null,
    now,
    period,
  };
}

/** When the invoice after a change is issued, and for how much (the subscription's discount then). */
async function nextInvoiceOf(tx: Db, change: PlanChange) {
  const { row, timing, trialing, newPeriod, now, period } = change;
  const nextBillingAt = trialing
    ? (row.trialEndsAt ?? period.end)
    : timing === 'now' && newPeriod
      ? addPeriod(now, change.billingCycle)
      : period.end;
  const gross = amountOf(change.toPlan, change.billingCycle) * change.quantity;
  const discount = await discountAt(tx, row.id, gross, nextBillingAt);
  return { nextBillingAt, nextAmount: gross - (discount?.amount ?? 0) };
}

export async function quoteChange(tx: Db, change: PlanChange): Promise<PlanPreview> {
  const { nextBillingAt, nextAmount } = await nextInvoiceOf(tx, change);
  return {
    currency: CURRENCY,
    amountDueNow: change.amountDueNow,
    nextAmount,
    nextBillingAt: nextBillingAt.toISOString(),
    effectiveAt: (change.timing === 'now' ? change.now : change.period.end).toISOString(),
    trialEndsAt: change.trialing ? (change.row.trialEndsAt?.toISOString() ?? null) : null,
    discount: change.discount,
    timing: change.timing,
    lines: change.discount
      ? [
          ...change.lines,
          {
            description: `Discount (${change.discount.code})`,
            amount: -change.discount.amountOff,
            quantity: 1,
          },
        ]
      : change.lines,
  };
}

/** A first checkout's invoice: the trial this payer gets, the code's discount, the seats. */
async function quoteCheckout(deps: BillingDeps, payer: Payer, body: PlanPreviewBody): Promise<PlanPreview> {
  const { db, provider } = deps;
  const { plan } = await targetPlan(db, body.planId, body.billingCycle, provider.kind);
  const now = await provider.now();
  const coupon = body.promotionCode
    ? await couponForCheckout(db, body.promotionCode, {
        plan,
        payer,
        now,
        stripe: provider.kind === 'stripe',
      })
    : null;
  const quantity = (await seatsForCheckout(db, plan, payer, body.seats)) ?? 1;
  const gross = amountOf(plan, body.billingCycle) * quantity;
  const label = planLabel(plan, body.billingCycle);
  const trialDays = await trialDaysFor(db, plan, payer);
  const off = coupon ? discountOf(coupon, gross) : 0;
  const base = { currency: CURRENCY, effectiveAt: now.toISOString(), timing: 'checkout' as const };
  if (trialDays > 0) {
    // Nothing now; the first charge at the trial's end, discounted from then on.
    const trialEnd = addDays(now, trialDays);
    return {
      ...base,
      amountDueNow: 0,
      nextAmount: gross - off,
      nextBillingAt: trialEnd.toISOString(),
      trialEndsAt: trialEnd.toISOString(),
      discount: null,
      lines: [{ description: `Free trial of ${label}`, amount: 0, quantity }],
    };
  }
  const nextBillingAt = addPeriod(now, body.billingCycle);
  const end = coupon ? discountEnd(coupon, now, body.billingCycle) : undefined;
  const discountedAgain = coupon && (end === null || (end && end.getTime() > nextBillingAt.getTime()));
  return {
    ...base,
    amountDueNow: gross - off,
    nextAmount: gross - (discountedAgain ? off : 0),
    nextBillingAt: nextBillingAt.toISOString(),
    trialEndsAt: null,
    discount: coupon && off > 0 ? { code: coupon.code, amountOff: off } : null,
    lines: [
      { description: label, amount: gross, quantity },
      ...(coupon && off > 0 ? [{ description: `Discount (${coupon.code})`, amount: -off, quantity: 1 }] : []),
    ],
  };
}

/** POST /api/subscription/preview: a change of the payer's live subscription, else a first checkout. */
export async function previewPlan(deps: BillingDeps, userId: string, body: PlanPreviewBody) {
  const payer = { userId, organizationId: body.organizationId };
  if (payer.organizationId) await deps.organizationPayers.requirePayer(deps.db, payer.organizationId, userId);
  const row = await openSubscriptionOf(deps.db, payer);
  if (!row) return { preview: await quoteCheckout(deps, payer, body) };
  if (body.promotionCode) {
    const message = 'A promotion code applies to a new subscription, at checkout';
    throw new AppError('BAD_REQUEST', message, { details: [{ path: 'promotionCode', message }] });
  }
  const change = await planChangeOf(deps, deps.db, row, body, payer, await deps.provider.now());
  return { preview: await quoteChange(deps.db, change) };
}
