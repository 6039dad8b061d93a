/**
 * The two-factor rows of a user: the TOTP secret (encrypted at rest with the auth secret, through
 * better-auth's own symmetric encryption) and the backup codes (SHA-256, each used once).
 */
import { createHash, randomInt } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { BACKUP_CODE_COUNT } from '../../../../shared/contracts/two-factor.ts';
import type { Db } from '../../../db/client.ts';
import { twoFactorBackupCodes, twoFactors, users } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Auth } from '../better-auth.ts';

export interface TwoFactorStoreDeps {
  db: Db;
  auth: Auth;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function encryptionKey(auth: Auth): Promise<string> {
  return (await auth.$context).secret;
}

/** The user's two-factor row with the secret decrypted, or undefined. */
export async function findTwoFactor({ db, auth }: TwoFactorStoreDeps, userId: string) {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  if (!row) return undefined;
  const secret = await symmetricDecrypt({ key: await encryptionKey(auth), data: row.secret });
  return { secret, enabled: row.enabledAt !== null };
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoFactors.enabledAt })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return Boolean(row?.enabledAt);
}

/** Starts (or restarts) a pending setup: a new secret, not enabled until a code confirms it. */
export async function savePendingSecret({ db, auth }: TwoFactorStoreDeps, userId: string, secret: string) {
  const encrypted = await symmetricEncrypt({ key: await encryptionKey(auth), data: secret });
  await db
    .insert(twoFactors)
    .values({ userId, secret: encrypted, enabledAt: null })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secret: encrypted, enabledAt: null, lastUsedStep: null },
    });
}

export async function markEnabled(db: Db, userId: string) {
  await db.update(twoFactors).set({ enabledAt: new Date() }).where(eq(twoFactors.userId, userId));
}

export async function removeTwoFactor(db: Db, userId: string) {
  await inTransaction(db, async (tx) => {
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  });
}

// No 0/O, 1/l/i: codes are read off paper.
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Spaces, dashes and case do not matter when a backup code is typed back. */
export const normalizeBackupCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function newBackupCode(): string {
  const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces every backup code of the user with ten new ones; returns them (shown once). */
export async function replaceBackupCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await inTransaction(db, async (tx) => {
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
    await tx
      .insert(twoFactorBackupCodes)
      .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeBackupCode(code)) })));
  });
  return codes;
}

/** Marks an unused backup code used; false when it is unknown or already used (atomic: one winner). */
export async function consumeBackupCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorBackupCodes.userId, userId),
        eq(twoFactorBackupCodes.codeHash, sha256(normalizeBackupCode(code))),
        isNull(twoFactorBackupCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return used.length > 0;
}

export async function findUser(db: Db, userId: string) {
  return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
}

/**
 * Records a code's step as used; false when that step (or a later one) was already used, so a
 * code seen over someone's shoulder cannot sign in a second time (atomic: one winner).
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactors.userId });
  return claimed.length > 0;
}
