/**
 * Intake: contact-form submissions, the waitlist (its entries and its one settings row), and
 * feedback from visitors and users.
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
import { createdAt, timestamps } from './columns.ts';
import { users } from './users.ts';

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
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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
