/**
 * Organizations (teams): the organization, its members with their roles, and the invitations
 * sent to join it. Our own tables rather than better-auth's organization plugin (see
 * docs/architecture.md): roles, limits and billing are ours, and every route is ours anyway.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { belongsToUser, users } from './users.ts';

export const organizations = pgTable(
  'organization',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organization_slug_unique').on(table.slug),
    index('organization_created_at_idx').on(table.createdAt, table.id),
    // Trigram indexes serve the admin search (ILIKE '%term%').
    index('organization_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('organization_slug_trgm_idx').using('gin', sql`${table.slug} gin_trgm_ops`),
  ],
);

/** A row that goes with its organization (deleted with it). */
export const belongsToOrganization = (name = 'organization_id') =>
  text(name)
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizationMembers = pgTable(
  'organization_member',
  {
    organizationId: belongsToOrganization(),
    userId: belongsToUser(),
    /** owner | admin | member */
    role: text('role').notNull(),
    /** When the user last made this their active organization; the newest one is active. */
    activeAt: timestamp('active_at', { withTimezone: true }),
    /** When the user joined. */
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_member_user_idx').on(table.userId),
    // Exactly one owner: a second owner row (a racing transfer) fails here.
    uniqueIndex('organization_member_one_owner').on(table.organizationId).where(sql`${table.role} = 'owner'`),
  ],
);

export const organizationInvitations = pgTable(
  'organization_invitation',
  {
    id: text('id').primaryKey(),
    organizationId: belongsToOrganization(),
    email: text('email').notNull(),
    /** admin | member */
    role: text('role').notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** pending | accepted | declined | revoked (expired is pending past expiresAt) */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organization_invitation_token_unique').on(table.tokenHash),
    // One pending invitation per address and organization, even when two are sent at once.
    uniqueIndex('organization_invitation_pending_unique')
      .on(table.organizationId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('organization_invitation_email_idx').on(table.email),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
export type OrganizationInvitation = typeof organizationInvitations.$inferSelect;
