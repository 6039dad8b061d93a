/**
 * Authentication once, at the edge of /api. Every /api route declares `config.auth`
 * ('public' | 'user' | 'admin'); registering one without it fails at start-up. The session (cookie
 * or bearer token) is resolved once per request; the guard then refuses:
 *   user  route, no session  → 401 Unauthorized
 *   admin route, no admin    → 403 Forbidden (and a permission_denied security event)
 *   config.accountSecurity, impersonation session → 403 (account-security-rule.ts)
 * Cookie-authenticated unsafe requests must come from our own origin (CSRF); bearer ones are exempt.
 *
 * An API key (`Authorization: Bearer sk_…`, api-key-lookup.ts) acts as its user on the `user` routes
 * whose declaration names one of its scopes (`config.apiKeyScopes`) and nowhere else (403, also on
 * admin and account-security routes, whatever its user's role); an unknown, revoked or expired key
 * is 401 on every route. `apiKeyCheck` then asks the customer's plan (features/api-keys).
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '../../shared/contracts/api-key-scopes.ts';
import { isLocale } from '../../shared/i18n/locales.ts';
import { AppError, forbidden, unauthorized } from '../core/errors.ts';
import type { SecurityLog } from '../core/security-log.ts';
import type { AccessLevel, ApiKeyQuota, RequestSession } from '../core/session.ts';
import type { Db } from '../db/client.ts';
import { enforceAccountSecurityRule } from './account-security-rule.ts';
import { type ApiKeyColumn, type ApiKeyLookup, createApiKeyLookup } from './api-key-lookup.ts';
import {
  authHeaders,
  CLEAR_SESSION_HINT,
  forwardCookies,
  hasSessionCookie,
  hasSessionHint,
  setsSessionHint,
} from './auth-cookies.ts';
import { isApiPath, isApiRequest } from './error-handler.ts';
import { requestMeta } from './request-meta.ts';
import {
  createSessionLookup,
  type SessionColumns,
  type SessionLookup,
  type SessionRow,
  type SessionSettingsSource,
} from './session-lookup.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AccessLevel;
    /** The scopes that let an API key call the route (the declaration's `apiKey`). */
    apiKeyScopes?: readonly string[];
    /** Columns the route reads with the session, in the same statement (session-lookup.ts). */
    sessionColumns?: SessionColumns;
  }
  interface FastifyRequest {
    session: RequestSession | null;
    /**
     * The values of the route's `config.sessionColumns`, read with the session; null when the
     * route asks for none or when the auth library answered (refresh, expiry): then the route
     * reads them itself.
     */
    sessionExtras: Record<string, unknown> | null;
    /** An API-key request's plan limits (set by `apiKeyCheck`; the API rate limit reads it). */
    apiKeyQuota: ApiKeyQuota | null;
  }
}

/**
 * What the guard needs from the auth library (better-auth's `auth` fits it): the session behind
 * a request's headers, and the Set-Cookie headers that refresh or clear it. Declared here so the
 * HTTP layer does not import the auth feature.
 */
export interface SessionProvider {
  /** better-auth's context: the secret, cookie names and session ages the lean lookup needs. */
  $context?: Promise<SessionSettingsSource>;
  api: {
    getSession(options: { headers: Headers; returnHeaders: true }): Promise<{
      headers: Headers | null;
      response: { session: { id: string; impersonatedBy?: string | null }; user: SessionRecordUser } | null;
    }>;
  };
}

/** The user as the auth library stores it (role and ban fields come from its admin plugin). */
interface SessionRecordUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  createdAt: Date | string;
  role?: string | null;
  banned?: boolean | null;
  banExpires?: Date | string | null;
  locale?: string | null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_KEY_BEARER = new RegExp(`^bearer\\s+(${API_KEY_PREFIX}\\S+)\\s*$`, 'i');

function isActiveBan(
  user: { banned?: boolean | null; banExpires?: Date | string | null },
  now: number,
): boolean {
  if (!user.banned) return false;
  return !user.banExpires || new Date(user.banExpires).getTime() > now;
}

export async function resolveSession(
  auth: SessionProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  /** The lean lookup (session-lookup.ts); without it every lookup goes through better-auth. */
  lookup?: SessionLookup,
  apiKeyLookup?: ApiKeyLookup,
): Promise<RequestSession | null> {
  const authorization = request.headers.authorization;
  const apiKey =
    apiKeyLookup && typeof authorization === 'string' ? API_KEY_BEARER.exec(authorization)?.[1] : undefined;
  if (apiKey !== undefined) {
    const found = await apiKeyLookup!.find(apiKey, request.ip).catch(unavailable);
    // The session's rule for its user (a banned user's key is refused too).
    const caller = found && toRequestSession({ id: found.key.id }, found.user, 'api_key');
    if (!caller || !found) throw new AppError('UNAUTHORIZED', 'The API key is unknown, revoked or expired');
    return { ...caller, apiKey: found.key };
  }
  const hasBearer = typeof authorization === 'string' && /^bearer\s+\S/i.test(authorization);
  const hasCookie = hasSessionCookie(request);
  // A hint without a session (expired, revoked, banned) is cleared, so the web stops asking.
  const session = await lookupSession(auth, request, reply, hasBearer, hasCookie, lookup);
  if (!session && !hasBearer && hasSessionHint(request) && !setsSessionHint(reply)) {
    reply.header('set-cookie', CLEAR_SESSION_HINT);
  }
  return session;
}

const unavailable = (error: unknown) => {
  // The session store (database) is down: say so instead of a bare 500.
  throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable', { cause: error });
};

async function lookupSession(
  auth: SessionProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  hasBearer: boolean,
  hasCookie: boolean,
  lookup: SessionLookup | undefined,
): Promise<RequestSession | null> {
  // Anonymous traffic never touches the database.
  if (!hasBearer && !hasCookie) return null;
  const via = hasBearer ? 'bearer' : 'cookie';

  if (lookup) {
    const lean = await lookup
      .find(
        { authorization: request.headers.authorization, cookie: request.headers.cookie },
        request.routeOptions.config?.sessionColumns,
      )
      .catch(unavailable);
    if (lean.kind === 'none') return null;
    if (lean.kind === 'session') {
      const session = toRequestSession(lean.session, lean.session.user, via);
      if (session) request.sessionExtras = lean.extras;
      return session;
    }
  }

  // The refresh, expiry and cookie clean-up paths (or no lean lookup): better-auth decides.
  const { headers, response } = await auth.api
    .getSession({ headers: authHeaders(request), returnHeaders: true })
    .catch(unavailable);
  if (!hasBearer) forwardCookies(headers, reply);
  if (!response) return null;
  return toRequestSession(response.session, response.user, via);
}

function toRequestSession(
  session: Pick<SessionRow, 'id'> & { impersonatedBy?: string | null },
  user: SessionRecordUser,
  via: RequestSession['via'],
): RequestSession | null {
  // Banning revokes every session; this also covers a session created in a race with the ban.
  if (isActiveBan(user, Date.now())) return null;
  return {
    id: session.id,
    via,
    impersonatedBy: session.impersonatedBy ?? null,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image ?? null,
      role: user.role === 'admin' ? 'admin' : 'user',
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt),
      locale: isLocale(user.locale) ? user.locale : null,
    },
  };
}

function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  const requestOrigin = request.headers.origin;
  if (requestOrigin) return requestOrigin === origin;
  const referer = request.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin === origin;
    } catch {
      return false;
    }
  }
  return false;
}

export function registerAuthGuard(
  app: FastifyInstance,
  deps: {
    auth: SessionProvider;
    securityLog: SecurityLog;
    origin: string;
    /** A further check for admins (REQUIRE_ADMIN_2FA: two-factor/admin-requirement.ts). */
    adminCheck?: ((session: RequestSession) => Promise<void>) | undefined;
    /** Read with an API key in the same statement (its customer's entitlements: features/entitlements). */
    apiKeyColumn?: ApiKeyColumn | undefined;
    /** A further check for API keys: the customer's plan allows API access (features/api-keys). */
    apiKeyCheck?: ((session: RequestSession) => Promise<ApiKeyQuota>) | undefined;
    /** The service's database: with it (and better-auth's context), sessions are read lean. */
    db?: Db;
  },
): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExtras', null);
  app.decorateRequest('apiKeyQuota', null);
  const lookup = deps.db && deps.auth.$context ? createSessionLookup(deps.db, deps.auth.$context) : undefined;
  const apiKeyLookup = deps.db ? createApiKeyLookup(deps.db, app.log, deps.apiKeyColumn) : undefined;

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.method === 'HEAD') return;
    const level = route.config?.auth;
    if (level !== 'public' && level !== 'user' && level !== 'admin') {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    request.session = await resolveSession(deps.auth, request, reply, lookup, apiKeyLookup);
    // A key's plan is read before the rate limits run: they count a key against its plan's limit.
    if (request.session?.apiKey) request.apiKeyQuota = (await deps.apiKeyCheck?.(request.session)) ?? null;
    if (request.session?.via === 'cookie' && UNSAFE_METHODS.has(request.method)) {
      if (!isSameOrigin(request, deps.origin)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
    }
  });

  // Every API-key request served counts on its customer's meter; a refused one is not billed.
  app.addHook('onResponse', async (request, reply) => {
    if (request.apiKeyQuota && reply.statusCode < 400) request.apiKeyQuota.served();
  });

  // preValidation: the caller is refused before the body is even looked at.
  app.addHook('preValidation', async (request) => {
    await enforceAccountSecurityRule(request, deps.securityLog);
    const level = request.routeOptions.config?.auth;
    if (request.session?.apiKey) {
      const allowed = request.routeOptions.config?.apiKeyScopes ?? [];
      const scopes = request.session.apiKey.scopes;
      if (level !== 'user' || !allowed.some((scope) => scopes.includes(scope))) {
        throw new AppError(
          'FORBIDDEN',
          allowed.length > 0 && level === 'user'
            ? `This API key lacks the scope ${allowed.join(' or ')}`
            : 'API keys cannot call this endpoint',
          { apiCode: 'api_key_scope', params: { scopes: allowed.join(' ') } },
        );
      }
      return;
    }
    if (!level || level === 'public') return;
    const session = request.session;
    if (level === 'user') {
      if (!session) throw unauthorized();
      return;
    }
    if (session?.user.role === 'admin') {
      await deps.adminCheck?.(session);
      return;
    }
    await deps.securityLog
      .write({
        eventType: 'permission_denied',
        description: session
          ? `${session.user.email} was refused ${request.method} ${request.routeOptions.url}: admin role required`
          : `Anonymous caller was refused ${request.method} ${request.routeOptions.url}: admin role required`,
        userId: session?.user.id ?? null,
        success: false,
        metadata: { method: request.method, route: request.routeOptions.url, requiredRole: 'admin' },
        meta: requestMeta(request),
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'could not write security event'));
    throw forbidden();
  });
}
