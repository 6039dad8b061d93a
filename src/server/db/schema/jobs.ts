/**
 * The one durable job runner's table (src/server/jobs): every piece of work that must survive a
 * restart (mail, webhook deliveries, the recurring ticks) is a row here until it has run.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const jobs = pgTable(
  'job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The queue that runs it, e.g. `mail` or `webhook.deliver`. */
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued → running (leased) → succeeded | queued again (a retry) | failed (no attempts left). */
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When it may run: now, a retry's backoff, or a scheduled time. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: after it, a crashed worker's job is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one job per key: a recurring tick's period, or a caller's idempotency key. */
    singletonKey: text('singleton_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('job_due_idx').on(table.runAt).where(sql`${table.status} = 'queued'`),
    index('job_lease_idx').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
    index('job_queue_status_idx').on(table.queue, table.status),
    index('job_finished_idx').on(table.finishedAt).where(sql`${table.finishedAt} is not null`),
    uniqueIndex('job_singleton_key_idx').on(table.singletonKey),
  ],
);

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export type Job = typeof jobs.$inferSelect;
