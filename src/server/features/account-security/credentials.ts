/**
 * The password check of the sensitive account flows (e-mail change, deletion): the user's
 * credential account holds the hash; accounts created without a password (OAuth) have none.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { verifyPassword } from '../auth/index.ts';

export const WRONG_PASSWORD = 'The password is not correct';

/** The stored password hash of the user, or null when the account has no password. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** Throws 400 unless `password` is the user's password (an account without one fails too). */
export async function assertPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await passwordHashOf(db, userId);
  if (!hash || !(await verifyPassword({ hash, password })))
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { apiCode: 'wrong_password' });
}
