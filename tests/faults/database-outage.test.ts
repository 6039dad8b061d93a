/**
 * The database going away (PostgreSQL mode): the app reaches PostgreSQL through a TCP proxy that
 * cuts live connections, refuses new ones or stalls them, then recovers. While it is down every
 * request that needs it answers 503 with the error envelope, quickly, and never a 500; the
 * process survives; once it is back the same app serves again without a restart.
 */
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, waitlistEntries } from '../../src/server/db/schema.ts';
import { HEALTH_TIMEOUT_MS } from '../../src/server/features/health/routes.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../src/server/testing/app.ts';
import { faultTally, type ProxiedApp, startProxiedApp, timed } from './support/proxied-app.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;

// Down (refused or reset) must fail fast; a stalled server can only be noticed by a timeout.
const FAST_MS = 3_000;
const QUERY_TIMEOUT_MS = 3_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database going away', () => {
  let direct: TestApp;
  let proxied: ProxiedApp;
  let admin: User;
  let user: User;
  const tally = faultTally('database outage');

  beforeAll(async () => {
    direct = await createTestApp();
    // A shorter query timeout than the default keeps the stall test quick; the mechanism is the same.
    proxied = await startProxiedApp(direct.databaseUrl!, {}, { queryTimeoutMs: QUERY_TIMEOUT_MS });
    admin = await direct.createUser({ role: 'admin' });
    user = await direct.createUser({ verified: true });
  });
  afterAll(async () => {
    tally.print();
    await proxied?.close();
    await direct?.close();
  });

  const inject = (options: InjectOptions) => timed(() => proxied.app.inject(options));

  /** Every GET /api route, with made-up ids and slugs (a 404 is as good as a 200 here). */
  /** Anonymous GET routes that never touch the database, with the status they keep answering. */
  const NO_DATABASE: Record<string, number> = {
    '/api/auth/providers': 200,
    '/api/auth/oauth/1': 400,
    '/api/auth/oauth/1/callback': 400,
  };

  const getRoutes = () =>
    proxied.deps.apiRoutes
      .filter((route) => route.method === 'GET' && !route.url.startsWith('/api/docs'))
      .map((route) => route.url.replaceAll(':slug', 'no-such-post').replace(/:\w+/g, '1'));

  const healthDown = {
    error: 'Database unavailable',
    success: false,
    code: 'service_unavailable',
    // The proxied app has no REDIS_URL.
    data: { status: 'error', database: 'error', redis: 'off' },
  };
  const expectUnavailable = (response: LightMyRequestResponse, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
    // The health check keeps its own body, even when a session token came with the probe.
    const expected = what.startsWith('GET /api/health ')
      ? healthDown
      : { error: 'Service Unavailable', success: false, code: 'service_unavailable' };
    expect(response.json(), what).toEqual(expected);
  };

  const writes = () => [
    {
      what: 'POST /api/contact',
      request: {
        method: 'POST' as const,
        url: '/api/contact',
        payload: { fullName: 'Down Time', email: uniqueEmail('contact'), message: 'Is anyone there?' },
      },
    },
    {
      what: 'POST /api/waitlist',
      request: {
        method: 'POST' as const,
        url: '/api/waitlist',
        payload: { email: uniqueEmail('waitlist'), name: 'Down Time' },
      },
    },
    {
      what: 'POST /api/auth/sign-in',
      request: {
        method: 'POST' as const,
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: user.password },
      },
    },
    {
      what: 'POST /api/auth/sign-up',
      request: {
        method: 'POST' as const,
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail('signup'), password: 'correct horse battery', name: 'New' },
      },
    },
    {
      what: 'PUT /api/me (bearer)',
      request: {
        method: 'PUT' as const,
        url: '/api/me',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { name: 'Renamed While Down' },
      },
    },
  ];

  it('answers 503 with the envelope, fast, to every request that needs the database while it refuses connections', async () => {
    // A baseline: everything works through the proxy, and the pool holds live connections to cut.
    expect((await inject({ method: 'GET', url: '/api/health' })).result.statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${user.token}` } }))
        .result.statusCode,
    ).toBe(200);

    proxied.proxy.refuse();
    tally.add('connections cut', 1);

    const health = await inject({ method: 'GET', url: '/api/health' });
    expect(health.result.statusCode).toBe(503);
    expect(health.result.json()).toEqual(healthDown);
    expect(health.ms).toBeLessThan(FAST_MS);

    // Signed in (bearer or cookie): the session lookup needs the database, so 503, never 401.
    for (const [via, headers] of [
      ['bearer', { authorization: `Bearer ${user.token}` }],
      ['cookie', { cookie: user.cookie }],
    ] as const) {
      const me = await inject({ method: 'GET', url: '/api/me', headers });
      expectUnavailable(me.result, `GET /api/me (${via})`);
      expect(me.ms).toBeLessThan(FAST_MS);
    }
    tally.add('requests refused a connection', 3);

    // Every GET route, as the admin (session lookup first) and anonymously.
    const seen = new Map<number, number>();
    for (const url of getRoutes()) {
      const asAdmin = await inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expectUnavailable(asAdmin.result, `GET ${url} (admin)`);
      expect(asAdmin.ms, url).toBeLessThan(FAST_MS);

      const anonymous = await inject({ method: 'GET', url });
      const status = anonymous.result.statusCode;
      seen.set(status, (seen.get(status) ?? 0) + 1);
      // The sign-in providers come from the configuration, not the database: they answer as ever
      // (the list; a provider that does not exist: 400).
      const fromConfig = NO_DATABASE[url];
      if (fromConfig !== undefined) {
        expect(status, `GET ${url} (anonymous): ${anonymous.result.body}`).toBe(fromConfig);
        expect(anonymous.ms, url).toBeLessThan(FAST_MS);
        continue;
      }
      // Public routes need the database (503); the guard refuses the others without it.
      expect([401, 403, 503], `GET ${url} (anonymous): ${anonymous.result.body}`).toContain(status);
      expect(anonymous.result.json(), url).toMatchObject({ success: false, error: expect.any(String) });
      expect(anonymous.ms, url).toBeLessThan(FAST_MS);
      tally.add('requests refused a connection', status === 503 ? 2 : 1);
    }
    expect(seen.get(503)).toBeGreaterThanOrEqual(8);

    for (const { what, request } of writes()) {
      const response = await inject(request);
      expectUnavailable(response.result, what);
      expect(response.ms, what).toBeLessThan(FAST_MS);
      tally.add('requests refused a connection');
    }
  });

  it('serves again once the database is back, without a restart, and nothing from the outage was half-written', async () => {
    proxied.proxy.restore();
    const health = await inject({ method: 'GET', url: '/api/health' });
    expect(health.result.statusCode).toBe(200);
    expect(health.result.json()).toEqual({
      data: { status: 'ok', database: 'ok', redis: 'off' },
      success: true,
    });

    for (const url of getRoutes()) {
      const response = await inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.result.statusCode, `GET ${url}: ${response.result.body}`).not.toBe(503);
      expect(response.result.statusCode, `GET ${url}: ${response.result.body}`).toBeLessThan(500);
    }
    for (const { what, request } of writes()) {
      const response = await inject(request);
      expect(response.result.statusCode, `${what}: ${response.result.body}`).toBeLessThan(300);
    }
    // The writes refused during the outage left nothing behind.
    const db = direct.deps.database.db;
    expect(
      await db.select().from(contactSubmissions).where(eq(contactSubmissions.message, 'Is anyone there?')),
    ).toHaveLength(1);
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.name, 'Down Time'))).toHaveLength(
      1,
    );
  });

  it('cuts live connections under concurrent load: every request answers (2xx or 503), none hangs, and the pool recovers', async () => {
    const request = (index: number) =>
      index % 3 === 0
        ? inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${user.token}` } })
        : index % 3 === 1
          ? inject({ method: 'GET', url: '/api/faqs' })
          : inject({
              method: 'POST',
              url: '/api/waitlist',
              payload: { email: uniqueEmail('load'), name: 'Under Load' },
            });
    // Three waves with a cut in the middle of each.
    for (let wave = 0; wave < 3; wave++) {
      const inFlight = Array.from({ length: 30 }, (_, index) => request(index));
      // Transactions caught between two statements: their connection has no query to fail, and an
      // unheard 'error' event on it would kill the process.
      const transactions = Promise.allSettled(
        Array.from({ length: 3 }, () =>
          proxied.database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise((resolve) => setTimeout(resolve, 50));
            await tx.execute(sql`select 2`);
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      proxied.proxy.cut();
      tally.add('connections cut');
      const settled = await Promise.all(inFlight);
      expect((await transactions).map((outcome) => outcome.status)).toContain('rejected');
      for (const { result, ms } of settled) {
        expect([200, 201, 503], result.body).toContain(result.statusCode);
        if (result.statusCode === 503) expect(result.json()).toMatchObject({ success: false });
        expect(ms).toBeLessThan(FAST_MS * 2);
      }
      tally.add('requests in flight during a cut', settled.length);
    }
    // Every pooled connection died at some point; the next requests still get fresh ones.
    const after = await Promise.all(Array.from({ length: 12 }, (_, index) => request(index)));
    for (const { result } of after) expect([200, 201], result.body).toContain(result.statusCode);
  });

  it('stalls (a partition): health answers 503 within its timeout, queries fail at the query timeout, transactions leak no connection', async () => {
    const pooled = proxied.database.db;
    // Warm every pool slot, so the stall catches live connections as well as new ones.
    await Promise.all(Array.from({ length: 5 }, () => pooled.execute(sql`select pg_sleep(0.05)`)));
    proxied.proxy.stall();
    tally.add('network stalls');

    const started = performance.now();
    const [health, me, transactions] = await Promise.all([
      inject({ method: 'GET', url: '/api/health' }),
      inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${user.token}` } }),
      // More transactions than pool slots: a BEGIN that times out must give its connection back.
      Promise.allSettled(
        Array.from({ length: 7 }, () => pooled.transaction(async (tx) => tx.execute(sql`select 1`))),
      ),
    ]);
    const elapsed = performance.now() - started;
    expect(health.result.statusCode).toBe(503);
    expect(health.result.json()).toMatchObject({ success: false, data: { database: 'error' } });
    expect(health.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000);
    expectUnavailable(me.result, 'GET /api/me while stalled');
    expect(me.ms).toBeLessThan(QUERY_TIMEOUT_MS + 3_000);
    expect(transactions.every((outcome) => outcome.status === 'rejected')).toBe(true);
    // Queued transactions wait for a slot, then for their own connect timeout: bounded either way.
    expect(elapsed).toBeLessThan(2 * QUERY_TIMEOUT_MS + 3_000);
    tally.add('requests timed out', 2 + transactions.length);

    proxied.proxy.restore();
    // All five slots would be lost for good if the timed-out BEGINs kept their connections.
    const recovered = await Promise.all(
      Array.from({ length: 10 }, () => pooled.transaction(async (tx) => tx.execute(sql`select 1 as one`))),
    );
    expect(recovered).toHaveLength(10);
    const me2 = await inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me2.result.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/health' })).result.statusCode).toBe(200);
  }, 60_000);

  it('keeps cookie-authenticated unsafe requests from our origin at 503 too (CSRF passes, the database does not)', async () => {
    proxied.proxy.refuse();
    try {
      const response = await inject({
        method: 'PUT',
        url: '/api/me',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
        payload: { name: 'Cookie While Down' },
      });
      expectUnavailable(response.result, 'PUT /api/me (cookie)');
      tally.add('requests refused a connection');
    } finally {
      proxied.proxy.restore();
    }
  });
});
