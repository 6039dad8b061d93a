/**
 * Signing in with a passkey: a challenge (POST /api/auth/passkey/options; better-auth keeps it
 * behind a signed, short-lived cookie) and the browser's assertion for it (POST /api/auth/passkey).
 * A banned user is refused by the auth library's session hook with the password sign-in's message.
 */
import { and, eq } from 'drizzle-orm';
import type { PasskeySignInBody, WebAuthnOptions } from '../../../../shared/contracts/passwordless.ts';
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import { passkeys } from '../../../db/schema.ts';
import { type AccountDeps, apiErrorCode } from '../deps.ts';
import { finishSignIn } from '../finish-sign-in.ts';

export const PASSKEY_SIGN_IN_FAILED = 'Signing in with this passkey failed';

export async function passkeySignInOptions({ auth }: AccountDeps, headers: Headers) {
  const { headers: cookies, response } = await auth.api.generatePasskeyAuthenticationOptions({
    headers,
    returnHeaders: true,
  });
  const body: WebAuthnOptions = { ...response };
  return { cookies, body };
}

export async function signInWithPasskey(
  deps: AccountDeps,
  body: PasskeySignInBody,
  headers: Headers,
  meta: RequestMeta,
) {
  let started: { headers: Headers; user: { id: string; email: string; name: string; role?: string | null } };
  try {
    const { headers: responseHeaders, response } = await deps.auth.api.verifyPasskeyAuthentication({
      body: { response: body.response },
      headers,
      returnHeaders: true,
    });
    started = { headers: responseHeaders, user: response.user };
  } catch (error) {
    throw await refused(deps, body.response.id, error, meta);
  }
  // The library keeps the signature counter; when a passkey was last used is ours to record.
  await deps.db
    .update(passkeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(passkeys.credentialID, body.response.id), eq(passkeys.userId, started.user.id)));
  return finishSignIn(deps, started, 'passkey', meta);
}

async function refused(deps: AccountDeps, credentialID: string, error: unknown, meta: RequestMeta) {
  const code = apiErrorCode(error);
  if (!code) return error;
  const [owner] = await deps.db
    .select({ userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.credentialID, credentialID))
    .limit(1);
  const reason = code === 'BANNED_USER' ? 'banned' : code.toLowerCase();
  await deps.securityLog.write({
    eventType: 'login_failed',
    description: `Failed sign-in with a passkey (${reason.replaceAll('_', ' ')})`,
    userId: owner?.userId ?? null,
    success: false,
    metadata: { method: 'passkey', reason },
    meta,
  });
  if (code === 'BANNED_USER') {
    const message = (error as { body?: { message?: unknown } }).body?.message;
    return new AppError('FORBIDDEN', typeof message === 'string' ? message : 'Your account is banned', {
      apiCode: 'account_banned',
    });
  }
  if (code === 'CHALLENGE_NOT_FOUND')
    return new AppError('BAD_REQUEST', 'The passkey challenge is missing or expired; try again', {
      apiCode: 'passkey_challenge_expired',
    });
  return new AppError('UNAUTHORIZED', PASSKEY_SIGN_IN_FAILED, { apiCode: 'passkey_failed' });
}
