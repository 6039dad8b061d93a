/**
 * POST /api/me/password: the auth library checks the current password and stores the new hash;
 * then `afterNewPassword`: every other session of the user is revoked (this one stays signed in),
 * the change is logged and the user told by e-mail. PUT /api/me never changes a password: this
 * is the one way.
 */
import type { ChangePasswordBody } from '../../../shared/contracts/account-security.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { apiErrorCode } from '../auth/index.ts';
import { WRONG_PASSWORD } from './credentials.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { revokeOthers } from './sessions.ts';

export async function changePassword(
  deps: AccountSecurityDeps,
  session: RequestSession,
  body: ChangePasswordBody,
  headers: Headers,
  meta: RequestMeta,
) {
  try {
    await deps.auth.api.changePassword({
      headers,
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: false,
      },
    });
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'INVALID_PASSWORD')
      throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { apiCode: 'wrong_password' });
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
      throw new AppError('BAD_REQUEST', 'This account has no password to change', { apiCode: 'no_password' });
    throw error;
  }
  await afterNewPassword(deps, session, meta, 'password_changed');
  return { success: true as const };
}

/**
 * What follows a new password, changed or set for the first time (password-set.ts): every other
 * session revoked (this one stays signed in), the event logged, and the user told by e-mail with
 * the way to reset it if it was not them.
 */
export async function afterNewPassword(
  deps: AccountSecurityDeps,
  session: RequestSession,
  meta: RequestMeta,
  event: 'password_changed' | 'password_set',
) {
  const revoked = await revokeOthers(deps, session);
  const { user } = session;
  const what = event === 'password_set' ? 'set a password' : 'changed their password';
  await deps.securityLog.write({
    eventType: event,
    description: `${user.email} ${what} (${revoked} other session${revoked === 1 ? '' : 's'} revoked)`,
    userId: user.id,
    metadata: { revokedSessions: revoked },
    meta,
  });
  await deps.mailer.sendTemplate(event, user.email, {
    name: user.name,
    url: `${deps.baseUrl}/forgot-password`,
  });
}
