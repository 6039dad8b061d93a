/**
 * Two-factor sign-in (TOTP): the user's secret (encrypted with the auth secret), their backup
 * codes (hashed, single use) and the pending sign-in challenges (hashed token, 5 attempts,
 * 5 minutes). A row in two_factor with `enabled = false` is a setup not yet confirmed by a code.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { belongsToUser } from './users.ts';

export const twoFactors = pgTable('two_factor', {
  userId: belongsToUser().primaryKey(),
  /** The base32 TOTP secret, encrypted (better-auth's symmetricEncrypt with the auth secret). */
  secret: text('secret').notNull(),
  /** When the user confirmed the setup with a code; null while it is pending. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted at sign-in: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: integer('last_used_step'),
  ...timestamps,
});

export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsToUser(),
    /** SHA-256 of the normalized code (the codes are random, so a fast hash is enough). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_backup_code_user_idx').on(table.userId)],
);

export const twoFactorChallenges = pgTable(
  'two_factor_challenge',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the challenge token handed to the client. */
    tokenHash: text('token_hash').notNull(),
    userId: belongsToUser(),
    /** The way in that was interrupted (finish-sign-in.ts's SignInMethod). */
    method: text('method').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('two_factor_challenge_token_unique').on(table.tokenHash),
    index('two_factor_challenge_user_idx').on(table.userId),
  ],
);
