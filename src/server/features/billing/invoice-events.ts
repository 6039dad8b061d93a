/**
 * invoice.paid / invoice.payment_failed: a `payment_event` security entry each (`success: false`
 * on failure), the payment-failed e-mail, and what the outcome does to the subscription (failed:
 * past_due; paid while owed: active again), as Stripe's customer.subscription.updated also says.
 * Each also writes the invoice's row (invoice-records.ts), which the invoice list reads.
 */
import { eq } from 'drizzle-orm';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import type { TemplatedMail } from '../../mail/mailer.ts';
import type { EventDeps } from './deps.ts';
import { idOf, planById, userById, userIdOfCustomer } from './event-lookups.ts';
import { recordInvoice } from './invoice-records.ts';
import { paymentFailedMail } from './subscription-mails.ts';
import { applyPaymentOutcome } from './subscription-state.ts';
import type { ProviderEvent, ProviderInvoice } from './webhook-event.ts';

export async function applyInvoice(
  deps: EventDeps,
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
  await deps.securityLog.write(
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
  // An invoice of no known user is only logged: the list is per user (or organization).
  if (user) {
    const organizationId = sub?.organizationId ?? null;
    await recordInvoice(tx, invoice, event, {
      userId: sub?.userId ?? user.id,
      organizationId,
      subscriptionId,
    });
    const amountDue = invoice.amount_due ?? 0;
    await deps.emitWebhook(
      organizationId
        ? { kind: 'organization', id: organizationId }
        : { kind: 'user', id: sub?.userId ?? user.id },
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      {
        invoice: {
          id: invoice.id,
          number: invoice.number ?? invoice.id,
          status: invoice.status ?? (paid ? 'paid' : 'open'),
          amountDue,
          amountPaid: invoice.amount_paid ?? (paid ? amountDue : 0),
          currency: invoice.currency ?? 'usd',
          subscriptionId,
          organizationId,
        },
      },
      tx,
    );
  }
  const mails = subscriptionId ? await applyPaymentOutcome(deps, tx, subscriptionId, event, meta) : [];
  if (paid || !user) return mails;
  const plan = await planById(tx, sub?.planId ?? null);
  return [paymentFailedMail(deps.baseUrl, user, plan?.name, amount, sub?.organizationId ?? null), ...mails];
}
