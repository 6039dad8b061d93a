/**
 * The spec's three rate-limit scopes, decided by path in one place:
 *   /api/auth/*   RATE_LIMIT_AUTH_MAX    (5)   — everyone, admins included; counted per address
 *   /api/contact  RATE_LIMIT_CONTACT_MAX (3)   — everyone
 *   rest of /api  RATE_LIMIT_GENERAL_MAX (100) — admins exempt (docs/decisions.md, "Rate limits")
 * per RATE_LIMIT_WINDOW_SECONDS (900). /api/health, the Stripe webhook, reading an uploaded file
 * (a blog page shows several, and browsers cache them) and signing out are not limited: sign-out
 * only lowers privilege, and anyone behind the same address could otherwise spend the auth budget
 * and keep a stolen session alive (docs/decisions.md, "Rate limits").
 * A caller is the signed-in user, else the client IP. Counters live in Redis with REDIS_URL
 * (shared by every instance), in process otherwise, and in process while Redis is unreachable
 * (rate-limit-store.ts). Each scope is one limiter instance shared by
 * all of its routes, so the five auth requests are five across all /api/auth/* routes.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../core/errors.ts';
import { isApiPath } from './error-handler.ts';
import { fallbackStore } from './rate-limit-store.ts';

const MINUTE_MS = 60_000;

export type RateLimitScope = 'auth' | 'contact' | 'general' | 'none';

const UNLIMITED = new Set(['/api/health', '/api/stripe/webhook', '/api/auth/sign-out']);
const UNLIMITED_READS = new Set(['/api/fileupload/:id']);
// Reads under /api/auth that spend no credential: the sign-in page's list of ways in must not eat
// the five attempts a visitor has for signing in.
const GENERAL_AUTH_READS = new Set(['/api/auth/providers']);
/** Routes outside /api/auth that check a password or a one-time secret: limited like sign-in. */
const CREDENTIAL_CHECKS = new Set([
  '/api/me/password',
  '/api/me/password/set',
  '/api/me/email',
  '/api/me/email/confirm',
  '/api/me/deletion-code',
  '/api/me/confirmation-code',
]);
// A passkey challenge is fetched on every visit of the sign-in page (the browser's passkey
// autofill needs it up front) and proves nothing: it must not spend the five auth attempts.
const GENERAL_IN_AUTH = new Set(['/api/auth/passkey/options']);

export function rateLimitScopeOf(route: string, method = 'GET'): RateLimitScope {
  // A prefixed '/' route is registered both with and without its trailing slash.
  const url = route.length > 1 ? route.replace(/\/$/, '') : route;
  if (!isApiPath(url) || UNLIMITED.has(url)) return 'none';
  if ((method === 'GET' || method === 'HEAD') && UNLIMITED_READS.has(url)) return 'none';
  if ((method === 'GET' || method === 'HEAD') && GENERAL_AUTH_READS.has(url)) return 'general';
  if (GENERAL_IN_AUTH.has(url)) return 'general';
  if (url === '/api/auth' || url.startsWith('/api/auth/')) return 'auth';
  if (CREDENTIAL_CHECKS.has(url) || (url === '/api/me' && method === 'DELETE')) return 'auth';
  if (url === '/api/contact') return 'contact';
  return 'general';
}

const callerOf = (request: FastifyRequest) =>
  request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;

/**
 * The auth scope always counts by address: keyed by user, anyone could buy fresh budgets for
 * password guessing by signing in to accounts of their own and sending their token along.
 */
const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

export async function registerRateLimits(
  app: FastifyInstance,
  deps: { limits: Config['rateLimit']; redis: Redis | undefined; namespace: string },
): Promise<void> {
  const { limits } = deps;
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { store: fallbackStore(deps.redis, deps.namespace, app.log) } : {}),
    timeWindow: limits.windowMs,
    // The fallback store answers from memory when Redis fails; anything else that throws must not
    // take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests, please try again in ${context.after}`),
  });

  const scope = (
    name: Exclude<RateLimitScope, 'none'>,
    max: number,
    exemptAdmins: boolean,
    caller: (request: FastifyRequest) => string = callerOf,
  ) =>
    app.rateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${name}:${caller(request)}`,
      ...(exemptAdmins
        ? { allowList: (request: FastifyRequest) => request.session?.user.role === 'admin' }
        : {}),
    }) as onRequestAsyncHookHandler;

  /**
   * The general scope, and API keys: a key's request is held to its customer's plan
   * (`limits.apiRequestsPerMinute`, read by the guard into `request.apiKeyQuota`) over a minute,
   * counted per customer (every key of an organization shares it), in Redis when configured so
   * every instance counts together; an admin's key too (only sessions of admins are exempt). One
   * limiter for both: the plugin runs one limiter per request.
   */
  const general = app.rateLimit({
    keyGenerator: (request) =>
      request.apiKeyQuota ? `api:${request.apiKeyQuota.customer}` : `general:${callerOf(request)}`,
    max: (request) => request.apiKeyQuota?.perMinute ?? limits.generalMax,
    timeWindow: (request) => (request.apiKeyQuota ? MINUTE_MS : limits.windowMs),
    allowList: (request) =>
      request.apiKeyQuota ? request.apiKeyQuota.perMinute === null : request.session?.user.role === 'admin',
    errorResponseBuilder: (request, context) =>
      request.apiKeyQuota
        ? new AppError(
            'TOO_MANY_REQUESTS',
            `The ${request.apiKeyQuota.plan} plan allows ${context.max} API requests a minute: try again in ${context.after}`,
            { params: { limit: context.max, plan: request.apiKeyQuota.plan } },
          )
        : new AppError('TOO_MANY_REQUESTS', `Too many requests, please try again in ${context.after}`),
  }) as onRequestAsyncHookHandler;

  const limiters: Record<Exclude<RateLimitScope, 'none'>, onRequestAsyncHookHandler> = {
    auth: scope('auth', limits.authMax, false, byAddress),
    contact: scope('contact', limits.contactMax, false),
    general,
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name = rateLimitScopeOf(route.url, methods[0]);
    if (name === 'none') return;
    const existing = route.onRequest;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.onRequest = [...hooks, limiters[name]];
  });
}
