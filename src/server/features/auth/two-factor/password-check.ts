/**
 * The caller's password, checked again before two-factor settings change; an account without a
 * password confirms with the e-mailed code instead (account security's store, through the deps).
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import { accounts } from '../../../db/schema.ts';
import { verifyPassword } from '../password.ts';

export async function assertPassword(db: Db, userId: string, password: string): Promise<void> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash) {
    throw new AppError('BAD_REQUEST', 'This account has no password; set one before using two-factor', {
      apiCode: 'no_password',
    });
  }
  // 403, not 401: the session is fine, the proof is not (a 401 would read as "signed out").
  if (!(await verifyPassword({ hash: account.hash, password }))) {
    throw new AppError('FORBIDDEN', 'Incorrect password', { apiCode: 'wrong_password' });
  }
}

/** A password, or the e-mailed confirmation code of an account without one. */
export type Confirmation = { password: string } | { code: string };

/** Takes a user's e-mailed code, or throws (has_password, code_invalid): filled by features/index.ts. */
export type EmailedCodeCheck = (userId: string, code: string) => Promise<void>;

export function assertConfirmed(
  deps: { db: Db; assertEmailedCode: EmailedCodeCheck },
  userId: string,
  confirmation: Confirmation,
): Promise<void> {
  return 'password' in confirmation
    ? assertPassword(deps.db, userId, confirmation.password)
    : deps.assertEmailedCode(userId, confirmation.code);
}
