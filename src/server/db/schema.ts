/**
 * The database schema: one module, inferred types exported beside the tables.
 * The four auth tables follow better-auth's model (with the admin plugin's role and ban fields);
 * they are kept here, not generated at run time, so drizzle-kit owns every migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('user_email_unique').on(table.email),
    index('user_created_at_idx').on(table.createdAt, table.id),
    index('user_role_idx').on(table.role, table.createdAt),
    // Trigram indexes serve the admin search (ILIKE '%term%') without a scan of every user.
    index('user_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('user_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('user_banned_idx').on(table.createdAt).where(sql`${table.banned} = true`),
  ],
);

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('session_token_unique').on(table.token),
    index('session_user_id_idx').on(table.userId),
  ],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_created_at_idx').on(table.createdAt, table.id),
    index('email_to_idx').on(table.to, table.createdAt),
    index('email_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index('email_status_idx').on(table.status, table.createdAt),
  ],
);

/** Key-value settings owned by the service itself (e.g. the generated auth secret). */
export const appSettings = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type SecurityLog = typeof securityLogs.$inferSelect;
export type NewSecurityLog = typeof securityLogs.$inferInsert;
export type Email = typeof emails.$inferSelect;

export const contactSubmissions = pgTable(
  'contact_submission',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The latest reply sent from the admin area, and when. */
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_created_at_idx').on(table.createdAt, table.id),
    index('contact_read_idx').on(table.read, table.createdAt),
    index('contact_name_trgm_idx').using('gin', sql`${table.fullName} gin_trgm_ops`),
    index('contact_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** pending → invited → joined (joined also straight from pending when the address signs up). */
    status: text('status').notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_email_unique').on(table.email),
    index('waitlist_status_idx').on(table.status, table.createdAt, table.id),
    index('waitlist_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** One row (id 1): the waitlist's public texts and its auto-invite rule. */
export const waitlistSettings = pgTable('waitlist_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  title: text('title').notNull().default('Join the waitlist'),
  description: text('description').notNull().default('Be the first to know when we open the doors.'),
  successMessage: text('success_message')
    .notNull()
    .default("You're on the list! We'll e-mail you an invitation."),
  /** off | oldest_daily (invite the oldest N pending entries each day) | before_date (everyone who joined before a date). */
  autoInviteMode: text('auto_invite_mode').notNull().default('off'),
  autoInviteCount: integer('auto_invite_count').notNull().default(10),
  autoInviteBefore: timestamp('auto_invite_before', { withTimezone: true }),
  lastAutoInviteAt: timestamp('last_auto_invite_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Visitors leave an address to be answered at; signed-in users' come from their account. */
    email: text('email'),
    name: text('name'),
    type: text('type').notNull(),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    /** pending → in_progress → completed; pending | in_progress → rejected. */
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('feedback_created_at_idx').on(table.createdAt, table.id),
    index('feedback_status_idx').on(table.status, table.createdAt),
    index('feedback_type_idx').on(table.type, table.createdAt),
  ],
);

export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type Feedback = typeof feedback.$inferSelect;

export * from './schema/billing.ts';
export * from './schema/blog.ts';
export * from './schema/content.ts';
export * from './schema/email-templates.ts';
