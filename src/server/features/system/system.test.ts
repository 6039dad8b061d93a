/**
 * The admin's system page over HTTP (GET /api/admin/system): who may read it, the dependencies'
 * status (PGlite without Redis by default; PostgreSQL and Redis with TEST_DATABASE_URL and
 * TEST_REDIS_URL), the queue counts, the failing webhook endpoints, and the error record: a route
 * that throws leaves a row with its template and without its query string or anyone's data.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, serverErrors, webhookEndpoints } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';
import { KEEP_ERRORS, purgeServerErrors } from './error-purge.ts';
import { errorFacts } from './error-text.ts';

let t: TestApp;
let admin: User;
let user: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (as: User | null, method: HttpMethod, url: string) => t.call(method, url, { as });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const db = () => t.deps.database.db;
const overview = async () => {
  const response = await call(admin, 'GET', '/api/admin/system');
  expect(response.statusCode).toBe(200);
  return data(response);
};

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('GET /api/admin/system', () => {
  it('is for admins only', async () => {
    // The guard's rule for admin routes: anyone but an admin, signed in or not, is refused with 403.
    expect((await call(null, 'GET', '/api/admin/system')).statusCode).toBe(403);
    expect((await call(user, 'GET', '/api/admin/system')).statusCode).toBe(403);
  });

  it('answers the release, the uptime and each dependency’s status', async () => {
    const system = await overview();
    expect(system.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(system.node).toBe(process.version);
    expect(system.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(system.startedAt)).toBeLessThanOrEqual(Date.now());
    const postgres = Boolean(t.databaseUrl);
    const redis = Boolean(process.env.TEST_REDIS_URL);
    expect(system.dependencies).toEqual({
      database: { status: 'ok', kind: postgres ? 'postgres' : 'pglite', latencyMs: expect.any(Number) },
      redis: { status: redis ? 'ok' : 'off' },
      mail: { transport: 'outbox', status: 'ok', failedLast24h: 0 },
      storage: { driver: 'local', status: 'ok' },
      payments: { provider: 'local', status: 'ok' },
    });
  });

  it('counts each queue’s waiting, retrying and failed jobs', async () => {
    // Far in the future, so the runner leaves them be (no queue of that name is defined either).
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const job = { queue: 'test.system', payload: {}, maxAttempts: 3, runAt: later };
    await db()
      .insert(jobs)
      .values([
        { ...job, status: 'queued' },
        { ...job, status: 'queued', attempts: 1, lastError: 'receiver answered 503' },
        { ...job, status: 'failed', attempts: 3, lastError: 'receiver answered 503', finishedAt: new Date() },
      ]);
    const system = await overview();
    expect(system.queues.find((queue: { name: string }) => queue.name === 'test.system')).toEqual({
      name: 'test.system',
      queued: 2,
      retrying: 1,
      running: 0,
      failed: 1,
      succeeded: 0,
      oldestDueAt: later.toISOString(),
    });
  });

  it('lists the webhook endpoints that are failing or were switched off, without their query string', async () => {
    const endpoint = (values: Partial<typeof webhookEndpoints.$inferInsert>) => ({
      id: randomUUID(),
      customerKey: `user:${user.id}`,
      userId: user.id,
      events: ['*'],
      secret: `whsec_${Buffer.alloc(24, 3).toString('base64')}`,
      url: 'https://receiver.example/hooks',
      ...values,
    });
    const since = new Date(Date.now() - 60 * 60 * 1000);
    const failing = endpoint({
      url: 'https://receiver.example/hooks?key=receivers-own-secret',
      consecutiveFailures: 7,
      failingSince: since,
    });
    const disabled = endpoint({
      enabled: false,
      disabledReason: '50 failed delivery attempts in a row',
      consecutiveFailures: 50,
      failingSince: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    const healthy = endpoint({});
    await db().insert(webhookEndpoints).values([failing, disabled, healthy]);

    const listed = (await overview()).failingWebhookEndpoints;
    expect(listed).toEqual([
      {
        id: disabled.id,
        url: 'https://receiver.example/hooks',
        owner: { kind: 'user', id: user.id, name: 'Test User' },
        consecutiveFailures: 50,
        failingSince: disabled.failingSince?.toISOString(),
        disabled: true,
        disabledReason: '50 failed delivery attempts in a row',
      },
      {
        id: failing.id,
        url: 'https://receiver.example/hooks?…',
        owner: { kind: 'user', id: user.id, name: 'Test User' },
        consecutiveFailures: 7,
        failingSince: since.toISOString(),
        disabled: false,
        disabledReason: null,
      },
    ]);
  });
});

describe('the error record', () => {
  it('records a route that throws: its template, never its URL, query string or anyone’s data', async () => {
    // The blog's table gone: the post's read fails with an error nobody expected (a 500).
    await db().execute(sql`alter table blog_post rename to blog_post_away`);
    let response: Awaited<ReturnType<typeof call>>;
    try {
      response = await t.call('GET', '/api/blog/ada-lovelace?email=ada@example.com&token=reset-123', {
        as: user,
      });
    } finally {
      await db().execute(sql`alter table blog_post_away rename to blog_post`);
    }
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    // Written in the background: the answer did not wait for it.
    await waitFor(
      async () =>
        (await db().select().from(serverErrors).where(eq(serverErrors.requestId, requestId))).length > 0,
    );

    const [recorded] = (await overview()).lastErrors;
    expect(recorded).toMatchObject({
      requestId,
      method: 'GET',
      route: '/api/blog/:slug',
      status: 500,
      release: expect.stringMatching(/^\d+\.\d+\.\d+/),
      stackHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // The query's start, and why it failed (the driver's error, its cause).
    expect(recorded.message).toMatch(
      /^Failed query: select .*blog_post.* — caused by .*relation "blog_post" does not exist/s,
    );
    const everything = JSON.stringify(recorded);
    for (const secret of ['ada-lovelace', 'ada@example.com', 'reset-123', user.token, user.email, '?email'])
      expect(everything).not.toContain(secret);
  });

  it('scrubs what a message may carry: query parameters, addresses, tokens, connection strings', () => {
    const error = new Error(
      'Failed query: select * from "user" where "email" = $1\nparams: grace@example.com',
    );
    expect(errorFacts(error).message).toBe('Failed query: select * from "user" where "email" = $1');
    const leaky = new Error(
      'GET https://api.example.com/v1/x?token=abc failed for bob@example.com with Bearer abc.def sk_live_1234567890 at postgres://app:hunter2@db:5432/app',
    );
    expect(errorFacts(leaky).message).toBe(
      'GET https://api.example.com/v1/x?… failed for [email] with Bearer [redacted] sk_[redacted] at postgres://[credentials]@db:5432/app',
    );
    // A long message is cut (words: a 32+ character run would be taken for a token and redacted).
    expect(errorFacts(new Error('word '.repeat(400))).message).toHaveLength(500);
    expect(errorFacts(new Error(`reset code ${'a1'.repeat(20)} expired`)).message).toBe(
      'reset code [redacted] expired',
    );
    const wrapped = new Error(`Failed query: select ${'"a", '.repeat(300)}\nparams: ada@example.com`, {
      cause: new Error('relation "a" does not exist'),
    });
    const message = errorFacts(wrapped).message;
    expect(message).toHaveLength(500);
    expect(message).toMatch(/… — caused by Error: relation "a" does not exist$/);
    expect(message).not.toContain('ada@example.com');
    // The same failure at the same place groups under one hash, whatever its message's details.
    const twice = [1, 2].map((n) =>
      errorFacts(Object.assign(new Error(`n=${n}`), { stack: 'Error\n    at f (a.ts:1:1)' })),
    );
    expect(twice[0]?.stackHash).toBe(twice[1]?.stackHash);
  });

  it('keeps the newest 1,000 rows of the last 30 days', async () => {
    const row = {
      requestId: 'r',
      method: 'GET',
      route: '/api/x',
      status: 500,
      errorName: 'Error',
      message: 'm',
      stackHash: 'h',
      release: '0',
    };
    await db()
      .insert(serverErrors)
      .values({ ...row, requestId: 'too-old', occurredAt: new Date(Date.now() - 31 * 86_400_000) });
    await db()
      .insert(serverErrors)
      .values(
        Array.from({ length: KEEP_ERRORS + 5 }, (_, index) => ({ ...row, requestId: `bulk-${index}` })),
      );
    await purgeServerErrors(db());
    const [count] = await db().select({ rows: sql<number>`count(*)::int` }).from(serverErrors);
    expect(count?.rows).toBe(KEEP_ERRORS);
    const kept = await db().select().from(serverErrors).where(eq(serverErrors.requestId, 'too-old'));
    expect(kept).toEqual([]);
    const newest = await db()
      .select()
      .from(serverErrors)
      .where(eq(serverErrors.requestId, `bulk-${KEEP_ERRORS + 4}`));
    expect(newest).toHaveLength(1);
  });
});
