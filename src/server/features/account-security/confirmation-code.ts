/**
 * The e-mailed confirmation code: an account created through a sign-in provider or a magic link
 * has no password, so its sensitive changes (setting a first password, two-factor, e-mail change,
 * deletion) are confirmed with a fresh code sent to its address instead. One store for every
 * such change; the newest code of a user is the only one that works, 15 minutes, once.
 */
import { CONFIRMATION_CODE_LENGTH } from '../../../shared/contracts/account-security.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestSession } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import { assertPassword, passwordHashOf } from './credentials.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { dropSecrets, newCode, storeSecret, takeSecret } from './tokens.ts';

const PURPOSE = 'account-confirmation';
const CODE_TTL_MS = 15 * 60 * 1000;
const HAS_PASSWORD = 'Your account has a password: confirm with it';

/** A password or, for an account without one, the e-mailed code. */
export type Confirmation = { password: string } | { code: string };

// The user is part of the secret: a code typed by someone else neither matches nor uses it up.
const secretOf = (userId: string, code: string) => `${userId}:${code}`;

/**
 * POST /api/me/confirmation-code (and /api/me/deletion-code, whose e-mail speaks of deletion):
 * a fresh code by e-mail, for an account without a password only (409 has_password).
 */
export async function sendConfirmationCode(
  deps: Pick<AccountSecurityDeps, 'db' | 'mailer'>,
  session: RequestSession,
  template: 'confirmation_code' | 'account_deletion_code' = 'confirmation_code',
) {
  const { user } = session;
  if (await passwordHashOf(deps.db, user.id))
    throw new AppError('CONFLICT', HAS_PASSWORD, { apiCode: 'has_password' });
  // Only the newest code works.
  await dropSecrets(deps.db, PURPOSE, user.id);
  const code = newCode(CONFIRMATION_CODE_LENGTH);
  await storeSecret(deps.db, {
    purpose: PURPOSE,
    secret: secretOf(user.id, code),
    value: user.id,
    ttlMs: CODE_TTL_MS,
  });
  await deps.mailer.sendTemplate(template, user.email, { name: user.name, code });
  return {
    success: true as const,
    message: 'We sent a code to your e-mail address. It is valid for 15 minutes.',
  };
}

/**
 * Takes the user's e-mailed code (once), or throws 400: `has_password` for an account with a
 * password (which confirms with it), `code_invalid` for a wrong, used or expired code.
 */
export async function assertEmailedCode(db: Db, userId: string, code: string): Promise<void> {
  if (await passwordHashOf(db, userId))
    throw new AppError('BAD_REQUEST', HAS_PASSWORD, { apiCode: 'has_password' });
  const owner = await takeSecret(db, PURPOSE, secretOf(userId, code));
  if (owner !== userId)
    throw new AppError('BAD_REQUEST', 'The code is not correct or has expired', { apiCode: 'code_invalid' });
}

/** The password check of the account flows, or the e-mailed code for an account without one. */
export function assertConfirmed(db: Db, userId: string, confirmation: Confirmation): Promise<void> {
  return 'password' in confirmation
    ? assertPassword(db, userId, confirmation.password)
    : assertEmailedCode(db, userId, confirmation.code);
}
