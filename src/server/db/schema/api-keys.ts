/**
 * API keys (issue #33): a user's or an organization's credentials for calling the API from code.
 * Only the secret's SHA-256 is stored; the key acts as its creator, in its organization when it
 * has one.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../shared/contracts/api-key-scopes.ts';
import { createdAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { belongsToUser } from './users.ts';

export const apiKeys = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    /** The user it acts as (its creator); deleting the user deletes the key. */
    userId: belongsToUser(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the secret, hex. */
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Kept to the minute: written at most once a minute per key, not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_key_secret_hash_unique').on(table.secretHash),
    index('api_key_user_idx').on(table.userId, table.createdAt),
    index('api_key_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
