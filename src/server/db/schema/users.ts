/**
 * Users and their sign-in state: the four tables of better-auth's model (with the admin plugin's
 * role and ban fields). They are kept here, not generated at run time, so drizzle-kit owns every
 * migration. Every other table that points at a user imports `users` from this module.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

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
    /** The saved language (one of shared/i18n LOCALES); null: the browser's Accept-Language decides. */
    locale: text('locale'),
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

/** A row's owner: a user column that goes with the user (deleted with them). */
export const belongsToUser = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: belongsToUser(),
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
    userId: belongsToUser(),
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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
