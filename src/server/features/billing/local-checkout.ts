/**
 * The local provider's checkout page: a session stored by createCheckout (one hour), shown to its
 * user, confirmed ("paid": customer.subscription.created + invoice.paid) or abandoned.
 */
import { and, eq } from 'drizzle-orm';
import type { BillingCycle, TestCard } from '../../../shared/contracts/billing.ts';
import { AppError, notFound, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  coupons,
  localCheckoutCoupons,
  localCheckoutSessions,
  localSubscriptions,
  organizations,
} from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { organizationSubscription } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { addDays } from './dunning.ts';
import { planById } from './event-lookups.ts';
import { clockNow } from './local-clock.ts';
import { localInvoiceEvent } from './local-invoice.ts';
import { type LocalState, liveRow, newId, subscriptionAfter, subscriptionEvent } from './local-state.ts';
import { amountOf } from './plans.ts';
import { couponAtPayment, discountEnd, discountOf } from './promotion-codes.ts';
import { cardDeclined } from './stripe-client.ts';
import { applyEvents, inTransactionThenMail } from './subscription-events.ts';
import { trialDaysFor } from './trials.ts';

export const CHECKOUT_SUCCESS_PATH = '/account/billing?checkout=success';

async function openSession(tx: Db, userId: string, id: string, lock = false) {
  const query = tx.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
  const [session] = lock ? await query.for('update') : await query;
  // Another user's session is as unknown as a missing one.
  if (!session || session.userId !== userId) throw notFound('Checkout session not found');
  return session;
}

/**
 * The user's billing customer, created if missing and locked until the transaction ends: it
 * serializes the user's checkouts. (`FOR UPDATE` on "the live subscription" locks nothing while
 * there is none, so two confirmations could each see none.) A concurrent first insert waits for
 * the other transaction, then finds its row.
 */
async function lockCustomer(tx: Db, userId: string): Promise<string> {
  await tx
    .insert(billingCustomers)
    .values({ userId, customerId: newId('local_cus') })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .for('update');
  return row!.customerId;
}

/** The coupon the session carries (the promotion code entered at checkout), if any. */
async function checkoutCoupon(db: Db, sessionId: string) {
  const [row] = await db
    .select({ coupon: coupons })
    .from(localCheckoutCoupons)
    .innerJoin(coupons, eq(coupons.id, localCheckoutCoupons.couponId))
    .where(eq(localCheckoutCoupons.checkoutSessionId, sessionId));
  return row?.coupon;
}

export async function getCheckout({ db }: BillingDeps, userId: string, id: string) {
  const session = await openSession(db, userId, id);
  const plan = orNotFound(await planById(db, session.planId), 'Plan');
  const cycle = session.billingCycle as BillingCycle;
  const expired = session.status === 'open' && session.expiresAt.getTime() <= Date.now();
  // The page says whom it bills: an organization by name, else the user.
  const [organization] = session.organizationId
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, session.organizationId))
    : [];
  const amount = amountOf(plan, cycle) * (session.seats ?? 1);
  const coupon = await checkoutCoupon(db, session.id);
  const discount = coupon ? discountOf(coupon, amount) : 0;
  return {
    session: {
      id: session.id,
      status: expired ? 'expired' : session.status,
      plan: { id: plan.id, name: plan.name, priceMonthly: plan.priceMonthly, priceYearly: plan.priceYearly },
      billingCycle: cycle,
      amount,
      seats: session.seats,
      expiresAt: session.expiresAt.toISOString(),
      trialDays: await trialDaysFor(db, plan, session),
      organization: organization ?? null,
      discount: coupon
        ? {
            code: coupon.code,
            name: coupon.name,
            percentOff: coupon.percentOff,
            amountOff: coupon.amountOff,
            duration: coupon.duration,
            durationMonths: coupon.durationMonths,
            amount: discount,
          }
        : null,
      amountDue: amount - discount,
    },
  };
}

/**
 * "Pays" with a test card: the subscription starts through customer.subscription.created +
 * invoice.paid, or, with a trial, trialing and nothing charged. The `declined` card pays nothing:
 * 400, and the session stays open for another card.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
  meta: RequestMeta,
  card: TestCard = 'success',
) {
  const organizationId = await inTransactionThenMail(deps, async (tx) => {
    const session = await openSession(tx, userId, id, true);
    if (session.status !== 'open')
      throw new AppError('CONFLICT', `This checkout session is already ${session.status}`);
    if (session.expiresAt.getTime() <= Date.now())
      throw new AppError('BAD_REQUEST', 'This checkout session has expired: choose a plan again');
    // The role is checked again at payment: an admin removed or demoted since the checkout
    // started may not buy for the organization (404 / 403, as at checkout). The membership row
    // stays locked, so a removal waits until this confirmation is done.
    if (session.organizationId)
      await deps.organizationPayers.requirePayer(tx, session.organizationId, userId, { lock: true });
    // Before the check: another session of this user being confirmed now waits here.
    const customer = await lockCustomer(tx, userId);
    if (await liveRow(tx, userId, session.organizationId))
      throw new AppError(
        'CONFLICT',
        session.organizationId
          ? 'This organization already has a subscription: change it in the billing portal'
          : 'You already have a subscription: change it in the billing portal',
        { apiCode: 'already_subscribed' },
      );
    if (card === 'declined') throw cardDeclined();
    const plan = orNotFound(await planById(tx, session.planId), 'Plan');
    const cycle = session.billingCycle as BillingCycle;
    // Checked here, under the customer's lock: one trial per payer even for two sessions at once.
    const trialDays = await trialDaysFor(tx, plan, session);
    const now = await clockNow(tx);
    // A trial is the first period: it ends with the first charge (as Stripe's trial_end).
    const trialEnd = trialDays > 0 ? addDays(now, trialDays) : null;
    // The coupon is checked again as it is paid (switched off, used up or redeemed meanwhile).
    const couponId = (await checkoutCoupon(tx, session.id))?.id;
    const coupon = couponId
      ? await couponAtPayment(tx, couponId, {
          plan,
          payer: { userId, organizationId: session.organizationId },
          now,
        })
      : null;
    const state: LocalState = {
      id: newId('local_sub'),
      customer,
      userId,
      organizationId: session.organizationId,
      status: trialEnd ? 'trialing' : 'active',
      priceId: session.priceId,
      billingCycle: cycle,
      periodStart: now,
      periodEnd: trialEnd ?? addPeriod(now, cycle),
      cancelAtPeriodEnd: false,
      trialEnd,
      quantity: session.seats,
      discount: coupon
        ? { couponId: coupon.id, start: now, end: discountEnd(coupon, trialEnd ?? now, cycle) }
        : null,
    };
    await tx
      .update(localCheckoutSessions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(localCheckoutSessions.id, session.id));
    const events = [subscriptionEvent('customer.subscription.created', state, now)];
    // The redemption is written from these events: the first invoice's discount is the coupon's.
    const gross = amountOf(plan, cycle) * (session.seats ?? 1);
    const discount = coupon ? { code: coupon.code, amount: discountOf(coupon, gross) } : null;
    if (!trialEnd) events.push(await localInvoiceEvent(tx, 'invoice.paid', state, { plan, discount }, now));
    const mails = await applyEvents(deps, tx, events, meta);
    await tx.insert(localSubscriptions).values({ subscriptionId: state.id, card });
    return { result: session.organizationId, mails };
  });
  if (organizationId) {
    return {
      subscription: orNotFound(await organizationSubscription(deps.db, organizationId), 'Subscription'),
      redirectUrl: `/organizations/${organizationId}/billing?checkout=success`,
    };
  }
  return { subscription: await subscriptionAfter(deps.db, userId), redirectUrl: CHECKOUT_SUCCESS_PATH };
}

export async function cancelCheckout({ db }: BillingDeps, userId: string, id: string) {
  const session = await openSession(db, userId, id);
  if (session.status === 'open') {
    await db
      .update(localCheckoutSessions)
      .set({ status: 'canceled' })
      .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
  }
  return { redirectUrl: '/pricing' };
}
