/**
 * The invoice row of an invoice.* event (Stripe's, or the local provider's built the same way):
 * upserted by the provider's id, the newest event's state winning, so a replayed or late event
 * never duplicates an invoice nor brings an older state back.
 */
import { sql } from 'drizzle-orm';
import { INVOICE_STATUSES, type InvoiceLine, type InvoiceStatus } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import type { ProviderEvent, ProviderInvoice } from './webhook-event.ts';

export interface InvoiceOwner {
  userId: string;
  organizationId: string | null;
  subscriptionId: string | null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const isInvoiceStatus = (value: string | null | undefined): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

/** The plan lines as the provider listed them, then one negative line per discount taken off. */
function linesOf(invoice: ProviderInvoice): InvoiceLine[] {
  const lines: InvoiceLine[] = (invoice.lines?.data ?? []).map((line) => ({
    description: line.description ?? '',
    amount: line.amount ?? 0,
    quantity: line.quantity ?? 1,
  }));
  for (const discount of invoice.total_discount_amounts ?? [])
    if (discount.amount > 0) lines.push({ description: 'Discount', amount: -discount.amount, quantity: 1 });
  return lines;
}

export async function recordInvoice(
  tx: Db,
  invoice: ProviderInvoice,
  event: ProviderEvent,
  owner: InvoiceOwner,
): Promise<void> {
  const paid = event.type === 'invoice.paid';
  const issuedAt = fromUnix(invoice.created ?? event.created);
  // A subscription invoice's own period_start/end is the period before it (Stripe's quirk): the
  // service period is its line's.
  const linePeriod = invoice.lines?.data[0]?.period;
  const periodStart = fromUnix(linePeriod?.start ?? invoice.period_start ?? invoice.created ?? event.created);
  const periodEnd = fromUnix(linePeriod?.end ?? invoice.period_end ?? invoice.created ?? event.created);
  const amountDue = invoice.amount_due ?? 0;
  const values = {
    providerId: invoice.id,
    // Stripe numbers an invoice once finalized; a bare event without one shows its id.
    number: invoice.number ?? invoice.id,
    status: isInvoiceStatus(invoice.status) ? invoice.status : paid ? 'paid' : 'open',
    amountDue,
    amountPaid: invoice.amount_paid ?? (paid ? amountDue : 0),
    currency: invoice.currency ?? 'usd',
    issuedAt,
    periodStart,
    periodEnd,
    lines: linesOf(invoice),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    ...owner,
    eventAt: fromUnix(event.created),
  } satisfies typeof invoices.$inferInsert;
  // Its id and issue date stay: a retry settles the same invoice, issued when it was first.
  const { providerId: _id, issuedAt: _issued, ...changes } = values;
  await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerId,
      set: changes,
      // The newest state wins; an event as recent as the stored one (a replay) rewrites the same.
      setWhere: sql`${invoices.eventAt} <= excluded.event_at`,
    });
}
