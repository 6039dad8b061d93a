/**
 * Passkeys (WebAuthn credentials): the table of better-auth's passkey plugin, kept here so
 * drizzle-kit owns its migration. `lastUsedAt` is ours (the plugin does not track it): the
 * passkey sign-in sets it, and the account page shows it.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { belongsToUser } from './users.ts';

export const passkeys = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: belongsToUser(),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: createdAt(),
    aaguid: text('aaguid'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('passkey_user_id_idx').on(table.userId),
    index('passkey_credential_id_idx').on(table.credentialID),
  ],
);

export type Passkey = typeof passkeys.$inferSelect;
