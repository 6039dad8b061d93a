import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/app.ts';
import { freePort } from '../testing/ports.ts';
import { rateLimitScopeOf } from './rate-limit.ts';

describe('rate-limit scopes', () => {
  it('maps paths to the spec scopes', () => {
    expect(rateLimitScopeOf('/api/auth/sign-in')).toBe('auth');
    expect(rateLimitScopeOf('/api/auth/reset-password')).toBe('auth');
    expect(rateLimitScopeOf('/api/auth/providers')).toBe('general');
    expect(rateLimitScopeOf('/api/auth/providers', 'POST')).toBe('auth');
    expect(rateLimitScopeOf('/api/auth/sign-out', 'POST')).toBe('none');
    expect(rateLimitScopeOf('/api/contact')).toBe('contact');
    expect(rateLimitScopeOf('/api/me')).toBe('general');
    expect(rateLimitScopeOf('/api/admin/emails')).toBe('general');
    expect(rateLimitScopeOf('/api/health')).toBe('none');
    expect(rateLimitScopeOf('/api/health/')).toBe('none');
    expect(rateLimitScopeOf('/api/contact/')).toBe('contact');
    expect(rateLimitScopeOf('/api/stripe/webhook')).toBe('none');
    expect(rateLimitScopeOf('/api/fileupload/:id', 'GET')).toBe('none');
    expect(rateLimitScopeOf('/api/fileupload/:id', 'DELETE')).toBe('general');
    expect(rateLimitScopeOf('/api/fileupload', 'POST')).toBe('general');
    expect(rateLimitScopeOf('/dashboard/admin')).toBe('none');
  });
});

describe('limits at their defaults', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    // The spec's default counts (the fixtures' sign-ins come from another address than the tests' calls).
    t = await createTestApp({
      RATE_LIMIT_AUTH_MAX: '5',
      RATE_LIMIT_GENERAL_MAX: '100',
      RATE_LIMIT_CONTACT_MAX: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows 5 auth requests per caller across all /api/auth/* routes, then 429 with the headers', async () => {
    const ip = '203.0.113.7';
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    const responses = [
      await call('/api/auth/sign-in', { email: 'a@b.co', password: 'whatever1' }),
      await call('/api/auth/forgot-password', { email: 'a@b.co' }),
      await call('/api/auth/sign-in', { email: 'a@b.co', password: 'whatever1' }),
      await call('/api/auth/resend-verification', { email: 'a@b.co' }),
      await call('/api/auth/sign-in', { email: 'a@b.co', password: 'whatever1' }),
    ];
    expect(responses.map((response) => response.headers['x-ratelimit-remaining'])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    for (const response of responses) {
      expect(response.statusCode).not.toBe(429);
      expect(response.headers['x-ratelimit-limit']).toBe('5');
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await call('/api/auth/sign-up', { email: 'a@b.co', password: 'password123', name: 'A' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).success).toBe(false);
    expect(json(limited).error).toMatch(/Too many requests/);
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // A session of one's own does not buy a new budget for password guessing.
    const owned = await t.createUser();
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co', password: 'whatever1' },
      headers: { authorization: `Bearer ${owned.token}` },
      remoteAddress: ip,
    });
    expect(withToken.statusCode).toBe(429);

    // Another caller still has its own budget; health is never limited.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'a@b.co' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
  });

  it('never refuses a sign-out: with the auth budget spent, the session still ends', async () => {
    // Anyone behind the same address can spend the budget; signing out only lowers privilege.
    const ip = '203.0.113.20';
    // Signed up and in from an address of its own (the fixtures' address has no budget to spare).
    const user = { email: 'leaving@example.com', password: 'correct horse battery' };
    const fromElsewhere = { remoteAddress: '203.0.113.21' };
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...user, name: 'L' },
      ...fromElsewhere,
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: user,
      ...fromElsewhere,
    });
    const token = json<{ data: { session: { token: string } } }>(signedIn).data.session.token;
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'a@b.co' },
        remoteAddress: ip,
      });
    for (let index = 0; index < 5; index++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
      remoteAddress: ip,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.headers['x-ratelimit-limit']).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      ...fromElsewhere,
    });
    expect(me.statusCode).toBe(401);
    // Every other auth route is still limited for that address.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: user,
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('counts 100 general requests per caller, keyed by the signed-in user, and exempts admins', async () => {
    admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    const get = (token: string, ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: ip,
      });
    let last = await get(user.token, '198.51.100.1');
    expect(last.headers['x-ratelimit-limit']).toBe('100');
    for (let index = 1; index < 100; index++) last = await get(user.token, `198.51.100.${(index % 200) + 1}`);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await get(user.token, '198.51.100.250');
    expect(limited.statusCode).toBe(429);

    for (let index = 0; index < 105; index++) last = await get(admin.token, '198.51.100.1');
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('overrides and proxies', () => {
  it('takes the client IP from X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await createTestApp({
      RATE_LIMIT_AUTH_MAX: '1',
      TRUST_PROXY: 'true',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    try {
      const call = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'a@b.co' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await call('192.0.2.1')).statusCode).toBe(200);
      const limited = await call('192.0.2.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
      expect((await call('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }

    const direct = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1' });
    try {
      const call = (forwardedFor: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'a@b.co' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await call('192.0.2.1')).statusCode).toBe(200);
      // A spoofed header does not buy a new budget.
      expect((await call('192.0.2.99')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('Redis unreachable', () => {
  const statuses = async (t: TestApp, count: number, ip: string) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i += 1) {
      codes.push((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode);
      codes.push((await t.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: ip })).statusCode);
    }
    return codes.filter((_, index) => index % 2 === 1);
  };

  it('counts in process when Redis is down from the start (limits still hold)', async () => {
    const port = await freePort();
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_GENERAL_MAX: '2' });
    try {
      expect(t.deps.redis?.status).not.toBe('ready');
      expect(await statuses(t, 3, '198.51.100.1')).toEqual([200, 200, 429]);
      // Another caller has its own budget.
      expect(await statuses(t, 1, '198.51.100.2')).toEqual([200]);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'falls back while Redis is away and counts in Redis again after',
    async () => {
      const t = await createTestApp({ RATE_LIMIT_GENERAL_MAX: '2' });
      const redis = t.deps.redis!;
      try {
        expect(redis.status).toBe('ready');
        expect(await statuses(t, 1, '198.51.100.3')).toEqual([200]);
        redis.disconnect();
        while (redis.status !== 'end') await new Promise((resolve) => setTimeout(resolve, 10));
        // In process, the caller starts afresh and is limited there too.
        expect(await statuses(t, 3, '198.51.100.3')).toEqual([200, 200, 429]);
        await redis.connect();
        // Back in Redis, where the caller had used one of two.
        expect(await statuses(t, 2, '198.51.100.3')).toEqual([200, 429]);
      } finally {
        await t.close();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_REDIS_URL)('keys in Redis', () => {
  it('names each counter by scope and caller, expiring with the window', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}-`;
    const t = await createTestApp({ RATE_LIMIT_WINDOW_SECONDS: '60' }, { redisKeyPrefix: prefix });
    try {
      const user = await t.createUser(); // signs up and in from 127.0.0.1
      const ip = '198.51.100.9';
      await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: ip,
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { fullName: 'A', email: 'a@b.co', message: 'Hello there' },
        remoteAddress: ip,
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'a@b.co' },
        remoteAddress: ip,
      });
      const redis = t.deps.redis!;
      const keys = (await redis.keys(`${prefix}*`)).sort();
      expect(keys).toEqual([
        `${prefix}rl:auth:ip:127.0.0.1`,
        `${prefix}rl:auth:ip:${ip}`,
        `${prefix}rl:contact:ip:${ip}`,
        `${prefix}rl:general:user:${user.id}`,
      ]);
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        expect(ttl, key).toBeGreaterThan(0);
        expect(ttl, key).toBeLessThanOrEqual(60_000);
      }
      expect(await redis.get(`${prefix}rl:auth:ip:127.0.0.1`)).toBe('2');
    } finally {
      await t.close();
    }
  });
});
