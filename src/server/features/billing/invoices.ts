/**
 * GET /api/subscription/invoices (+ /{id}, /{id}/pdf): a payer's invoices as the provider last
 * described them (invoice-records.ts). The user's own, or an organization's for its owner or an
 * admin; someone else's invoice is a 404, so its existence is not revealed.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InvoiceView } from '../../../shared/contracts/billing.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/session.ts';
import { type Invoice, invoices, organizations } from '../../db/schema.ts';
import type { BillingDeps } from './deps.ts';

/** The local provider's invoices are ours to show; Stripe's have their own page and PDF. */
const isLocal = (row: Invoice) => row.providerId.startsWith('in_local');

function viewOf(baseUrl: string, row: Invoice): InvoiceView {
  const id = encodeURIComponent(row.providerId);
  return {
    id: row.providerId,
    number: row.number,
    status: row.status,
    amountDue: row.amountDue,
    amountPaid: row.amountPaid,
    currency: row.currency,
    createdAt: row.issuedAt.toISOString(),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    lines: row.lines,
    url: isLocal(row) ? `${baseUrl}/billing/invoices/${id}` : row.hostedUrl,
    pdfUrl: isLocal(row) ? `${baseUrl}/api/subscription/invoices/${id}/pdf` : row.pdfUrl,
  };
}

export async function listInvoices(
  { db, baseUrl, organizationPayers }: BillingDeps,
  userId: string,
  organizationId: string | undefined,
) {
  if (organizationId) await organizationPayers.requirePayer(db, organizationId, userId);
  const owner = organizationId
    ? eq(invoices.organizationId, organizationId)
    : and(eq(invoices.userId, userId), isNull(invoices.organizationId));
  const rows = await db
    .select()
    .from(invoices)
    .where(owner)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return { invoices: rows.map((row) => viewOf(baseUrl, row)) };
}

/** The invoice if the user may see it: their own, or an organization's they may pay for; else 404. */
async function visibleInvoice({ db, organizationPayers }: BillingDeps, userId: string, providerId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.providerId, providerId));
  const visible =
    row &&
    (row.organizationId
      ? await organizationPayers.mayPay(db, row.organizationId, userId)
      : row.userId === userId);
  if (!visible) throw notFound('Invoice not found');
  return row;
}

export async function getInvoice(deps: BillingDeps, userId: string, providerId: string) {
  return { invoice: viewOf(deps.baseUrl, await visibleInvoice(deps, userId, providerId)) };
}

export type InvoicePdfAnswer =
  | { kind: 'pdf'; bytes: Buffer; filename: string }
  | { kind: 'redirect'; url: string };

/**
 * A local invoice drawn in the user's language; a Stripe invoice is Stripe's PDF (a redirect), or
 * 404 when Stripe gave none (a draft).
 */
export async function invoicePdf(
  deps: BillingDeps,
  user: SessionUser,
  providerId: string,
  locale: Locale,
): Promise<InvoicePdfAnswer> {
  const row = await visibleInvoice(deps, user.id, providerId);
  if (!isLocal(row)) {
    if (!row.pdfUrl) throw notFound('Invoice PDF not found');
    return { kind: 'redirect', url: row.pdfUrl };
  }
  const [organization] = row.organizationId
    ? await deps.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.organizationId))
    : [];
  // PDFKit and its fonts load with the first PDF asked for, not with the server.
  const { drawInvoicePdf } = await import('./invoice-pdf.ts');
  const bytes = await drawInvoicePdf(
    {
      number: row.number,
      status: row.status,
      issuedAt: row.issuedAt,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      currency: row.currency,
      lines: row.lines,
      amountDue: row.amountDue,
      amountPaid: row.amountPaid,
      // The deployment is the seller: its host names it (a business's legal details are its own
      // to add here).
      seller: { name: new URL(deps.baseUrl).host, details: [deps.baseUrl] },
      customer: { name: organization?.name ?? user.name, email: user.email },
    },
    locale,
  );
  // The file name carries the number, which is safe in a header once limited to its characters.
  return { kind: 'pdf', bytes, filename: `invoice-${row.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf` };
}
