/**
 * The one place every way of signing in ends (password, magic link, OAuth/OIDC, passkey): the
 * auth library has created a session; this records the security event and builds the spec's
 * sign-in body, the same object whichever way the user came in. Steps that apply to every way
 * in belong here, not in each flow: with two-factor enabled, every way but a passkey (itself a
 * second factor) ends in a challenge instead — the library's session is deleted at once, no
 * cookie is forwarded, and POST /api/auth/two-factor starts the real one.
 */
import type { SecurityEventType } from '../../../shared/security-events.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { AccountDeps } from './deps.ts';
import { createChallenge } from './two-factor/challenges.ts';
import { isTwoFactorEnabled } from './two-factor/store.ts';

export type SignInMethod = 'password' | 'magic_link' | 'oauth' | 'passkey';

/** The security event each way in is recorded as. */
const LOGIN_EVENT: Record<SignInMethod, SecurityEventType> = {
  password: 'user_login',
  magic_link: 'magic_link_login',
  oauth: 'oauth_login',
  passkey: 'passkey_login',
};

/** A session the auth library has just created: its response headers and the user. */
export interface StartedSession {
  /** better-auth's response headers: `set-auth-token` (the bearer token) and the Set-Cookie ones. */
  headers: Headers;
  user: { id: string; email: string; name: string; role?: string | null };
}

/** The spec's sign-in body for a started session. */
export interface SignedInBody {
  session: { token: string; user: { id: string; email: string; name: string; role: 'user' | 'admin' } };
}

/**
 * How a sign-in ended: a session (forward `cookies`, answer `body`), or a two-factor challenge
 * (no session, no cookies; answer `body` and let the client post the code).
 */
export type SignInOutcome =
  | { kind: 'session'; cookies: Headers; body: SignedInBody }
  | {
      kind: 'two_factor_required';
      cookies: null;
      body: { twoFactorRequired: true; challengeToken: string };
    };

export async function finishSignIn(
  deps: Pick<AccountDeps, 'securityLog' | 'db' | 'auth'>,
  started: StartedSession,
  method: SignInMethod,
  meta: RequestMeta,
  /** Extra facts for the log entry (the provider of an OAuth sign-in, for example). */
  metadata?: Record<string, unknown>,
): Promise<SignInOutcome> {
  if (method !== 'passkey' && (await isTwoFactorEnabled(deps.db, started.user.id))) {
    await deleteStartedSession(deps, started);
    const challengeToken = await createChallenge(deps.db, started.user.id, method);
    return { kind: 'two_factor_required', cookies: null, body: { twoFactorRequired: true, challengeToken } };
  }
  return recordSignIn(deps, started, method, meta, metadata);
}

/** Deletes the session the library made before the second factor was given. */
async function deleteStartedSession({ auth }: Pick<AccountDeps, 'auth'>, started: StartedSession) {
  const signed = started.headers.get('set-auth-token');
  if (!signed) throw new Error('better-auth returned no session token');
  // The bearer token is the cookie value: `<token>.<signature>`, possibly URL-encoded.
  const [token = ''] = decodeURIComponent(signed).split('.');
  await (await auth.$context).internalAdapter.deleteSession(token);
}

/**
 * Records the login event of a session that is now really started (directly, or after the
 * two-factor challenge) and builds the sign-in body.
 */
export async function recordSignIn(
  { securityLog }: Pick<AccountDeps, 'securityLog'>,
  started: StartedSession,
  method: SignInMethod,
  meta: RequestMeta,
  /** Extra facts for the log entry (the provider of an OAuth sign-in, for example). */
  metadata?: Record<string, unknown>,
): Promise<Extract<SignInOutcome, { kind: 'session' }>> {
  const token = started.headers.get('set-auth-token');
  if (!token) throw new Error('better-auth returned no session token');
  const { user } = started;
  await securityLog.write({
    eventType: LOGIN_EVENT[method],
    description: `${user.email} signed in${method === 'password' ? '' : ` (${method.replaceAll('_', ' ')})`}`,
    userId: user.id,
    ...(metadata ? { metadata } : {}),
    meta,
  });
  return {
    kind: 'session',
    cookies: started.headers,
    body: {
      session: {
        token,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
        },
      },
    },
  };
}
