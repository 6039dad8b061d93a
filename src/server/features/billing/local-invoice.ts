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
}

/** The open invoice a retry or a late payment settles, or a new id and number. */
async function invoiceIdentity(tx: Db, subscriptionId: string) {
  const [open] = await tx
    .select({ id: invoices.providerId, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  if (open) return open;
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
  const gross = charge.plan ? amountOf(charge.plan, state.billingCycle) : 0;
  const discount =
    charge.discount !== undefined
      ? charge.discount
      : await discountAt(tx, state.id, gross, state.periodStart);
  const off = Math.min(discount?.amount ?? 0, gross);
  const due = gross - off;
  const period = { start: unix(state.periodStart), end: unix(state.periodEnd) };
  const { id, number } = await invoiceIdentity(tx, state.id);
  const lines = [
    {
      description: `${charge.plan?.name ?? 'Subscription'} (${state.billingCycle})`,
      amount: gross,
      quantity: 1,
      period,
    },
    ...(discount && off > 0
      ? [{ description: `Discount (${discount.code})`, amount: -off, quantity: 1, period }]
      : []),
  ];
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
