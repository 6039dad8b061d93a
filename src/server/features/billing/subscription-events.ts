/**
 * The one entry for payment-provider events. Stripe's webhook and the local provider both feed
 * Stripe-shaped events here, so e-mails, security entries and `GET /api/subscription` behave the
 * same in both modes.
 *
 * - Events arrive checked against their shapes (webhook-event.ts); types we do not handle are
 *   recorded and otherwise ignored.
 * - Each event id is recorded in `webhook_event` in the same transaction as its effect: a replay
 *   finds the id and changes nothing; a failure rolls the id back too, so a retry is applied.
 * - A checkout's subscription fetched from the provider is stamped with the fetch time, not the
 *   (older) checkout event's time.
 * - E-mails are sent after the commit (the mailer writes with its own connection).
 */
import { eq } from 'drizzle-orm';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, webhookEvents } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sendTemplatedMail, type TemplatedMail } from '../../mail/mailer.ts';
import { discountReferences, recordRedemption } from './coupon-redemptions.ts';
import type { EventDeps } from './deps.ts';
import { idOf, userById } from './event-lookups.ts';
import { applyInvoice } from './invoice-events.ts';
import { applySubscription } from './subscription-state.ts';
import { isHandled, type ProviderEvent, type ProviderSubscription } from './webhook-event.ts';

/** The subscription of a checkout session, fetched from the provider before the transaction. */
export interface PrefetchedSubscription {
  subscription: ProviderSubscription;
  /** Unix seconds when the fetch started: the state is at least that recent. */
  fetchedAt: number;
}

export interface ApplyResult {
  duplicate: boolean;
  mails: TemplatedMail[];
}

/**
 * Records the event id and applies its effect, inside `tx`. `prefetched` is the subscription of
 * a checkout session, fetched by the caller before the transaction (no network call inside it).
 */
export async function applyEvent(
  deps: EventDeps,
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
      // An expanded subscription is as of the event; a fetched one (or the state of its
      // cancellation, organization-checkout.ts) is as of its fetch, which can be newer than
      // events still on their way (those must not overwrite it).
      const sub = prefetched?.subscription ?? embedded ?? null;
      if (!sub) return { duplicate: false, mails: [] };
      const stateTime = prefetched ? Math.max(event.created, prefetched.fetchedAt) : event.created;
      const mails = await applySubscription(deps, tx, sub, event, meta, { hintUserId: userId, stateTime });
      const discounts = discountReferences(sub, session.discounts);
      await recordRedemption(deps, tx, sub.id, discounts, event, meta);
      return { duplicate: false, mails };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end': {
      const sub = event.data.object;
      const mails = await applySubscription(deps, tx, sub, event, meta);
      await recordRedemption(deps, tx, sub.id, discountReferences(sub), event, meta);
      return { duplicate: false, mails };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { duplicate: false, mails: await applyInvoice(deps, tx, event.data.object, event, meta) };
    default:
      return { duplicate: false, mails: [] };
  }
}

/** The events of one change, in order, inside `tx`; their e-mails together. */
export async function applyEvents(
  deps: EventDeps,
  tx: Db,
  events: ProviderEvent[],
  meta: RequestMeta,
): Promise<TemplatedMail[]> {
  const mails: TemplatedMail[] = [];
  for (const event of events) mails.push(...(await applyEvent(deps, tx, event, meta)).mails);
  return mails;
}

/**
 * Runs `work` in one transaction, then sends the e-mails it returned: after the commit, so a
 * rolled-back change (or a replay, which returns none) sends nothing.
 */
export async function inTransactionThenMail<T>(
  { db, mailer }: Pick<EventDeps, 'db' | 'mailer'>,
  work: (tx: Db) => Promise<{ result: T; mails: TemplatedMail[] }>,
): Promise<T> {
  const { result, mails } = await inTransaction(db, work);
  await sendMails({ mailer }, mails);
  return result;
}

/** The e-mails of committed events (never before the commit: a rolled-back change sends none). */
export async function sendMails({ mailer }: Pick<EventDeps, 'mailer'>, mails: TemplatedMail[]) {
  for (const mail of mails) await sendTemplatedMail(mailer, mail);
}

/** One event in its own transaction, then its e-mails. */
export function processEvent(
  deps: EventDeps,
  event: ProviderEvent,
  meta: RequestMeta,
  prefetched?: PrefetchedSubscription | null,
) {
  return inTransactionThenMail(deps, async (tx) => {
    const { duplicate, mails } = await applyEvent(deps, tx, event, meta, prefetched);
    return { result: { duplicate }, mails };
  });
}

export async function isKnownEvent({ db }: EventDeps, eventId: string) {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, eventId));
  return row !== undefined;
}
