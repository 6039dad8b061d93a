/**
 * The passkey plugin keeps its WebAuthn challenge behind a signed cookie. authHeaders() drops the
 * cookie header when a bearer token is sent (so an invalid token cannot fall back to a cookie
 * session); the challenge cookie grants nothing, so it is handed on in either case, and API
 * clients signed in with a bearer token can add passkeys too.
 */
import type { FastifyRequest } from 'fastify';
import { authHeaders } from '../../../http/auth-cookies.ts';

const CHALLENGE_COOKIE = /(?:^|;\s*)((?:__Secure-)?starter\.better-auth-passkey=[^;]*)/;

export function passkeyHeaders(request: FastifyRequest): Headers {
  const headers = authHeaders(request);
  const challenge = request.headers.cookie?.match(CHALLENGE_COOKIE)?.[1];
  if (challenge && !headers.has('cookie')) headers.set('cookie', challenge);
  return headers;
}
