/**
 * The one place that turns payment-provider events into subscription state. Stripe's webhook
 * and the local provider both feed Stripe-shaped events here, so e-mails, security entries and
 * `GET /api/subscription` behave the same in both modes.
 *
 * Rules:
 * - Events arrive checked against their shapes (webhook-event.ts); types we do not handle are
 *   recorded and otherwise ignored.
 * - Each event id is recorded in `webhook_event` in the same transaction as its effect: a replay
 *   finds the id and changes nothing.
 * - Out of order: a subscription state whose event is older than the row's `provider_updated_at`
 *   is ignored (equal times apply: Stripe's clock has one-second resolution and events of one
 *   second, e.g. checkout + subscription.created, describe the same state). The write itself is
 *   conditional (`writeSubscriptionState`), and a first event that finds no row inserts it only if
 *   still absent, so two concurrent first events of one subscription cannot let the older win.
 * - A checkout's subscription fetched from the provider is stamped with the fetch time, not the
 *   (older) checkout event's time.
 * - E-mails are sent after the commit (the mailer writes with its own connection).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  type Subscription,
  type SubscriptionPlan,
  subscriptionPlans,
  subscriptions,
  users,
  webhookEvents,
} from '../../db/schema.ts';
import type { RequestMeta, SecurityLog } from '../../http/security-log.ts';
import type { Mailer, TemplatedMail } from '../../mail/mailer.ts';
import { LIVE_STATUSES } from './current-subscription.ts';
import { formatDate, formatMoney, planLine } from './emails.ts';
import { amountOf, planForPriceId } from './plans.ts';
import {
  isHandled,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from './webhook-event.ts';

type Reference = string | { id: string };
const idOf = (value: Reference | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/** The subscription of a checkout session, fetched from the provider before the transaction. */
export interface PrefetchedSubscription {
  subscription: ProviderSubscription;
  /** Unix seconds when the fetch started: the state is at least that recent. */
  fetchedAt: number;
}

type SubscriptionRow = typeof subscriptions.$inferInsert;

/**
 * Writes a subscription state unless the stored one is newer, in one statement: the guard holds
 * even when no row existed when the caller looked (a concurrent event may have created it since).
 * Returns whether the state was written (inserted or updated).
 */
export async function writeSubscriptionState(tx: Db, row: SubscriptionRow): Promise<boolean> {
  const { id: _id, ...set } = row;
  const written = await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.id,
      set,
      setWhere: sql`${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at`,
    })
    .returning({ id: subscriptions.id });
  return written.length > 0;
}

export interface SubscriptionEventsDeps {
  db: Db;
  mailer: Mailer;
  securityLog: SecurityLog;
  baseUrl: string;
  log: FastifyBaseLogger;
}

export interface ApplyResult {
  duplicate: boolean;
  mails: TemplatedMail[];
}

export function createSubscriptionEvents(deps: SubscriptionEventsDeps) {
  const { db, mailer, securityLog, baseUrl, log } = deps;
  const billingUrl = `${baseUrl}/account/billing`;

  async function userById(tx: Db, id: string | null | undefined) {
    if (!id) return undefined;
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, id));
    return user;
  }

  async function userIdOfCustomer(tx: Db, customerId: string | null): Promise<string | undefined> {
    if (!customerId) return undefined;
    const [row] = await tx
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, customerId));
    return row?.userId;
  }

  async function lockedRow(tx: Db, id: string): Promise<Subscription | undefined> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row;
  }

  async function planById(tx: Db, id: number | null) {
    if (id === null) return undefined;
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    return plan;
  }

  const line = (plan: SubscriptionPlan, cycle: BillingCycle) => ({
    name: plan.name,
    billingCycle: cycle,
    amount: amountOf(plan, cycle),
  });

  /**
   * Applies one subscription state as of `stateTime` (Unix seconds: the event's `created`, or when
   * the state was fetched); returns the e-mails to send after the commit.
   */
  async function applySubscription(
    tx: Db,
    sub: ProviderSubscription,
    event: ProviderEvent,
    meta: RequestMeta,
    options: { hintUserId?: string | null; stateTime?: number } = {},
  ): Promise<TemplatedMail[]> {
    const stateTime = new Date((options.stateTime ?? event.created) * 1000);
    const ignored = (reason: string) => {
      log.info({ eventId: event.id, subscriptionId: sub.id, reason }, 'older subscription state ignored');
      return [];
    };
    let existing = await lockedRow(tx, sub.id);
    if (existing && existing.providerUpdatedAt.getTime() > stateTime.getTime())
      return ignored('the stored state is newer');
    const customerId = idOf(sub.customer);
    const user =
      (await userById(tx, existing?.userId)) ??
      (await userById(tx, sub.metadata?.userId)) ??
      (await userById(tx, options.hintUserId)) ??
      (await userById(tx, await userIdOfCustomer(tx, customerId)));
    if (!user) {
      log.warn({ eventId: event.id, subscriptionId: sub.id }, 'subscription of no known user ignored');
      return [];
    }

    const item = sub.items.data[0];
    const priceId = item?.price.id ?? null;
    const mapped = priceId ? await planForPriceId(tx, priceId, { stripe: true, local: true }) : null;
    if (priceId && !mapped) log.warn({ priceId, subscriptionId: sub.id }, 'price matches no plan');
    const billingCycle: BillingCycle =
      mapped?.billingCycle ?? (item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly');
    const plan = mapped?.plan;
    const periodEnd = fromUnix(item?.current_period_end);
    // Newer Stripe API versions schedule a cancellation with `cancel_at` rather than the flag.
    const cancelAtPeriodEnd =
      sub.status !== 'canceled' && (sub.cancel_at_period_end || Boolean(sub.cancel_at));
    const valuesFor = (previous: Subscription | undefined) => ({
      userId: user.id,
      planId: plan?.id ?? previous?.planId ?? null,
      status: sub.status,
      billingCycle,
      priceId,
      customerId,
      currentPeriodStart: fromUnix(item?.current_period_start),
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd,
      canceledAt: fromUnix(sub.canceled_at) ?? (sub.status === 'canceled' ? fromUnix(sub.ended_at) : null),
      providerUpdatedAt: stateTime,
    });
    let values = valuesFor(existing);

    // No row to lock yet (the first event of this subscription): insert it if still absent. When a
    // concurrent first event inserted it meanwhile, this INSERT waited for that commit and does
    // nothing; its row is then locked and compared like any stored state (so the e-mails and the
    // log entry know the real previous state, e.g. no second "started" e-mail).
    let written = false;
    if (!existing) {
      const [inserted] = await tx
        .insert(subscriptions)
        .values({ id: sub.id, ...values })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      written = inserted !== undefined;
      if (!written) {
        existing = await lockedRow(tx, sub.id);
        values = valuesFor(existing);
      }
    }
    if (!written && !(await writeSubscriptionState(tx, { id: sub.id, ...values })))
      return ignored('a newer state was stored concurrently');
    if (customerId) {
      // The first checkout of a user records the customer (a webhook may be the first to know it).
      await tx.insert(billingCustomers).values({ userId: user.id, customerId }).onConflictDoNothing();
    }

    await securityLog.write(
      {
        eventType: 'subscription_updated',
        userId: user.id,
        description: `Subscription ${sub.id} of ${user.email}: ${existing ? `${existing.status} → ` : ''}${sub.status}${plan ? ` (${plan.name}, ${billingCycle})` : ''}${cancelAtPeriodEnd ? ', cancels at period end' : ''}`,
        metadata: {
          subscriptionId: sub.id,
          status: sub.status,
          previousStatus: existing?.status ?? null,
          planId: values.planId,
          previousPlanId: existing?.planId ?? null,
          billingCycle,
          cancelAtPeriodEnd,
          eventId: event.id,
          eventType: event.type,
        },
        meta,
      },
      tx,
    );

    return notifications(tx, { existing, values, plan, user });
  }

  async function notifications(
    tx: Db,
    input: {
      existing: Subscription | undefined;
      values: {
        status: string;
        billingCycle: BillingCycle;
        cancelAtPeriodEnd: boolean;
        currentPeriodEnd: Date | null;
        canceledAt: Date | null;
        planId: number | null;
      };
      plan: SubscriptionPlan | undefined;
      user: { email: string; name: string };
    },
  ): Promise<TemplatedMail[]> {
    const { existing, values, plan, user } = input;
    const base = { name: user.name, url: billingUrl };
    const wasLive = existing !== undefined && LIVE_STATUSES.includes(existing.status);
    const isLive = LIVE_STATUSES.includes(values.status);
    const mails: TemplatedMail[] = [];
    const planName = plan?.name ?? 'current';

    if (!wasLive && (values.status === 'active' || values.status === 'trialing') && plan) {
      mails.push({
        to: user.email,
        template: 'subscription_started',
        values: {
          ...base,
          plan: planLine(line(plan, values.billingCycle)),
          renewsOn: formatDate(values.currentPeriodEnd),
        },
      });
    } else if (
      wasLive &&
      isLive &&
      plan &&
      (existing.planId !== plan.id || existing.billingCycle !== values.billingCycle)
    ) {
      const previous = await planById(tx, existing.planId);
      mails.push({
        to: user.email,
        template: 'subscription_changed',
        values: {
          ...base,
          fromPlan: previous
            ? planLine(line(previous, existing.billingCycle as BillingCycle))
            : 'your previous plan',
          toPlan: planLine(line(plan, values.billingCycle)),
        },
      });
    }

    if (values.status === 'canceled' && existing && existing.status !== 'canceled') {
      mails.push({
        to: user.email,
        template: 'subscription_canceled',
        values: { ...base, planName, summary: 'It has ended.' },
      });
    } else if (isLive && values.cancelAtPeriodEnd && existing && !existing.cancelAtPeriodEnd) {
      mails.push({
        to: user.email,
        template: 'subscription_canceled',
        values: {
          ...base,
          planName,
          summary: `It stays active until ${formatDate(values.currentPeriodEnd)}, and you can resume it until then.`,
        },
      });
    }
    return mails;
  }

  async function applyInvoice(
    tx: Db,
    invoice: ProviderInvoice,
    event: ProviderEvent,
    meta: RequestMeta,
  ): Promise<TemplatedMail[]> {
    const paid = event.type === 'invoice.paid';
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription ?? invoice.subscription ?? null);
    const [sub] = subscriptionId
      ? await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
      : [];
    const user =
      (await userById(tx, sub?.userId)) ??
      (await userById(tx, details?.metadata?.userId)) ??
      (await userById(tx, await userIdOfCustomer(tx, idOf(invoice.customer))));
    const amount = paid ? (invoice.amount_paid ?? null) : (invoice.amount_due ?? null);
    await securityLog.write(
      {
        eventType: 'payment_event',
        userId: user?.id ?? null,
        success: paid,
        description: `${paid ? 'Payment received' : 'Payment failed'}${user ? ` for ${user.email}` : ''}${amount !== null ? `: ${amount} ${invoice.currency ?? ''}`.trimEnd() : ''}`,
        metadata: {
          invoiceId: invoice.id,
          subscriptionId,
          amount,
          currency: invoice.currency ?? null,
          eventId: event.id,
          eventType: event.type,
        },
        meta,
      },
      tx,
    );
    if (paid || !user) return [];
    const plan = await planById(tx, sub?.planId ?? null);
    return [
      {
        to: user.email,
        template: 'payment_failed',
        values: {
          name: user.name,
          url: billingUrl,
          planName: plan?.name ?? 'current',
          amount: amount === null ? 'the latest payment' : formatMoney(amount),
        },
      },
    ];
  }

  /**
   * Records the event id and applies its effect, inside `tx`. `prefetched` is the subscription of
   * a checkout session, fetched by the caller before the transaction (no network call inside it).
   */
  async function apply(
    tx: Db,
    event: ProviderEvent,
    meta: RequestMeta,
    prefetched?: PrefetchedSubscription | null,
  ): Promise<ApplyResult> {
    const [stored] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, eventCreatedAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored) return { duplicate: true, mails: [] };

    // Other types are stored (so a replay is still a duplicate) and otherwise ignored.
    if (!isHandled(event)) return { duplicate: false, mails: [] };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
        const customerId = idOf(session.customer);
        if (customerId && (await userById(tx, userId))) {
          await tx.insert(billingCustomers).values({ userId: userId!, customerId }).onConflictDoNothing();
        }
        const embedded = typeof session.subscription === 'object' ? session.subscription : null;
        // An expanded subscription is as of the event; a fetched one is as of its fetch, which can
        // be newer than events still on their way (those must not overwrite it).
        const sub = embedded ?? prefetched?.subscription ?? null;
        if (!sub) return { duplicate: false, mails: [] };
        const stateTime = embedded ? event.created : Math.max(event.created, prefetched!.fetchedAt);
        return {
          duplicate: false,
          mails: await applySubscription(tx, sub, event, meta, { hintUserId: userId, stateTime }),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { duplicate: false, mails: await applySubscription(tx, event.data.object, event, meta) };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return { duplicate: false, mails: await applyInvoice(tx, event.data.object, event, meta) };
    }
  }

  async function send(mails: TemplatedMail[]) {
    for (const mail of mails) await mailer.sendTemplate(mail.template, mail.to, mail.values);
  }

  return {
    apply,
    send,
    /** One event in its own transaction, then its e-mails. */
    async process(event: ProviderEvent, meta: RequestMeta, prefetched?: PrefetchedSubscription | null) {
      const result = await db.transaction((tx) => apply(tx as unknown as Db, event, meta, prefetched));
      await send(result.mails);
      return { duplicate: result.duplicate };
    },
    async isKnown(eventId: string) {
      const [row] = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId));
      return row !== undefined;
    },
  };
}

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;
