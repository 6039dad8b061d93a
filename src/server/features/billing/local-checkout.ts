/**
 * The local provider's checkout page: a session stored by createCheckout (one hour), shown to its
 * user, confirmed ("paid": customer.subscription.created + invoice.paid) or abandoned.
 */
import { and, eq } from 'drizzle-orm';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { AppError, notFound, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, localCheckoutSessions, organizations } from '../../db/schema.ts';
import { organizationSubscription } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { planById } from './event-lookups.ts';
import {
  addPeriod,
  invoiceEvent,
  type LocalState,
  liveRow,
  newId,
  subscriptionAfter,
  subscriptionEvent,
} from './local-state.ts';
import { amountOf } from './plans.ts';
import { applyEvents, inTransactionThenMail } from './subscription-events.ts';

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
  return {
    session: {
      id: session.id,
      status: expired ? 'expired' : session.status,
      plan: { id: plan.id, name: plan.name, priceMonthly: plan.priceMonthly, priceYearly: plan.priceYearly },
      billingCycle: cycle,
      amount: amountOf(plan, cycle),
      expiresAt: session.expiresAt.toISOString(),
      organization: organization ?? null,
    },
  };
}

/** "Pays": the subscription starts through customer.subscription.created + invoice.paid. */
export async function confirmCheckout(deps: BillingDeps, userId: string, id: string, meta: RequestMeta) {
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
    const plan = orNotFound(await planById(tx, session.planId), 'Plan');
    const cycle = session.billingCycle as BillingCycle;
    const now = new Date();
    const state: LocalState = {
      id: newId('local_sub'),
      customer,
      userId,
      organizationId: session.organizationId,
      status: 'active',
      priceId: session.priceId,
      billingCycle: cycle,
      periodStart: now,
      periodEnd: addPeriod(now, cycle),
      cancelAtPeriodEnd: false,
    };
    await tx
      .update(localCheckoutSessions)
      .set({ status: 'completed', completedAt: now })
      .where(eq(localCheckoutSessions.id, session.id));
    const events = [
      subscriptionEvent('customer.subscription.created', state),
      invoiceEvent('invoice.paid', state, amountOf(plan, cycle)),
    ];
    return { result: session.organizationId, mails: await applyEvents(deps, tx, events, meta) };
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
