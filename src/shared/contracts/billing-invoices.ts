/**
 * A payer's invoices (issue #31): Stripe's (its hosted page and PDF), or the local provider's (our
 * page /billing/invoices/{id} and PDF). Amounts are integer minor units (cents) of `currency`.
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';

/** Stripe's invoice statuses; a failed local attempt is `open` (still owed). */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export const invoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/** One line: the plan, or a discount (a negative amount). */
export const invoiceLine = z.object({
  description: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceView = z.object({
  /** The provider's invoice id (`in_…`): opaque. */
  id: z.string(),
  number: z.string(),
  status: invoiceStatus,
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(invoiceLine),
  /** The invoice's page: Stripe's hosted page, or ours (absolute); null when Stripe gave none. */
  url: z.string().nullable(),
  /** Its PDF: Stripe's, or ours; null when Stripe gave none. */
  pdfUrl: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** The user's own invoices, or with `organizationId` an organization's (its owner or an admin). */
export const invoicesQuery = z.object({ organizationId: z.string().trim().min(1).max(64).optional() });
export const invoiceIdParam = z.object({ id: z.string().trim().min(1).max(255) });

export const invoicesEndpoints = endpoints(
  { access: 'user', tags: ['billing'] },
  {
    list: {
      method: 'GET',
      path: '/api/subscription/invoices',
      summary:
        "The user's invoices, newest first; `organizationId`: the organization's (owner or admin, else 403)",
      query: invoicesQuery,
      response: z.object({ invoices: z.array(invoiceView) }),
    },
    get: {
      method: 'GET',
      path: '/api/subscription/invoices/:id',
      summary:
        "One invoice of the user's (or of an organization they own or administer); 404 for anyone else's",
      params: invoiceIdParam,
      response: z.object({ invoice: invoiceView }),
    },
    pdf: {
      method: 'GET',
      path: '/api/subscription/invoices/:id/pdf',
      summary:
        "A local invoice as a PDF in the user's language (attachment); a Stripe invoice redirects (302) to Stripe's PDF. 404 for anyone else's, or a Stripe invoice without a PDF",
      params: invoiceIdParam,
      produces: ['application/pdf'],
      raw: true,
    },
  },
);
