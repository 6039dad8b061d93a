/**
 * What passes between a caller and the auth library besides the session itself: the headers
 * better-auth sees (with the client IP as Fastify computed it) and the cookies it sets, each session
 * cookie followed by its readable signed-in hint. The auth routes and the guard share these.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The header that hands the auth library the client IP as Fastify computed it (trustProxy
 * applied); the library is configured to read it, and a caller's own copy is dropped.
 */
export const CLIENT_IP_HEADER = 'x-starter-client-ip';

/** The headers better-auth should see: the caller's, plus the client IP as Fastify computed it. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  // With a bearer token the cookie is ignored: an invalid token must not fall back to the cookie
  // session, which would escape the CSRF check that applies to cookies.
  const hasAuthorization = typeof request.headers.authorization === 'string';
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || (hasAuthorization && name === 'cookie')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * The signed-in hint: a readable, non-secret cookie that follows the HttpOnly session cookie (same
 * lifetime, path and SameSite) and grants nothing. The web app calls GET /api/me only when it is
 * present, so a visitor's pages make no request that must answer 401.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/** The Set-Cookie that clears the hint. */
export const CLEAR_SESSION_HINT = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** The hint matching one of better-auth's Set-Cookie headers, or null when it is not the session cookie. */
export function sessionHintFor(setCookie: string): string | null {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator);
  if (separator < 0 || !name.endsWith('session_token')) return null;
  const value = pair.slice(separator + 1);
  const kept = attributes.filter((attribute) =>
    /^(max-age|expires|path|samesite|secure|domain)\b/i.test(attribute),
  );
  const maxAge = kept.find((attribute) => /^max-age=/i.test(attribute));
  const cleared = value === '' || (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0);
  return [`${SESSION_HINT_COOKIE}=${cleared ? '' : '1'}`, ...kept].join('; ');
}

export function hasSessionHint(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=`).test(cookie);
}

/**
 * Whether a request may come from a signed-in browser: it carries the session cookie or its hint.
 * Pages rendered for signed-out visitors (and cached for all of them) are not for such a request.
 */
export function mayBeSignedIn(request: FastifyRequest): boolean {
  return hasSessionCookie(request) || hasSessionHint(request);
}

/** Whether a request carries a session cookie (valid or not: the session lookup decides). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.includes('session_token');
}

export function setsSessionHint(reply: FastifyReply): boolean {
  const set = reply.getHeader('set-cookie');
  const cookies = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Copies better-auth's Set-Cookie headers (session cookie set, refreshed or cleared) onto the
 * reply, each session cookie with its signed-in hint.
 */
export function forwardCookies(from: Headers | null | undefined, reply: FastifyReply): void {
  const cookies = from?.getSetCookie() ?? [];
  const hints = cookies.map(sessionHintFor).filter((hint) => hint !== null);
  if (cookies.length > 0) reply.header('set-cookie', [...cookies, ...hints]);
}

/**
 * The answer of a flow that went through the auth library: its cookies go out with the reply
 * (forwardCookies), its body is the route's data.
 */
export async function answerWithCookies<A extends { cookies: Headers | null | undefined; body: unknown }>(
  reply: FastifyReply,
  answer: Promise<A>,
): Promise<A['body']> {
  const { cookies, body } = await answer;
  forwardCookies(cookies, reply);
  return body;
}
