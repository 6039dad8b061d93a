import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp } from '../testing/app.ts';
import { registerAuthGuard } from './auth-guard.ts';
import { registerErrorHandling } from './error-handler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('envelope and errors', () => {
  it('answers unknown /api routes with the 404 envelope', async () => {
    for (const url of ['/api/nope', '/api/blog-typo', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Not Found', success: false, code: 'not_found' });
    }
  });

  it('answers /api/health with the database status, and sends a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { status: 'ok', database: 'ok', redis: process.env.TEST_REDIS_URL ? 'ok' : 'off' },
      success: true,
    });
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('sends security headers with a CSP that allows only our own scripts, and HSTS behind https', async () => {
    const secure = await createTestApp({ BASE_URL: 'https://app.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['cache-control']).toBe('no-store');
    } finally {
      await secure.close();
    }
    // Published over plain http (the test app's BASE_URL is http://localhost:3000): no HSTS, the
    // other headers as above.
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never leaks a stack trace from a server error', async () => {
    const broken = await createTestApp();
    try {
      const user = await broken.createUser();
      await broken.deps.database.close();
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'a@b.co', password: 'password123' },
      });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({
        error: 'Internal Server Error',
        success: false,
        code: 'internal_error',
      });
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(json(health).success).toBe(false);
      // A session lookup that cannot reach the database answers 503, not 500.
      const me = await broken.call('GET', '/api/me', { as: user });
      expect(me.statusCode).toBe(503);
      expect(json(me)).toEqual({ error: 'Service Unavailable', success: false, code: 'service_unavailable' });
    } finally {
      await broken.close();
    }
  });
});

describe('access control', () => {
  it('refuses /api/admin/* to anonymous and non-admin callers with 403 Forbidden, and logs permission_denied', async () => {
    const user = await t.createUser();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/emails' });
    expect(anonymous.statusCode).toBe(403);
    expect(json(anonymous)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    const asUser = await t.call('GET', '/api/admin/emails', { as: user });
    expect(asUser.statusCode).toBe(403);
    expect(json(asUser)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    // Refused before validation: bad input from a non-admin is still 403, not 400.
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/admin/emails?page=-1' });
    expect(badQuery.statusCode).toBe(403);

    const [event] = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userId, user.id))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(event).toMatchObject({
      eventType: 'permission_denied',
      eventCategory: 'authorization',
      success: false,
    });
  });

  it('answers 403 for unknown /api/admin paths unless the caller is an admin', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/not-built-yet' });
    expect(anonymous.statusCode).toBe(403);
    expect(json(anonymous)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    const asAdmin = await t.call('GET', '/api/admin/not-built-yet', { as: admin });
    expect(asAdmin.statusCode).toBe(404);
  });

  it('applies the CSRF check to API routes reached through an encoded path', async () => {
    const user = await t.createUser();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      payload: {},
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('does not fall back to the cookie when a bearer token is invalid', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie, authorization: 'Bearer invalid.token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a route registered without an access level', async () => {
    const app = Fastify();
    registerAuthGuard(app, { auth: t.deps.auth, securityLog: t.deps.securityLog, origin: TEST_ORIGIN });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare config.auth/);
    expect(() => app.get('/api/declared', { config: { auth: 'public' } }, async () => 'x')).not.toThrow();
    await app.close();
  });

  it('refuses cookie-authenticated unsafe requests from another origin; bearer requests are exempt', async () => {
    const user = await t.createUser();
    const payload = { name: 'Changed' };
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload,
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(json(crossSite)).toEqual({
      error: 'Cross-site request refused',
      success: false,
      code: 'forbidden',
    });
    const noOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload,
      headers: { cookie: user.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const fetchMetadata = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload,
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMetadata.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload,
      headers: { authorization: `Bearer ${user.token}`, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('admin pages', () => {
  it('sends a signed-out visitor to sign in with a return path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/admin/user-management?page=2' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/sign-in?redirect=${encodeURIComponent('/dashboard/admin/user-management?page=2')}`,
    );
  });

  it('answers 403 to a signed-in non-admin and 200 to an admin, logging both', async () => {
    const user = await t.createUser();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/dashboard/admin',
      headers: { cookie: user.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('text/html');

    const admin = await t.createUser({ role: 'admin' });
    const granted = await t.app.inject({
      method: 'GET',
      url: '/dashboard/admin/blog/tags',
      headers: { cookie: admin.cookie },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['cache-control']).toBe('no-store');

    const latest = async (userId: string) =>
      (
        await t.deps.database.db
          .select()
          .from(securityLogs)
          .where(eq(securityLogs.userId, userId))
          .orderBy(desc(securityLogs.id))
          .limit(1)
      )[0];
    expect(await latest(user.id)).toMatchObject({
      eventType: 'permission_denied',
      requestPath: '/dashboard/admin',
    });
    expect(await latest(admin.id)).toMatchObject({
      eventType: 'admin_access',
      requestPath: '/dashboard/admin/blog/tags',
    });
  });

  it('serves the app shell for other pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('API reference', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in',
        '/api/auth/sign-up',
        '/api/me/',
        '/api/health/',
        '/api/admin/emails/',
      ]),
    );
    expect(document.paths['/api/auth/sign-in']).toHaveProperty('post');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('requests without a body', () => {
  it('accepts a POST with no body where the body is optional, and names what is missing elsewhere', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { authorization: `Bearer ${user.token}`, 'content-length': '0' },
      });
      expect(signOut.statusCode, signOut.body).toBe(200);
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-length': '0' },
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject({ success: false, error: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});

describe('compression', () => {
  it('compresses large responses for clients that accept it, and only for them', async () => {
    const t = await createTestApp();
    try {
      const gzip = await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    } finally {
      await t.close();
    }
  });
});

describe('what the router and the database cannot take', () => {
  it('answers an over-long path parameter and a malformed URL in the envelope', async () => {
    const t = await createTestApp();
    try {
      const long = await t.app.inject({ method: 'GET', url: `/api/blog/${'x'.repeat(300)}` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ error: 'URI Too Long', success: false, code: 'uri_too_long' });
      const malformed = await t.app.inject({ method: 'GET', url: '/api/blog/%E0%A4%A' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Malformed URL', success: false, code: 'bad_request' });
    } finally {
      await t.close();
    }
  });

  it('refuses a lone UTF-16 surrogate in a JSON body with 400 before it reaches the database', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName":"A\\ud800","email":"a@example.com","message":"Hello there"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request contains text that is not valid Unicode',
        success: false,
        code: 'bad_request',
      });
      // A well-formed pair (an emoji) is text like any other.
      const emoji = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName":"A \\ud83d\\ude00","email":"a@example.com","message":"Hello there"}',
      });
      expect(emoji.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers a unique violation no service translated with 409 in the envelope, not 500', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    bare.get('/api/race', async () => {
      // What Drizzle throws when an INSERT loses a race on a unique index: the driver's error as cause.
      throw new Error('Failed query: insert into "posts"', {
        cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      });
    });
    try {
      const response = await bare.inject({ method: 'GET', url: '/api/race' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Conflict: this value is already taken',
        success: false,
        code: 'conflict',
      });
    } finally {
      await bare.close();
    }
  });
});
