/**
 * POST /api/auth/magic-link/verify: the e-mailed token for a session. better-auth consumes the
 * token atomically (single use) and refuses an expired one; a banned user is refused by its
 * session hook (admin plugin) with the same message as a password sign-in. A link to an unverified
 * account also removes the access it had before (unverified-access.ts), which is logged and e-mailed.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import { verifications } from '../../../db/schema.ts';
import { type AccountDeps, apiErrorCode, findUserByEmail } from '../deps.ts';
import { finishSignIn } from '../finish-sign-in.ts';
import { reportRevokedAccess, unprovenAccessOf } from './unverified-access.ts';

export const INVALID_MAGIC_LINK = 'This sign-in link is invalid, expired or already used';

/** The address a pending token was sent to (tokens are stored hashed, as better-auth hashes them). */
async function pendingEmail({ db }: AccountDeps, token: string): Promise<string | undefined> {
  const hashed = createHash('sha256').update(token).digest('base64url');
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `magic-link:${hashed}`))
    .limit(1);
  if (!row) return undefined;
  try {
    const email = (JSON.parse(row.value) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyMagicLink(deps: AccountDeps, token: string, headers: Headers, meta: RequestMeta) {
  const email = await pendingEmail(deps, token);
  const unproven = email ? await unprovenAccessOf(deps, email) : null;
  let started: Awaited<ReturnType<typeof callVerify>>;
  try {
    started = await callVerify(deps, token, headers);
  } catch (error) {
    await reportRevokedAccess(deps, unproven, meta);
    const code = apiErrorCode(error);
    // better-auth answers an unknown, used or expired token with a redirect carrying the error.
    if (code !== 'BANNED_USER' && !isRedirect(error)) throw error;
    const known = email ? await findUserByEmail(deps.db, email) : undefined;
    const reason = code === 'BANNED_USER' ? 'banned' : 'invalid_token';
    await deps.securityLog.write({
      eventType: 'login_failed',
      description: `Failed sign-in with a magic link${email ? ` for ${email}` : ''} (${reason.replaceAll('_', ' ')})`,
      userId: known?.id ?? null,
      success: false,
      metadata: { method: 'magic_link', reason, ...(email ? { email } : {}) },
      meta,
    });
    if (code === 'BANNED_USER')
      throw new AppError('FORBIDDEN', errorMessage(error), { apiCode: 'account_banned' });
    throw new AppError('BAD_REQUEST', INVALID_MAGIC_LINK, { apiCode: 'link_invalid' });
  }
  await reportRevokedAccess(deps, unproven, meta);
  return finishSignIn(deps, started, 'magic_link', meta);
}

async function callVerify({ auth }: AccountDeps, token: string, headers: Headers) {
  // No callbackURL: better-auth answers with JSON (and the session cookie) instead of a redirect.
  const { headers: responseHeaders, response } = await auth.api.magicLinkVerify({
    query: { token },
    headers,
    returnHeaders: true,
  });
  return { headers: responseHeaders, user: response.user };
}

function isRedirect(error: unknown): boolean {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.statusCode;
  return status === 302;
}

function errorMessage(error: unknown): string {
  const message = (error as { body?: { message?: unknown } }).body?.message;
  return typeof message === 'string' ? message : 'Your account is banned';
}
