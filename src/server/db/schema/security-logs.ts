/** The security log: every sign-in, refusal and admin action, with who did it and from where. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const securityLogs = pgTable(
  'security_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** The user the event is about (the spec's userId). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who caused it, when that is someone else (the admin of an admin action). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    eventCategory: text('event_category').notNull(),
    severity: text('severity').notNull(),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    requestPath: text('request_path'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    success: boolean('success').notNull().default(true),
  },
  // Indexes are ascending on purpose: PostgreSQL scans them backwards for `ORDER BY ... DESC`
  // (NULLS FIRST), which a `DESC NULLS LAST` index would not serve.
  (table) => [
    index('security_log_timestamp_idx').on(table.timestamp, table.id),
    index('security_log_user_idx').on(table.userId, table.timestamp),
    index('security_log_actor_idx').on(table.actorId, table.timestamp),
    index('security_log_event_type_idx').on(table.eventType, table.timestamp),
    index('security_log_severity_idx').on(table.severity, table.timestamp),
    index('security_log_failed_idx').on(table.timestamp).where(sql`${table.success} = false`),
  ],
);

export type SecurityLog = typeof securityLogs.$inferSelect;
export type NewSecurityLog = typeof securityLogs.$inferInsert;
