/**
 * Moving the local provider's clock (POST /api/admin/billing/clock) and running what falls due on
 * the way, in time order, each at its own time: renewals (a scheduled cancellation ends instead),
 * trial-ending notices (three days before), trial ends (the first charge), payment retries (days
 * 1, 3 and 5 after a failure) and grace ends (unpaid). Each step is the events Stripe would send
 * (local-state.ts), applied like a webhook's. All in one transaction with the admin's log entry,
 * under the clock's lock: two advances at once run one after the other.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { type RequestMeta, systemMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import {
  type LocalSubscription,
  localSubscriptions,
  type Subscription,
  subscriptions,
} from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TemplatedMail } from '../../mail/mailer.ts';
import { addPeriod } from './billing-period.ts';
import type { BillingDeps } from './deps.ts';
import { addDays } from './dunning.ts';
import { planById } from './event-lookups.ts';
import { lockClock, setClock } from './local-clock.ts';
import { localInvoiceEvent } from './local-invoice.ts';
import { type LocalState, stateOf, subscriptionEvent } from './local-state.ts';
import { scheduledChangeOf } from './scheduled-changes.ts';
import { applyEvents, sendMails } from './subscription-events.ts';
import type { ProviderEvent } from './webhook-event.ts';

/** Retries of a failed payment, in days after the failure. */
export const RETRY_DAYS = [1, 3, 5];
/** The trial-ending notice comes this many days before the trial's end (as Stripe's trial_will_end). */
export const TRIAL_NOTICE_DAYS = 3;
/** A guard against a loop: far more steps than 400 days of monthly renewals of a dev database. */
const MAX_STEPS = 10_000;

/** What falls due, in the order steps of the same instant run. */
const KINDS = ['renewal', 'trial_end', 'trial_ending', 'retry', 'grace_end'] as const;
type DueKind = (typeof KINDS)[number];

interface Due {
  at: Date;
  kind: DueKind;
  row: Subscription;
  local: Pick<LocalSubscription, 'card' | 'retriesDone' | 'trialEndingSent'>;
}

/** A subscription created before the local provider kept its card: paid with `success`. */
const DEFAULT_LOCAL = { card: 'success', retriesDone: 0, trialEndingSent: false };

function duesOf(row: Subscription, local: Due['local']): Due[] {
  const dues: Due[] = [];
  const add = (kind: DueKind, at: Date | null | undefined) => {
    if (at) dues.push({ at, kind, row, local });
  };
  if (row.status === 'trialing') {
    const end = row.trialEndsAt ?? row.currentPeriodEnd;
    add('trial_end', end);
    if (end && !local.trialEndingSent && !row.cancelAtPeriodEnd)
      add('trial_ending', addDays(end, -TRIAL_NOTICE_DAYS));
  } else if (row.status === 'active') {
    add('renewal', row.currentPeriodEnd);
  } else if (row.status === 'past_due') {
    const retryDay = RETRY_DAYS[local.retriesDone];
    if (row.pastDueSince && retryDay !== undefined) add('retry', addDays(row.pastDueSince, retryDay));
    add('grace_end', row.graceEndsAt);
  }
  return dues;
}

const earlier = (a: Due, b: Due) =>
  a.at.getTime() - b.at.getTime() || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind);

/** The first step due by `until` among the local provider's open subscriptions, or null. */
async function nextDue(tx: Db, until: Date): Promise<Due | null> {
  const rows = await tx
    .select({ row: subscriptions, local: localSubscriptions })
    .from(subscriptions)
    .leftJoin(localSubscriptions, eq(localSubscriptions.subscriptionId, subscriptions.id))
    .where(
      and(
        like(subscriptions.id, 'local_sub_%'),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
      ),
    );
  const due = rows
    .flatMap(({ row, local }) => duesOf(row, local ?? DEFAULT_LOCAL))
    .filter((item) => item.at.getTime() <= until.getTime())
    .sort(earlier);
  return due[0] ?? null;
}

async function setLocal(tx: Db, subscriptionId: string, set: Partial<Due['local']>) {
  await tx
    .insert(localSubscriptions)
    .values({ subscriptionId, ...set })
    .onConflictDoUpdate({ target: localSubscriptions.subscriptionId, set });
}

/** The events of one step, stamped `at` (the clock's time then); its local bookkeeping done. */
async function stepEvents(deps: BillingDeps, tx: Db, due: Due, at: Date): Promise<ProviderEvent[]> {
  const { row, local } = due;
  const state = stateOf(row);
  const plan = await planById(tx, row.planId);
  // The invoice of the period that starts now (a retry's: of the period it failed to pay), less
  // the coupon's discount while it lasts (local-invoice.ts).
  const invoice = (type: 'invoice.paid' | 'invoice.payment_failed', of: LocalState) =>
    localInvoiceEvent(tx, type, of, { plan: plan ?? null }, at);
  const ended = () => [
    subscriptionEvent(
      'customer.subscription.deleted',
      { ...state, status: 'canceled', cancelAtPeriodEnd: false },
      at,
    ),
  ];
  const paid = async (next: LocalState) => [
    subscriptionEvent('customer.subscription.updated', next, at),
    await invoice('invoice.paid', next),
  ];
  const nextPeriod = { periodStart: due.at, periodEnd: addPeriod(due.at, state.billingCycle) };

  switch (due.kind) {
    case 'renewal': {
      if (row.cancelAtPeriodEnd) return ended();
      // A plan change scheduled for this period's end starts with the new period (the subscription's
      // writer then drops it, the price having changed).
      const scheduled = await scheduledChangeOf(tx, row.id);
      const change = scheduled && scheduled.effectiveAt.getTime() <= due.at.getTime() ? scheduled : null;
      const newPlan = change ? await planById(tx, change.planId) : plan;
      const cycle = change ? change.billingCycle : state.billingCycle;
      const next: LocalState = {
        ...state,
        ...(change
          ? {
              priceId: change.priceId,
              billingCycle: cycle,
              quantity: newPlan?.pricingModel === 'per_seat' ? (state.quantity ?? 1) : null,
            }
          : {}),
        periodStart: due.at,
        periodEnd: addPeriod(due.at, cycle),
      };
      // The ending period's metered usage past its plan's included units, billed in arrears.
      const usage = await deps.meteredUsage(
        tx,
        { userId: state.userId, organizationId: state.organizationId ?? null },
        plan?.usagePricing ?? [],
        { start: state.periodStart, end: due.at },
      );
      const renewalInvoice = (type: 'invoice.paid' | 'invoice.payment_failed', of: LocalState) =>
        localInvoiceEvent(tx, type, of, { plan: newPlan ?? null, usage }, at);
      if (local.card === 'success')
        return [
          subscriptionEvent('customer.subscription.updated', { ...next, status: 'active' }, at),
          await renewalInvoice('invoice.paid', { ...next, status: 'active' }),
        ];
      // The renewal fails: a new period owed, retried from now on.
      await setLocal(tx, row.id, { retriesDone: 0 });
      const owed: LocalState = { ...next, status: 'past_due' };
      return [
        subscriptionEvent('customer.subscription.updated', owed, at),
        await renewalInvoice('invoice.payment_failed', owed),
      ];
    }
    case 'trial_end':
      // Cancelled during the trial, or no card that pays: it ends, nothing is charged. The trial's
      // charge is the first payment, which `fails_on_renewal` pays.
      if (row.cancelAtPeriodEnd || local.card === 'declined') return ended();
      return paid({ ...state, ...nextPeriod, status: 'active' });
    case 'trial_ending':
      await setLocal(tx, row.id, { trialEndingSent: true });
      return [subscriptionEvent('customer.subscription.trial_will_end', state, at)];
    case 'retry':
      await setLocal(tx, row.id, { retriesDone: local.retriesDone + 1 });
      if (local.card === 'success') return paid({ ...state, status: 'active' });
      return [await invoice('invoice.payment_failed', state)];
    case 'grace_end':
      return [subscriptionEvent('customer.subscription.updated', { ...state, status: 'unpaid' }, at)];
  }
}

/** Runs, in time order, every step due by `to` (not before `from`, the clock's time). */
async function runDue(deps: BillingDeps, tx: Db, from: Date, to: Date, meta: RequestMeta) {
  const mails: TemplatedMail[] = [];
  const steps: Record<string, number> = {};
  for (let step = 0; step < MAX_STEPS; step++) {
    const due = await nextDue(tx, to);
    if (!due) break;
    // Never before the clock's time: a state older than the stored one would be ignored.
    const at = new Date(Math.max(due.at.getTime(), from.getTime()));
    mails.push(...(await applyEvents(deps, tx, await stepEvents(deps, tx, due, at), meta)));
    steps[due.kind] = (steps[due.kind] ?? 0) + 1;
  }
  return { mails, steps };
}

/** Moves the clock `days` ahead, running what falls due; answers the new time. */
export async function advanceClock(
  deps: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  days: number,
): Promise<{ now: string }> {
  const { now, mails } = await deps.runAdminAction({ actor, meta }, async (tx) => {
    const from = new Date(Date.now() + (await lockClock(tx)));
    const to = addDays(from, days);
    const { mails, steps } = await runDue(deps, tx, from, to, meta);
    await setClock(tx, to);
    return {
      result: { now: to.toISOString(), mails },
      event: {
        eventType: 'billing_clock_advanced',
        description: `${actor.email} moved the local billing clock ${days} days ahead, to ${to.toISOString()}`,
        metadata: { days, from: from.toISOString(), to: to.toISOString(), steps },
      },
    };
  });
  await sendMails(deps, mails);
  return { now };
}

/**
 * The clock's tick (a recurring job of the runner): what has fallen due as real time passed,
 * renewals first among them, runs as Stripe would run it, with no admin moving anything.
 * Answers how many steps ran.
 */
export async function runDueNow(deps: BillingDeps): Promise<number> {
  const { mails, steps } = await inTransaction(deps.db, async (tx) => {
    const now = new Date(Date.now() + (await lockClock(tx)));
    return runDue(deps, tx, now, now, systemMeta);
  });
  await sendMails(deps, mails);
  return Object.values(steps).reduce((sum, count) => sum + count, 0);
}
