/**
 * POST /api/me/password/set: a first password for an account created without one (a sign-in
 * provider, a magic link), confirmed with the e-mailed code, since there is no current password
 * to check. The auth library creates the credential account (hashed with our hashPassword);
 * then, as after a password change, every other session is revoked, the event is logged and the
 * user told by e-mail. An account that has a password changes it with POST /api/me/password.
 */
import type { SetPasswordBody } from '../../../shared/contracts/account-security.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { apiErrorCode } from '../auth/index.ts';
import { assertEmailedCode } from './confirmation-code.ts';
import { passwordHashOf } from './credentials.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { afterNewPassword } from './password.ts';

const hasPassword = () =>
  new AppError('BAD_REQUEST', 'Your account already has a password: change it with the current one', {
    apiCode: 'has_password',
  });

export async function setPassword(
  deps: AccountSecurityDeps,
  session: RequestSession,
  body: SetPasswordBody,
  headers: Headers,
  meta: RequestMeta,
) {
  const { user } = session;
  // Checked before the code is taken, so a mistaken call does not use up the code.
  if (await passwordHashOf(deps.db, user.id)) throw hasPassword();
  await assertEmailedCode(deps.db, user.id, body.code);
  try {
    await deps.auth.api.setPassword({ headers, body: { newPassword: body.newPassword } });
  } catch (error) {
    // A concurrent request set one between the check and here.
    if (apiErrorCode(error) === 'PASSWORD_ALREADY_SET') throw hasPassword();
    throw error;
  }
  await afterNewPassword(deps, session, meta, 'password_set');
  return { success: true as const };
}
