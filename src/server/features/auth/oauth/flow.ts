/**
 * The redirect flow of a provider sign-in, with better-auth doing the protocol: it builds the
 * authorization URL (state in the database, bound to a signed cookie; PKCE verifier in the
 * state), and on the callback checks state, exchanges the code with the verifier, reads the
 * profile, links or creates the user and creates the session. We choose where each outcome
 * lands (an internal "outcome" URL that never reaches the browser), then log it and end every
 * sign-in in finishSignIn. A signed-in caller who starts the flow links the provider instead.
 */
import { isAPIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { OAuthError, OAuthProvider } from '../../../../shared/contracts/oauth.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import type { OAuthConfig } from '../../../config.ts';
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import { accounts, users } from '../../../db/schema.ts';
import type { AccountDeps } from '../deps.ts';
import { finishSignIn } from '../finish-sign-in.ts';
import { configuredProviders } from './providers.ts';
import { UNVERIFIED_PROVIDER_EMAIL } from './sign-up-policy.ts';

export interface OAuthDeps extends AccountDeps {
  baseUrl: string;
  oauth: OAuthConfig;
}

type Outcome = 'signed_in' | 'signed_up' | 'linked' | 'failed';

/** Where better-auth sends each outcome; our callback reads it back from the Location header. */
const OUTCOME_PATH = '/api/auth/oauth/outcome';
const SIGN_IN_PAGE = '/sign-in';
/**
 * The code step of a two-factor sign-in. The challenge rides in the fragment, which browsers never
 * send to a server; the page moves it to the tab's sessionStorage and off the address bar.
 */
const TWO_FACTOR_PAGE = '/sign-in/two-factor';

function outcomeUrl(baseUrl: string, outcome: Outcome, to: string): string {
  const url = new URL(OUTCOME_PATH, baseUrl);
  url.searchParams.set('outcome', outcome);
  url.searchParams.set('to', to);
  return url.href;
}

export function providerName(deps: Pick<OAuthDeps, 'oauth'>, provider: OAuthProvider): string | undefined {
  return configuredProviders(deps.oauth).find((item) => item.id === provider)?.name;
}

function assertConfigured(deps: OAuthDeps, provider: OAuthProvider): void {
  if (!providerName(deps, provider))
    throw new AppError('NOT_FOUND', 'This sign-in provider is not configured');
}

/**
 * The provider's authorization URL and the cookies that bind the state to this browser. When the
 * library cannot start (an OpenID issuer unreachable for discovery, a session too old to link),
 * the browser goes back with `?error=oauth_failed` rather than to a JSON error page.
 */
export async function startOAuth(
  deps: OAuthDeps,
  provider: OAuthProvider,
  returnTo: string,
  headers: Headers,
  signedIn: boolean,
): Promise<{ url: string; cookies: Headers }> {
  assertConfigured(deps, provider);
  try {
    return await authorizationRedirect(deps, provider, returnTo, headers, signedIn);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const url = new URL(withError(signedIn ? returnTo : SIGN_IN_PAGE, 'oauth_failed'), deps.baseUrl);
    return { url: url.href, cookies: new Headers() };
  }
}

async function authorizationRedirect(
  { auth, baseUrl }: OAuthDeps,
  provider: OAuthProvider,
  returnTo: string,
  headers: Headers,
  signedIn: boolean,
): Promise<{ url: string; cookies: Headers }> {
  if (signedIn) {
    const { headers: cookies, response } = await auth.api.linkSocialAccount({
      body: {
        provider,
        callbackURL: outcomeUrl(baseUrl, 'linked', returnTo),
        errorCallbackURL: outcomeUrl(baseUrl, 'failed', returnTo),
        disableRedirect: true,
      },
      headers,
      returnHeaders: true,
    });
    return { url: response.url, cookies };
  }
  const { headers: cookies, response } = await auth.api.signInSocial({
    body: {
      provider,
      callbackURL: outcomeUrl(baseUrl, 'signed_in', returnTo),
      newUserCallbackURL: outcomeUrl(baseUrl, 'signed_up', returnTo),
      errorCallbackURL: outcomeUrl(baseUrl, 'failed', SIGN_IN_PAGE),
      disableRedirect: true,
    },
    headers,
    returnHeaders: true,
  });
  if (!response.url) throw new Error('better-auth returned no authorization URL');
  return { url: response.url, cookies };
}

/** Our error code for better-auth's (`?error=` on its error redirect). */
function errorFor(code: string | null): OAuthError {
  switch (code) {
    case 'account_not_linked':
      return 'account_not_linked';
    case UNVERIFIED_PROVIDER_EMAIL:
    case 'email_not_verified':
      return 'email_not_verified';
    case 'BANNED_USER':
      return 'banned';
    case 'unable_to_link_account':
    case 'email_does_not_match':
    case 'account_already_linked_to_different_user':
      return 'link_failed';
    default:
      return 'oauth_failed';
  }
}

/** A site path with `?error=code` added. */
function withError(path: string, error: OAuthError): string {
  return withParam(path, 'error', error);
}

/** A site path with one query parameter added. */
function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export interface CallbackContext {
  headers: Headers;
  meta: RequestMeta;
  locale: Locale;
  /** The signed-in caller (a link flow comes back with its session cookie). */
  session: { userId: string; email: string } | null;
}

export interface CallbackResult {
  /** A site path to redirect to. */
  location: string;
  /** Set-Cookie headers to forward (the session, the cleared state cookie). */
  cookies: Headers;
}

export async function finishOAuth(
  deps: OAuthDeps,
  provider: OAuthProvider,
  query: Record<string, unknown>,
  context: CallbackContext,
): Promise<CallbackResult> {
  assertConfigured(deps, provider);
  const startedAt = new Date();
  const response = await deps.auth.api.callbackOAuth({
    params: { id: provider },
    query,
    headers: context.headers,
    asResponse: true,
  });
  const target = new URL(response.headers.get('location') ?? '/', deps.baseUrl);
  const isOutcome = target.origin === new URL(deps.baseUrl).origin && target.pathname === OUTCOME_PATH;
  const outcome: Outcome = isOutcome
    ? ((target.searchParams.get('outcome') as Outcome) ?? 'failed')
    : 'failed';
  const to = (isOutcome && target.searchParams.get('to')) || SIGN_IN_PAGE;
  const cookies = response.headers;

  if (outcome === 'failed') {
    const error = errorFor(target.searchParams.get('error'));
    await deps.securityLog.write({
      eventType: 'login_failed',
      description: `Failed ${providerName(deps, provider)} sign-in (${error.replaceAll('_', ' ')})`,
      userId: context.session?.userId ?? null,
      success: false,
      metadata: { method: 'oauth', provider, reason: error, providerError: target.searchParams.get('error') },
      meta: context.meta,
    });
    return { location: withError(to, error), cookies };
  }

  if (outcome === 'linked') {
    if (context.session) await logLinked(deps, provider, context.session, context.meta);
    // The page it came back to says so (a toast naming the provider).
    return { location: withParam(to, 'linked', provider), cookies };
  }

  const user = await sessionUser(deps, cookies);
  if (outcome === 'signed_up') await welcomeNewUser(deps, provider, user, context);
  else if (await linkedSince(deps, user.id, provider, startedAt)) {
    // A verified address matched an existing account, which now has this provider too.
    await logLinked(deps, provider, { userId: user.id, email: user.email }, context.meta);
  }
  const started = await finishSignIn(deps, { headers: withAuthToken(cookies), user }, 'oauth', context.meta, {
    provider,
  });
  if (started.kind === 'two_factor_required') {
    // No session until the code is given: the session cookie better-auth set is not forwarded.
    const challenge = encodeURIComponent(started.body.challengeToken);
    return { location: `${TWO_FACTOR_PAGE}#challenge=${challenge}`, cookies: withoutSessionCookies(cookies) };
  }
  return { location: to, cookies: started.cookies };
}

/** better-auth's Set-Cookie headers without the session ones (the state cookie is still cleared). */
function withoutSessionCookies(cookies: Headers): Headers {
  const kept = new Headers();
  for (const cookie of cookies.getSetCookie()) {
    const name = cookie.slice(0, cookie.indexOf('='));
    if (!name.includes('session')) kept.append('set-cookie', cookie);
  }
  return kept;
}

/** The user behind the session better-auth just set in its Set-Cookie header. */
async function sessionUser(deps: OAuthDeps, cookies: Headers) {
  const requestCookies = cookies
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const found = await deps.auth.api.getSession({ headers: new Headers({ cookie: requestCookies }) });
  if (!found) throw new Error('better-auth set no session after the provider callback');
  return found.user;
}

/** finishSignIn reads the bearer token from `set-auth-token`; a redirect carries it as a cookie only. */
function withAuthToken(cookies: Headers): Headers {
  if (cookies.get('set-auth-token')) return cookies;
  const sessionCookie = cookies
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.split('=')[0]?.endsWith('session_token'));
  const token = sessionCookie ? decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1)) : '';
  const headers = new Headers(cookies);
  if (token) headers.set('set-auth-token', token);
  return headers;
}

async function linkedSince(deps: OAuthDeps, userId: string, provider: OAuthProvider, since: Date) {
  const [row] = await deps.db
    .select({ createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, provider)))
    .limit(1);
  return row !== undefined && row.createdAt.getTime() >= since.getTime() - 1000;
}

async function logLinked(
  deps: OAuthDeps,
  provider: OAuthProvider,
  user: { userId: string; email: string },
  meta: RequestMeta,
) {
  await deps.securityLog.write({
    eventType: 'account_linked',
    description: `${user.email} linked ${providerName(deps, provider)}`,
    userId: user.userId,
    metadata: { provider },
    meta,
  });
}

/** A first sign-in created the account: the request's language, the sign-up hooks and event. */
async function welcomeNewUser(
  deps: OAuthDeps,
  provider: OAuthProvider,
  user: { id: string; email: string; name: string },
  context: CallbackContext,
) {
  await deps.db.update(users).set({ locale: context.locale }).where(eq(users.id, user.id));
  await deps.afterSignUp?.(user);
  await deps.securityLog.write({
    eventType: 'user_signup',
    description: `${user.email} signed up`,
    userId: user.id,
    metadata: { provider },
    meta: context.meta,
  });
  // The provider verified the address: the welcome that follows verification goes out now.
  await deps.afterVerification?.(user);
}
