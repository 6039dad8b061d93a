/**
 * The authorization matrix: every /api route, called as every kind of caller, answers as the
 * access table says. Anonymous and banned callers are refused by user and admin routes, a signed-in
 * user by admin routes (with a permission_denied entry), another user by someone else's resources,
 * and nobody is refused by a public route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityLog } from '../../src/server/core/security-log.ts';
import { securityLogs } from '../../src/server/db/schema.ts';
import type { Auth } from '../../src/server/features/auth/better-auth.ts';
import { registerAuthGuard } from '../../src/server/http/auth-guard.ts';
import { createTestApp, type TestApp } from '../../src/server/testing/app.ts';
import { ACCESS_TABLE, type RouteAccess, STALE_LINES } from './support/access-table.ts';
import { declarationOf } from './support/declared.ts';
import { createFixtures, type Fixtures, PRINCIPALS, type PrincipalName } from './support/fixtures.ts';
import { needsNothing, REQUESTS, type RouteRequest, requestFor, urlOf } from './support/requests.ts';

/**
 * Allowed callers whose minimal request is still turned down by the route's own rules (never by
 * the guard): the status each gets, and why. Every other allowed call must succeed (2xx), so the
 * matrix proves the handler ran, not merely that the guard let the request through; a request
 * made from the declaration with an id that names nothing may also get the route's own 404.
 */
const EXPECTED_REFUSALS: Record<string, { status: number; principals?: PrincipalName[]; why: string }> = {
  'GET /api/docs/static/index.html': { status: 302, why: 'swagger-ui redirects to /api/docs/' },
  'POST /api/auth/verify-email': { status: 400, why: 'the token is not a real one' },
  'POST /api/auth/reset-password': { status: 400, why: 'the token is not a real one' },
  'POST /api/me/two-factor/verify': { status: 400, why: 'the code is not the current one' },
  'POST /api/me/two-factor/disable': { status: 409, why: 'two-factor is not enabled' },
  'POST /api/me/two-factor/backup-codes': { status: 409, why: 'two-factor is not enabled' },
  'POST /api/auth/two-factor': { status: 401, why: 'the challenge token is not a real one' },
  'POST /api/auth/magic-link/verify': { status: 400, why: 'the token is not a real one' },
  'POST /api/auth/passkey': {
    status: 400,
    why: 'no challenge was asked for, and no authenticator signed it',
  },
  'POST /api/me/passkeys': { status: 400, why: 'no challenge was asked for, and no authenticator made it' },
  'POST /api/stripe/webhook': { status: 400, why: 'unsigned, and no webhook secret is configured' },
  'POST /api/admin/subscription-plans/sync': { status: 400, why: 'Stripe mode only' },
  'POST /api/admin/emails/:id/retry': { status: 409, why: 'the e-mail was delivered, not failed' },
  'POST /api/admin/jobs/:id/retry': { status: 409, why: 'the job succeeded, not failed' },
  // The local checkout belongs to `user`: an admin is not its owner either (no admin bypass).
  'GET /api/billing/local/checkout/:id': { status: 404, principals: ['admin'], why: "another user's" },
  'POST /api/billing/local/checkout/:id/confirm': {
    status: 404,
    principals: ['admin'],
    why: "another user's checkout",
  },
  'POST /api/billing/local/checkout/:id/cancel': {
    status: 404,
    principals: ['admin'],
    why: "another user's checkout",
  },
  // Acting on a subscription the admin does not have.
  'POST /api/billing/local/portal/change-plan': {
    status: 400,
    principals: ['admin'],
    why: 'the admin has no subscription',
  },
  'POST /api/billing/local/portal/cancel': { status: 400, principals: ['admin'], why: 'no subscription' },
  'POST /api/billing/local/portal/resume': { status: 400, principals: ['admin'], why: 'no subscription' },
  'POST /api/billing/local/portal/simulate-payment-failure': {
    status: 400,
    principals: ['admin'],
    why: 'no subscription',
  },
  'POST /api/billing/local/portal/payment-method': {
    status: 400,
    principals: ['admin'],
    why: 'no subscription',
  },
  'POST /api/subscription/cancel': { status: 400, principals: ['admin'], why: 'no subscription' },
  'POST /api/subscription/resume': { status: 400, principals: ['admin'], why: 'no subscription' },
  // `user`'s subscription is past due by then (the matrix simulated a failed renewal in the portal).
  'POST /api/subscription/preview': { status: 400, principals: ['user'], why: 'a payment is owed' },
  'POST /api/subscription/change': {
    status: 400,
    why: 'a payment is owed (`user`), no subscription (the admin)',
  },
  'DELETE /api/subscription/scheduled-change': { status: 404, why: 'no plan change is scheduled' },
  'POST /api/usage': { status: 403, why: 'usage is recorded with an API key, never a session' },
  // The matrix's app configures no sign-in provider, and nobody has one linked.
  'GET /api/auth/oauth/:provider': { status: 404, why: 'no provider is configured' },
  'GET /api/auth/oauth/:provider/callback': { status: 404, why: 'no provider is configured' },
  'DELETE /api/me/accounts/:provider': { status: 404, why: 'no provider is linked' },
  'DELETE /api/me/sessions/:id': { status: 404, principals: ['admin'], why: "`user`'s session" },
  'POST /api/me/email/confirm': { status: 400, why: 'the token is not a real one' },
  'POST /api/me/deletion-code': { status: 409, why: 'the account has a password' },
  'POST /api/me/confirmation-code': { status: 409, why: 'the account has a password' },
  'POST /api/me/password/set': { status: 400, why: 'the account has a password' },
  'DELETE /api/me': { status: 400, why: 'a wrong password (the principals must survive)' },
  'POST /api/admin/impersonation/stop': { status: 400, why: 'the caller is not impersonating' },
};

let t: TestApp;
let fx: Fixtures;
let dataDir: string;

beforeAll(async () => {
  // Uploads are stored under DATA_DIR: keep them out of the working tree.
  dataDir = await mkdtemp(path.join(tmpdir(), 'security-matrix-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  fx = await createFixtures(t);
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the access table', () => {
  it('lists exactly the registered /api routes, in both directions', () => {
    const registered = new Set(t.deps.apiRoutes.map(keyOf));
    const listed = new Set(Object.keys(ACCESS_TABLE));
    expect(registered.size).toBe(t.deps.apiRoutes.length);
    expect(
      [...registered].filter((key) => !listed.has(key)),
      'registered routes in no area of tests/security/support/access-table.ts',
    ).toEqual([]);
    expect(
      [...listed].filter((key) => !registered.has(key)),
      'routes in the access table that the app does not register',
    ).toEqual([]);
  });

  it('names in its hand-written lists only routes the app has', () => {
    expect(STALE_LINES).toEqual([]);
  });

  it("agrees with every route's declared config.auth", () => {
    const disagreements = t.deps.apiRoutes
      .filter((route) => ACCESS_TABLE[keyOf(route)] && ACCESS_TABLE[keyOf(route)]!.access !== route.auth)
      .map((route) => `${keyOf(route)}: declared ${route.auth}, table ${ACCESS_TABLE[keyOf(route)]!.access}`);
    expect(disagreements).toEqual([]);
  });

  it('has a request for every route: a line in requests.ts, or a declaration that asks for nothing', () => {
    const missing = Object.keys(ACCESS_TABLE).filter((key) => {
      try {
        requestFor(key);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('has no request line for a route the app does not have, nor one the declaration makes redundant', () => {
    expect(Object.keys(REQUESTS).filter((key) => !(key in ACCESS_TABLE))).toEqual([]);
    const empty = Object.entries(REQUESTS)
      .filter(([key, build]) => {
        const endpoint = declarationOf(key);
        return endpoint && needsNothing(endpoint) && Object.keys(build(fx, 'admin')).length === 0;
      })
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

describe('a route without config.auth', () => {
  const guardedApp = () => {
    const app = Fastify({ logger: false });
    // The guard checks declarations when routes are added; sessions and the log are not reached.
    registerAuthGuard(app, {
      auth: {} as unknown as Auth,
      securityLog: {} as unknown as SecurityLog,
      origin: 'http://localhost:3000',
    });
    return app;
  };

  it('stops start-up, naming the route', async () => {
    const app = guardedApp();
    app.register(async (api) => {
      api.get('/api/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten does not declare config.auth');
    await app.close().catch(() => {});
  });

  it('is fine once declared, and outside /api nothing is required', async () => {
    const app = guardedApp();
    app.register(async (api) => {
      api.get('/api/declared', { config: { auth: 'public' } }, async () => ({ ok: true }));
      api.get('/not-api', async () => ({ ok: true }));
    });
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(200);
    await app.close();
  });
});

interface Call {
  route: string;
  principal: PrincipalName;
  status: number;
  body: string;
}

function tokenOf(principal: PrincipalName): string | null {
  return principal === 'anonymous' ? null : fx.users[principal].token;
}

/** A second session of the principal's own account, so signing it out ends nothing else. */
async function freshToken(principal: PrincipalName): Promise<string | null> {
  if (principal !== 'user' && principal !== 'admin') return tokenOf(principal);
  const { email, password } = fx.users[principal];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  return (response.json() as { data: { session: { token: string } } }).data.session.token;
}

async function send(method: string, url: string, principal: PrincipalName, request: RouteRequest) {
  const token = request.freshSession ? await freshToken(principal) : tokenOf(principal);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (request.multipart) headers['content-type'] = request.multipart.contentType;
  return t.app.inject({
    method: method as 'GET',
    url: urlOf(url, request),
    headers,
    ...(request.multipart
      ? { payload: request.multipart.payload }
      : request.body === undefined
        ? {}
        : { payload: request.body as object }),
  });
}

const isErrorEnvelope = (response: LightMyRequestResponse) => {
  try {
    const body = response.json() as Record<string, unknown>;
    return body.success === false && typeof body.error === 'string';
  } catch {
    return false;
  }
};

/** Whether the guard (or, for "other", the owner check) must refuse this caller. */
function mustBeRefused(access: RouteAccess, principal: PrincipalName): boolean {
  if (access.access === 'public' || principal === 'admin') return false;
  if (principal === 'anonymous' || principal === 'banned' || principal === 'other') return true;
  return access.access === 'admin';
}

/** What `principal` must get from a route of this access; a string describes a violation. */
function check(
  routeKey: string,
  access: RouteAccess,
  principal: PrincipalName,
  response: LightMyRequestResponse,
  madeUpId = false,
) {
  const status = response.statusCode;
  const problems: string[] = [];
  const exactly = (expected: number, error: string, code: string) => {
    if (status !== expected) problems.push(`expected ${expected}, got ${status}`);
    else if (response.body !== JSON.stringify({ error, success: false, code }))
      problems.push(`expected { error: "${error}", success: false, code: "${code}" }, got ${response.body}`);
  };
  if (status >= 400 && !isErrorEnvelope(response)) problems.push(`refusal without the error envelope`);
  if (status >= 500) problems.push(`server error ${status}`);

  const refusedAs = (): 'anonymous' | 'user' | null => {
    if (access.access === 'public') return null;
    if (principal === 'anonymous' || principal === 'banned') return 'anonymous';
    if (access.access === 'admin' && principal !== 'admin') return 'user';
    return null;
  };
  const refusal = refusedAs();
  if (refusal && access.access === 'user') exactly(401, 'Unauthorized', 'unauthorized');
  else if (refusal) exactly(403, 'Forbidden', 'forbidden');
  else if (principal === 'other' && access.owned) {
    if (status !== access.owned.otherUserStatus)
      problems.push(`another user's resource: expected ${access.owned.otherUserStatus}, got ${status}`);
  } else if (madeUpId && !EXPECTED_REFUSALS[routeKey] && status === 404) {
    // A request made from the declaration with an id that names nothing: the route's own
    // function looked and did not find it.
    if (response.json<{ code?: string }>().code !== 'not_found') problems.push(`404 without not_found`);
  } else {
    const expected = EXPECTED_REFUSALS[routeKey];
    const applies = expected && (!expected.principals || expected.principals.includes(principal));
    if (applies && status !== expected.status)
      problems.push(`expected ${expected.status} (${expected.why}), got ${status}`);
    if (!applies && (status < 200 || status >= 300)) problems.push(`allowed caller got ${status}`);
  }
  return problems.map(
    (problem) => `${routeKey} as ${principal}: ${problem} — ${response.body.slice(0, 200)}`,
  );
}

describe('the authorization matrix', () => {
  it('answers every route as the table says, for every principal', async () => {
    const started = Date.now();
    const registered = new Set(t.deps.apiRoutes.map(keyOf));
    const calls: Call[] = [];
    const problems: string[] = [];
    for (const [routeKey, access] of Object.entries(ACCESS_TABLE)) {
      if (!registered.has(routeKey)) continue;
      const [method, url] = routeKey.split(' ') as [string, string];
      const call = async (principal: PrincipalName) => {
        const request = requestFor(routeKey)(fx, principal);
        const response = await send(method, url, principal, request);
        calls.push({ route: routeKey, principal, status: response.statusCode, body: response.body });
        problems.push(...check(routeKey, access, principal, response, request.madeUpId));
      };
      // "other" only matters for owned resources; elsewhere it is the same as "user".
      const principals = PRINCIPALS.filter((principal) => principal !== 'other' || access.owned);
      // Callers the route turns away change nothing, so they go at once; the others in order.
      const turnedAway = principals.filter((principal) => mustBeRefused(access, principal));
      await Promise.all(turnedAway.map(call));
      for (const principal of principals) if (!turnedAway.includes(principal)) await call(principal);
    }
    console.info(
      `authorization matrix: ${registered.size} routes × up to ${PRINCIPALS.length} principals = ${calls.length} calls in ${Date.now() - started} ms`,
    );
    expect(problems).toEqual([]);

    // Every refusal of a signed-in non-admin by an admin route is in the security log, by route.
    const adminRoutes = Object.entries(ACCESS_TABLE)
      .filter(([, access]) => access.access === 'admin')
      .map(([key]) => key)
      .sort();
    const denied = async (userId: string | null) =>
      (
        await t.deps.database.db
          .select({ metadata: securityLogs.metadata, success: securityLogs.success })
          .from(securityLogs)
          .where(
            and(
              eq(securityLogs.eventType, 'permission_denied'),
              userId ? eq(securityLogs.userId, userId) : isNull(securityLogs.userId),
            ),
          )
      ).map(({ metadata, success }) => {
        expect(success).toBe(false);
        return `${metadata.method} ${metadata.route}`;
      });
    expect([...new Set(await denied(fx.users.user.id))].sort()).toEqual(adminRoutes);
    // Anonymous and banned callers are refused as anonymous: twice per admin route.
    const anonymous = await denied(null);
    expect([...new Set(anonymous)].sort()).toEqual(adminRoutes);
    expect(anonymous).toHaveLength(adminRoutes.length * 2);
    // About 800 calls: 12 s alone, and past Vitest's default 30 s while the other test files load
    // both cores. Speed is the benchmark's business; this test checks answers.
  }, 120_000);

  it("refuses the banned user's old token everywhere, also as a cookie", async () => {
    const banned = fx.users.banned;
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${banned.token}` },
    });
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: banned.cookie },
    });
    for (const response of [viaBearer, viaCookie]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', success: false, code: 'unauthorized' });
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: banned.email, password: banned.password },
    });
    expect(signIn.statusCode).toBe(403);
  });
});
