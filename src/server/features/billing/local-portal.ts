/**
 * The local provider's billing portal: change plan or cycle (a new cycle starts a new period),
 * cancel at period end, resume (also pays a past_due subscription again), and simulate a failed
 * renewal. Each action is the customer.subscription.updated (and invoice) event Stripe would send.
 */
import { eq } from 'drizzle-orm';
import type { CheckoutBody, PaymentMethodBody } from '../../../shared/contracts/billing.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { AppError, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { localSubscriptions, type Subscription } from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { organizationSubscription } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { planById } from './event-lookups.ts';
import { clockNow } from './local-clock.ts';
import { localInvoiceEvent } from './local-invoice.ts';
import { type LocalState, liveRow, stateOf, subscriptionAfter, subscriptionEvent } from './local-state.ts';
import { publicPlans } from './plan-catalog.ts';
import { localPriceId, payablePlan } from './plans.ts';
import { getSubscription } from './subscription.ts';
import { applyEvents, inTransactionThenMail } from './subscription-events.ts';
import type { ProviderEvent } from './webhook-event.ts';

/**
 * Whose subscription the portal acts on: the user's own, or (`organizationId`) an organization's,
 * for its owner or an admin only (404 for non-members, 403 for members).
 */
export interface PortalPayer {
  userId: string;
  organizationId?: string | undefined;
}

/** The portal page: the payer's subscription and the plans to change to (their texts in `locale`). */
export async function portalView(deps: BillingDeps, payer: PortalPayer, locale: Locale) {
  const { userId, organizationId } = payer;
  if (organizationId) await deps.organizationPayers.requirePayer(deps.db, organizationId, userId);
  const [subscription, plans] = await Promise.all([
    organizationId
      ? organizationSubscription(deps.db, organizationId)
      : getSubscription(deps, userId).then((view) => view.subscription),
    publicPlans(deps, locale),
  ]);
  return { subscription, plans };
}

/** Runs `change` on the payer's live subscription in one transaction, then sends its e-mails. */
async function withLiveSubscription(
  deps: BillingDeps,
  payer: PortalPayer,
  meta: RequestMeta,
  change: (tx: Db, row: Subscription, now: Date) => Promise<ProviderEvent[]>,
) {
  const { userId, organizationId } = payer;
  if (organizationId) await deps.organizationPayers.requirePayer(deps.db, organizationId, userId);
  await inTransactionThenMail(deps, async (tx) => {
    const row = await liveRow(tx, userId, organizationId ?? null);
    if (!row) throw new AppError('BAD_REQUEST', 'You have no active subscription');
    const events = await change(tx, row, await clockNow(tx));
    return { result: null, mails: await applyEvents(deps, tx, events, meta) };
  });
  if (organizationId) {
    return {
      subscription: orNotFound(await organizationSubscription(deps.db, organizationId), 'Subscription'),
    };
  }
  return { subscription: await subscriptionAfter(deps.db, userId) };
}

const planOfRow = async (tx: Db, row: Subscription) =>
  row.planId === null ? null : orNotFound(await planById(tx, row.planId), 'Plan');

export function changePlan(deps: BillingDeps, userId: string, input: CheckoutBody, meta: RequestMeta) {
  return withLiveSubscription(
    deps,
    { userId, organizationId: input.organizationId },
    meta,
    async (tx, row, now) => {
      const plan = await payablePlan(tx, input, { stripe: false, local: true });
      const state = stateOf(row);
      if (state.priceId === input.priceId) return [];
      const next: LocalState = {
        ...state,
        priceId: localPriceId(plan.slug, input.billingCycle),
        billingCycle: input.billingCycle,
        // A new billing cycle starts a new period (as Stripe does); a plan change keeps it.
        ...(state.billingCycle !== input.billingCycle
          ? { periodStart: now, periodEnd: addPeriod(now, input.billingCycle) }
          : {}),
      };
      return [subscriptionEvent('customer.subscription.updated', next, now)];
    },
  );
}

/** Cancels at the end of the period, as Stripe's portal does. */
export function cancelSubscription(deps: BillingDeps, payer: PortalPayer, meta: RequestMeta) {
  return withLiveSubscription(deps, payer, meta, async (_tx, row, now) =>
    row.cancelAtPeriodEnd
      ? []
      : [
          subscriptionEvent(
            'customer.subscription.updated',
            { ...stateOf(row), cancelAtPeriodEnd: true },
            now,
          ),
        ],
  );
}

/**
 * The events of the owed payment made now: active again, and its invoice paid. A period that ran
 * out while unpaid starts anew from the payment.
 */
async function payOwed(tx: Db, row: Subscription, now: Date): Promise<ProviderEvent[]> {
  const state = stateOf(row);
  const next: LocalState = {
    ...state,
    status: 'active',
    ...(state.periodEnd.getTime() <= now.getTime()
      ? { periodStart: now, periodEnd: addPeriod(now, state.billingCycle) }
      : {}),
  };
  const plan = await planOfRow(tx, row);
  return [
    subscriptionEvent('customer.subscription.updated', next, now),
    await localInvoiceEvent(tx, 'invoice.paid', next, { plan: plan ?? null }, now),
  ];
}

const owes = (row: Subscription) => row.status === 'past_due' || row.status === 'unpaid';

/** Undoes a scheduled cancellation; a past_due or unpaid subscription is paid again. */
export function resumeSubscription(deps: BillingDeps, payer: PortalPayer, meta: RequestMeta) {
  return withLiveSubscription(deps, payer, meta, async (tx, row, now) => {
    if (owes(row)) return payOwed(tx, { ...row, cancelAtPeriodEnd: false }, now);
    if (!row.cancelAtPeriodEnd) return [];
    return [
      subscriptionEvent('customer.subscription.updated', { ...stateOf(row), cancelAtPeriodEnd: false }, now),
    ];
  });
}

/**
 * A new test card on file. The payment owed (past_due, unpaid) is taken at once with a card that
 * pays, as Stripe's portal pays the open invoice with the new payment method.
 */
export function updatePaymentMethod(
  deps: BillingDeps,
  userId: string,
  body: PaymentMethodBody,
  meta: RequestMeta,
) {
  const payer = { userId, organizationId: body.organizationId };
  return withLiveSubscription(deps, payer, meta, async (tx, row, now) => {
    await tx
      .insert(localSubscriptions)
      .values({ subscriptionId: row.id, card: body.card })
      .onConflictDoUpdate({ target: localSubscriptions.subscriptionId, set: { card: body.card } });
    return owes(row) && body.card === 'success' ? payOwed(tx, row, now) : [];
  });
}

/** The dunning path offline: the renewal fails, the subscription goes past_due. */
export function simulatePaymentFailure(deps: BillingDeps, payer: PortalPayer, meta: RequestMeta) {
  return withLiveSubscription(deps, payer, meta, async (tx, row, now) => {
    const state = stateOf(row);
    const plan = await planOfRow(tx, row);
    const next: LocalState = { ...state, status: 'past_due' };
    // Its retries start again from this failure (days 1, 3 and 5).
    await tx
      .update(localSubscriptions)
      .set({ retriesDone: 0 })
      .where(eq(localSubscriptions.subscriptionId, row.id));
    return [
      subscriptionEvent('customer.subscription.updated', next, now),
      await localInvoiceEvent(tx, 'invoice.payment_failed', next, { plan: plan ?? null }, now),
    ];
  });
}
