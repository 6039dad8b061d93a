/**
 * The local payment provider (no STRIPE_SECRET_KEY): checkout and the billing portal are pages of
 * this service, and every action becomes the Stripe-shaped event Stripe would have sent
 * (customer.subscription.*, invoice.*), applied by subscription-events.ts like a webhook. So the
 * whole subscription flow, its e-mails and security entries work offline.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BillingCycle, SubscriptionView } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  localCheckoutSessions,
  type Subscription,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import type { TemplatedMail } from '../../mail/mailer.ts';
import { currentSubscription, LIVE_STATUSES } from './current-subscription.ts';
import { amountOf, localPriceId, planForPriceId } from './plans.ts';
import type { PaymentProvider } from './provider.ts';
import type { SubscriptionEvents } from './subscription-events.ts';
import type { ProviderEvent, ProviderSubscription } from './webhook-event.ts';

const CHECKOUT_TTL_MS = 60 * 60 * 1000;
export const CHECKOUT_SUCCESS_PATH = '/account/billing?checkout=success';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function addPeriod(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

interface LocalState {
  id: string;
  customer: string;
  userId: string;
  status: string;
  priceId: string;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** The Stripe subscription object of a local state. */
function subscriptionObject(state: LocalState): ProviderSubscription {
  return {
    id: state.id,
    object: 'subscription',
    customer: state.customer,
    status: state.status,
    metadata: { userId: state.userId },
    cancel_at_period_end: state.cancelAtPeriodEnd,
    canceled_at: state.cancelAtPeriodEnd ? unix(new Date()) : null,
    items: {
      data: [
        {
          price: {
            id: state.priceId,
            recurring: { interval: state.billingCycle === 'yearly' ? 'year' : 'month' },
          },
          current_period_start: unix(state.periodStart),
          current_period_end: unix(state.periodEnd),
        },
      ],
    },
  };
}

const eventOf = (type: string, object: unknown): ProviderEvent => ({
  id: newId('evt_local'),
  type,
  created: unix(new Date()),
  data: { object },
});

function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', state: LocalState, amount: number) {
  return eventOf(type, {
    id: newId('in_local'),
    object: 'invoice',
    customer: state.customer,
    amount_paid: type === 'invoice.paid' ? amount : 0,
    amount_due: amount,
    currency: 'usd',
    parent: { subscription_details: { subscription: state.id, metadata: { userId: state.userId } } },
  });
}

export function createLocalProvider(deps: {
  db: Db;
  events: SubscriptionEvents;
  baseUrl: string;
  webhookSecret: string | undefined;
}) {
  const { db, events, baseUrl } = deps;

  async function planOf(tx: Db, id: number) {
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    if (!plan) throw notFound('Plan not found');
    return plan;
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

  async function liveRow(tx: Db, userId: string): Promise<Subscription | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_STATUSES)))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
      .for('update');
    return row;
  }

  const stateOf = (row: Subscription): LocalState => ({
    id: row.id,
    customer: row.customerId ?? '',
    userId: row.userId,
    status: row.status,
    priceId: row.priceId ?? '',
    billingCycle: row.billingCycle as BillingCycle,
    periodStart: row.currentPeriodStart ?? new Date(),
    periodEnd: row.currentPeriodEnd ?? addPeriod(new Date(), row.billingCycle as BillingCycle),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  });

  /** Runs `change` on the user's live subscription in one transaction, then sends its e-mails. */
  async function withLiveSubscription(
    userId: string,
    change: (tx: Db, row: Subscription) => Promise<ProviderEvent[]>,
    meta: RequestMeta,
  ): Promise<{ subscription: SubscriptionView }> {
    const mails = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await liveRow(tx, userId);
      if (!row) throw new AppError('BAD_REQUEST', 'You have no active subscription');
      const collected: TemplatedMail[] = [];
      for (const event of await change(tx, row))
        collected.push(...(await events.apply(tx, event, meta)).mails);
      return collected;
    });
    await events.send(mails);
    const subscription = await currentSubscription(db, userId);
    if (!subscription) throw notFound('Subscription not found');
    return { subscription };
  }

  async function openSession(userId: string, id: string, tx: Db = db, lock = false) {
    const query = tx.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
    const [session] = lock ? await query.for('update') : await query;
    // Another user's session is as unknown as a missing one.
    if (!session || session.userId !== userId) throw notFound('Checkout session not found');
    return session;
  }

  const provider: PaymentProvider = {
    kind: 'local',

    async createCheckout({ user, plan, billingCycle, priceId }) {
      const id = newId('local_cs');
      await db.insert(localCheckoutSessions).values({
        id,
        userId: user.id,
        planId: plan.id,
        billingCycle,
        priceId,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      return { url: `${baseUrl}/billing/checkout/${id}` };
    },

    async createPortal() {
      return { url: `${baseUrl}/billing/portal` };
    },

    async retrieveSubscription() {
      return null;
    },

    async syncPlans() {
      throw new AppError(
        'BAD_REQUEST',
        'Stripe is not configured (STRIPE_SECRET_KEY is not set): nothing to sync',
      );
    },

    async verify() {
      return [
        {
          name: 'Payment provider',
          ok: true,
          message:
            'The local payment provider is in use (STRIPE_SECRET_KEY is not set): checkout and the billing portal run on this service, no payment is taken',
        },
        {
          name: 'Webhook secret',
          ok: true,
          message: deps.webhookSecret
            ? 'STRIPE_WEBHOOK_SECRET is set: Stripe-signed webhooks are accepted'
            : 'STRIPE_WEBHOOK_SECRET is not set (optional with the local provider)',
        },
      ];
    },
  };

  return {
    provider,

    async getCheckout(userId: string, id: string) {
      const session = await openSession(userId, id);
      const plan = await planOf(db, session.planId);
      const expired = session.status === 'open' && session.expiresAt.getTime() <= Date.now();
      return {
        session: {
          id: session.id,
          status: expired ? 'expired' : session.status,
          plan: {
            id: plan.id,
            name: plan.name,
            priceMonthly: plan.priceMonthly,
            priceYearly: plan.priceYearly,
          },
          billingCycle: session.billingCycle as BillingCycle,
          amount: amountOf(plan, session.billingCycle as BillingCycle),
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    },

    /** "Pays": the subscription starts through customer.subscription.created + invoice.paid. */
    async confirmCheckout(userId: string, id: string, meta: RequestMeta) {
      const mails = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const session = await openSession(userId, id, tx, true);
        if (session.status !== 'open')
          throw new AppError('CONFLICT', `This checkout session is already ${session.status}`);
        if (session.expiresAt.getTime() <= Date.now())
          throw new AppError('BAD_REQUEST', 'This checkout session has expired: choose a plan again');
        // Before the check: another session of this user being confirmed now waits here.
        const customer = await lockCustomer(tx, userId);
        if (await liveRow(tx, userId))
          throw new AppError('CONFLICT', 'You already have a subscription: change it in the billing portal');
        const plan = await planOf(tx, session.planId);
        const cycle = session.billingCycle as BillingCycle;
        const now = new Date();
        const state: LocalState = {
          id: newId('local_sub'),
          customer,
          userId,
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
        const created = await events.apply(
          tx,
          eventOf('customer.subscription.created', subscriptionObject(state)),
          meta,
        );
        const paid = await events.apply(tx, invoiceEvent('invoice.paid', state, amountOf(plan, cycle)), meta);
        return [...created.mails, ...paid.mails];
      });
      await events.send(mails);
      const subscription = await currentSubscription(db, userId);
      if (!subscription) throw notFound('Subscription not found');
      return { subscription, redirectUrl: CHECKOUT_SUCCESS_PATH };
    },

    async cancelCheckout(userId: string, id: string) {
      const session = await openSession(userId, id);
      if (session.status === 'open') {
        await db
          .update(localCheckoutSessions)
          .set({ status: 'canceled' })
          .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
      }
      return { redirectUrl: '/pricing' };
    },

    changePlan(userId: string, input: { priceId: string; billingCycle: BillingCycle }, meta: RequestMeta) {
      return withLiveSubscription(
        userId,
        async (tx, row) => {
          const target = await planForPriceId(tx, input.priceId, { stripe: false, local: true });
          if (!target?.plan.active || amountOf(target.plan, target.billingCycle) <= 0)
            throw new AppError('BAD_REQUEST', 'Unknown price');
          if (target.billingCycle !== input.billingCycle)
            throw new AppError('BAD_REQUEST', 'The price does not match the billing cycle');
          const state = stateOf(row);
          if (state.priceId === input.priceId) return [];
          const now = new Date();
          const cycleChanges = state.billingCycle !== input.billingCycle;
          const next: LocalState = {
            ...state,
            priceId: localPriceId(target.plan.slug, input.billingCycle),
            billingCycle: input.billingCycle,
            // A new billing cycle starts a new period (as Stripe does); a plan change keeps it.
            ...(cycleChanges ? { periodStart: now, periodEnd: addPeriod(now, input.billingCycle) } : {}),
          };
          return [eventOf('customer.subscription.updated', subscriptionObject(next))];
        },
        meta,
      );
    },

    /** Cancels at the end of the period, as Stripe's portal does. */
    cancel(userId: string, meta: RequestMeta) {
      return withLiveSubscription(
        userId,
        async (_tx, row) =>
          row.cancelAtPeriodEnd
            ? []
            : [
                eventOf(
                  'customer.subscription.updated',
                  subscriptionObject({ ...stateOf(row), cancelAtPeriodEnd: true }),
                ),
              ],
        meta,
      );
    },

    /** Undoes a scheduled cancellation; a past_due subscription is paid again. */
    resume(userId: string, meta: RequestMeta) {
      return withLiveSubscription(
        userId,
        async (tx, row) => {
          const state = stateOf(row);
          if (!state.cancelAtPeriodEnd && state.status !== 'past_due') return [];
          const next: LocalState = { ...state, cancelAtPeriodEnd: false, status: 'active' };
          const result = [eventOf('customer.subscription.updated', subscriptionObject(next))];
          if (state.status === 'past_due' && row.planId !== null) {
            const plan = await planOf(tx, row.planId);
            result.push(invoiceEvent('invoice.paid', next, amountOf(plan, state.billingCycle)));
          }
          return result;
        },
        meta,
      );
    },

    /** The dunning path offline: the renewal fails, the subscription goes past_due. */
    simulatePaymentFailure(userId: string, meta: RequestMeta) {
      return withLiveSubscription(
        userId,
        async (tx, row) => {
          const state = stateOf(row);
          const plan = row.planId === null ? null : await planOf(tx, row.planId);
          const next: LocalState = { ...state, status: 'past_due' };
          return [
            eventOf('customer.subscription.updated', subscriptionObject(next)),
            invoiceEvent('invoice.payment_failed', next, plan ? amountOf(plan, state.billingCycle) : 0),
          ];
        },
        meta,
      );
    },
  };
}

export type LocalBilling = ReturnType<typeof createLocalProvider>;
