/** Every e-mail the service sends: the rendered message, and its delivery job (queued, retried). */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const emails = pgTable(
  'email',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** queued → sent | failed (after the last retry). A queued row is the delivery job. */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    transport: text('transport').notNull(),
    /** When the next delivery attempt may run (retries back off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on the job: no other instance takes it before then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_created_at_idx').on(table.createdAt, table.id),
    index('email_to_idx').on(table.to, table.createdAt),
    index('email_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index('email_status_idx').on(table.status, table.createdAt),
  ],
);

export type Email = typeof emails.$inferSelect;
