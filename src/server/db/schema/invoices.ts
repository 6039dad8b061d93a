/**
 * Invoices as the payment provider last described them (Stripe's, or the local provider's), one
 * row per provider invoice, written from invoice.* events (invoice-events.ts) so both providers
 * go through one path.
 */
import { desc } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine, InvoiceStatus } from '../../../shared/contracts/billing-invoices.ts';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { belongsToUser } from './users.ts';

/** The local provider's invoice numbers (`LOCAL-000001`), one sequence per deployment. */
export const localInvoiceNumbers = pgSequence('local_invoice_number_seq', { startWith: 1 });

export const invoices = pgTable(
  'invoice',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stripe's `in_…` or the local provider's `in_local_…`: the API's opaque id. */
    providerId: text('provider_id').notNull(),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** Integer minor units (cents) of `currency`, after discounts. */
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    /** When the provider issued it (Stripe's `created`). */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The plan line, and a discount line (a negative amount) when a coupon applied. */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    /** Stripe's hosted page and PDF; null for the local provider's (served by us). */
    hostedUrl: text('hosted_url'),
    pdfUrl: text('pdf_url'),
    /** The user who pays (for an organization: the one who checked out). */
    userId: belongsToUser(),
    /** The organization it bills; null: the user's own subscription. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The provider's subscription (no reference: an invoice event may come before it). */
    subscriptionId: text('subscription_id'),
    /** The `created` of the event last applied: an older event arriving later changes nothing. */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invoice_provider_id_unique').on(table.providerId),
    index('invoice_user_idx').on(table.userId, desc(table.issuedAt)),
    index('invoice_organization_idx').on(table.organizationId, desc(table.issuedAt)),
    index('invoice_subscription_idx').on(table.subscriptionId),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
