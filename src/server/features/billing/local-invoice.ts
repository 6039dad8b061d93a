/**
 * The local provider's invoice.* events, carrying what Stripe's do (issue #31): a number, a
 * status, the plan line and the discount line, the service period. A failed attempt leaves the
 * invoice `open`; the retries and the payment that follow are the same invoice (its id and
 * number), as Stripe retries one invoice, so the list shows one invoice per charge.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, localInvoiceNumbers } from '../../db/schema.ts';
import { discountAt } from './coupon-redemptions.ts';
import { eventOf, type LocalState, newId } from './local-state.ts';
import { amountOf } from './plans.ts';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** What one invoice charges: the plan's price for the period, less a coupon's discount. */
export interface LocalCharge {
  plan: { name: string; priceMonthly: number; priceYearly: number } | null;
  /** Known at checkout (the redemption is not written yet); else read from the redemption. */
  discount?: { code: string; amount: number } | null;
  /** Metered usage of the period that ended, past its included units (a renewal's invoice). */
  usage?: Array<{ description: string; amount: number; quantity: number }>;
}

/**
 * The open invoice a retry or a late payment settles (its id, number, lines and amount: a retry
 * charges the same invoice again), or null.
 */
async function openInvoiceOf(tx: Db, subscriptionId: string) {
  const [open] = await tx
    .select({
      id: invoices.providerId,
      number: invoices.number,
      lines: invoices.lines,
      amountDue: invoices.amountDue,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
    })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return open ?? null;
}

/** A new invoice's id and its number, the next of the deployment's sequence. */
async function newInvoiceIdentity(tx: Db) {
  const result = await tx.execute(
    sql`select nextval(${sql.raw(`'${localInvoiceNumbers.seqName}'`)}) as value`,
  );
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; bigint comes as a string.
  const [next] = (result as unknown as { rows: Array<{ value: string | number }> }).rows;
  return { id: newId('in_local'), number: `LOCAL-${String(next?.value ?? 0).padStart(6, '0')}` };
}

export async function localInvoiceEvent(
  tx: Db,
  type: 'invoice.paid' | 'invoice.payment_failed',
  state: LocalState,
  charge: LocalCharge,
  at: Date,
) {
  const open = await openInvoiceOf(tx, state.id);
  if (open) {
    // The same invoice charged again: its lines, amount and period as first issued.
    const period = { start: unix(open.periodStart), end: unix(open.periodEnd) };
    const lines = open.lines.map((line) => ({ ...line, period }));
    return invoiceEvent(type, state, { lines, due: open.amountDue, period, identity: open }, at);
  }
  // A per-seat plan's price is per seat.
  const quantity = state.quantity ?? 1;
  const gross = charge.plan ? amountOf(charge.plan, state.billingCycle) * quantity : 0;
  const discount =
    charge.discount !== undefined
      ? charge.discount
      : await discountAt(tx, state.id, gross, state.periodStart);
  const off = Math.min(discount?.amount ?? 0, gross);
  const usage = charge.usage ?? [];
  const due = gross - off + usage.reduce((sum, line) => sum + line.amount, 0);
  const period = { start: unix(state.periodStart), end: unix(state.periodEnd) };
  const lines = [
    {
      description: `${charge.plan?.name ?? 'Subscription'} (${state.billingCycle})`,
      amount: gross,
      quantity,
      period,
    },
    ...(discount && off > 0
      ? [{ description: `Discount (${discount.code})`, amount: -off, quantity: 1, period }]
      : []),
    ...usage.map((line) => ({ ...line, period })),
  ];
  return invoiceEvent(type, state, { lines, due, period, identity: await newInvoiceIdentity(tx) }, at);
}

/**
 * A plan or seat change's invoice: its prorated lines (a credit is negative, a discount too), for
 * the rest of the period from `at`, paid now (or, a seat added with a card that fails, `open`
 * for the retries). Always a new invoice.
 */
export async function localChangeInvoiceEvent(
  tx: Db,
  state: LocalState,
  lines: Array<{ description: string; amount: number; quantity: number }>,
  at: Date,
  type: 'invoice.paid' | 'invoice.payment_failed' = 'invoice.paid',
) {
  const period = { start: unix(at), end: unix(state.periodEnd) };
  const due = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.amount, 0),
  );
  return invoiceEvent(
    type,
    state,
    {
      lines: lines.map((line) => ({ ...line, period })),
      due,
      period,
      identity: await newInvoiceIdentity(tx),
    },
    at,
  );
}

interface InvoiceContent {
  lines: Array<{
    description: string;
    amount: number;
    quantity: number;
    period: { start: number; end: number };
  }>;
  due: number;
  period: { start: number; end: number };
  identity: { id: string; number: string };
}

/** The invoice.* event Stripe would send for these lines. */
function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  state: LocalState,
  { lines, due, period, identity }: InvoiceContent,
  at: Date,
) {
  const { id, number } = identity;
  const paid = type === 'invoice.paid';
  return eventOf(
    type,
    {
      id,
      object: 'invoice',
      number,
      status: paid ? 'paid' : 'open',
      customer: state.customer,
      amount_paid: paid ? due : 0,
      amount_due: due,
      currency: 'usd',
      created: unix(at),
      period_start: period.start,
      period_end: period.end,
      lines: { data: lines },
      hosted_invoice_url: null,
      invoice_pdf: null,
      parent: { subscription_details: { subscription: state.id, metadata: { userId: state.userId } } },
    },
    at,
  );
}
