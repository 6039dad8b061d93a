/**
 * Sign-in challenges: handed out instead of a session when the account uses two-factor. The
 * client holds the token (only its hash is stored); a challenge lasts five minutes and allows five
 * attempts, after which it is dead and the user signs in again.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twoFactorChallenges } from '../../../db/schema.ts';
import { sha256 } from './store.ts';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export async function createChallenge(db: Db, userId: string, method: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired challenges of the user go when a new one is made, so the table does not grow.
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, new Date())));
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(token),
    userId,
    method,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * Counts one attempt on a live challenge and returns it, or undefined when the token is unknown,
 * expired or out of attempts. The count is taken in the same statement, so parallel guesses
 * cannot exceed the limit.
 */
export async function beginAttempt(db: Db, token: string) {
  const [challenge] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(token)),
        gt(twoFactorChallenges.expiresAt, new Date()),
        lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  return challenge;
}

export async function deleteChallenge(db: Db, id: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
}
