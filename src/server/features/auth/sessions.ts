/** Sign-in (a bearer token and an HttpOnly cookie) and sign-out, each recorded in the security log. */
import type { SignInBody } from '../../../shared/auth-contracts.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { banMessage } from './better-auth.ts';
import { type AccountDeps, apiErrorCode, findUserByEmail } from './deps.ts';
import { finishSignIn } from './finish-sign-in.ts';

// The same answer for an unknown address and a wrong password (no account enumeration).
const INVALID_CREDENTIALS = 'Invalid email or password';

export async function signIn(deps: AccountDeps, body: SignInBody, headers: Headers, meta: RequestMeta) {
  try {
    const { headers: responseHeaders, response } = await deps.auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      headers,
      returnHeaders: true,
    });
    return await finishSignIn(deps, { headers: responseHeaders, user: response.user }, 'password', meta);
  } catch (error) {
    throw await refusedSignIn(deps, body.email, error, meta);
  }
}

/** Logs a refused sign-in and returns the spec's error to throw (any other error is returned as is). */
async function refusedSignIn(
  { db, securityLog }: AccountDeps,
  email: string,
  error: unknown,
  meta: RequestMeta,
): Promise<unknown> {
  const code = apiErrorCode(error);
  if (!code) return error;
  const known = await findUserByEmail(db, email);
  const reason =
    code === 'BANNED_USER'
      ? 'banned'
      : code === 'EMAIL_NOT_VERIFIED'
        ? 'email_not_verified'
        : 'invalid_credentials';
  await securityLog.write({
    eventType: 'login_failed',
    description: `Failed sign-in for ${email} (${reason.replaceAll('_', ' ')})`,
    userId: known?.id ?? null,
    success: false,
    metadata: { method: 'password', email, reason },
    meta,
  });
  if (code === 'BANNED_USER' && known)
    return new AppError('FORBIDDEN', banMessage(known), { apiCode: 'account_banned' });
  if (code === 'EMAIL_NOT_VERIFIED')
    return new AppError('FORBIDDEN', 'Please verify your e-mail address before signing in', {
      apiCode: 'email_not_verified',
    });
  return new AppError('UNAUTHORIZED', INVALID_CREDENTIALS, { apiCode: 'invalid_credentials' });
}

export async function signOut(
  { auth, securityLog }: AccountDeps,
  session: { userId: string; email: string } | null,
  headers: Headers,
  meta: RequestMeta,
) {
  const { headers: responseHeaders } = await auth.api.signOut({ headers, returnHeaders: true });
  if (session) {
    await securityLog.write({
      eventType: 'user_logout',
      description: `${session.email} signed out`,
      userId: session.userId,
      meta,
    });
  }
  return { cookies: responseHeaders, body: { success: true as const } };
}
