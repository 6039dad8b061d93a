/**
 * The last server errors (issue #34): one row per 5xx the error handler answered for an error it
 * did not expect, for the admin's system page. Only what identifies the failure, never what
 * identifies a person: the route's template (not its URL), the error's name, a scrubbed message and
 * the first stack frames; no body, header, query string, e-mail or token. Capped by an hourly purge
 * (features/system/error-purge.ts).
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverErrors = pgTable(
  'server_error',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The request's id: the same as in the logs and the response's `x-request-id`. */
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    /** The route's template (`/api/blog/:slug`), or null when no route matched. */
    route: text('route'),
    /** The status the client got (500, or 503 for a dependency that refused). */
    status: integer('status').notNull(),
    errorName: text('error_name').notNull(),
    /** Scrubbed and cut to 500 characters (server-error-text.ts). */
    message: text('message').notNull(),
    /** The first frames of the stack, for finding the code; the hash groups repeats of one failure. */
    stack: text('stack'),
    stackHash: text('stack_hash').notNull(),
    /** The release that answered (package.json's version). */
    release: text('release').notNull(),
  },
  (table) => [index('server_error_occurred_at_idx').on(table.occurredAt)],
);

export type ServerErrorRow = typeof serverErrors.$inferSelect;
export type NewServerError = typeof serverErrors.$inferInsert;
