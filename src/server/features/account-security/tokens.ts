/**
 * One-time secrets of the account flows (the e-mail change link, the deletion code), kept in the
 * auth library's verification table. Only a hash is stored: a leaked row is not a credential.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifications } from '../../db/schema.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Letters and digits that cannot be confused when typed from an e-mail (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export async function storeSecret(
  db: Db,
  input: { purpose: string; secret: string; value: string; ttlMs: number },
): Promise<void> {
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: `${input.purpose}:${sha256(input.secret)}`,
    value: input.value,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
}

/** Takes (reads and deletes, so it works once) an unexpired secret's value, or null. */
export async function takeSecret(db: Db, purpose: string, secret: string): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, `${purpose}:${sha256(secret)}`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ value: verifications.value });
  return row?.value ?? null;
}

/** Forgets every secret of a purpose whose value is `value` (a user's older codes). */
export async function dropSecrets(db: Db, purpose: string, value: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${purpose}:%`), eq(verifications.value, value)));
}
