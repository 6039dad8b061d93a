/** Every e-mail the service sends: the rendered message and how its delivery went (the job is a `mail` job). */
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
    /** queued → sent | failed (after the last retry); a queued message has a `mail` job. */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    transport: text('transport').notNull(),
    /** When the next delivery attempt may run (retries back off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_created_at_idx').on(table.createdAt, table.id),
    index('email_to_idx').on(table.to, table.createdAt),
    index('email_status_idx').on(table.status, table.createdAt),
  ],
);

export type Email = typeof emails.$inferSelect;
