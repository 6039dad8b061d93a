/**
 * GET /metrics (issue #34): Prometheus' text format for the bearer of METRICS_TOKEN, the ordinary
 * 404 for everyone else (and for everyone while the token is unset), 401 for a wrong token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { json, type TestApp } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { type Receiver, startReceiver } from '../../testing/webhook-receiver.ts';
import { addEndpoint, callAs, dataOf, entitledUser, settle } from '../../testing/webhooks.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The samples of a scrape: name, labels and value of each line that is not a comment. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The samples of `name` whose labels include `labels`. */
const matching = (text: string, name: string, labels: Record<string, string>) =>
  samples(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The value of the one sample of `name` whose labels include `labels` (undefined: none). */
function metric(text: string, name: string, labels: Record<string, string> = {}) {
  const found = matching(text, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** The sum of the samples of `name` whose labels include `labels`. */
const totalOf = (text: string, name: string, labels: Record<string, string>) =>
  matching(text, name, labels).reduce((sum, sample) => sum + sample.value, 0);

async function scrape(t: TestApp): Promise<string> {
  const response = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const NOT_FOUND = { error: 'Not Found', success: false, code: 'not_found' };

describe('GET /metrics while METRICS_TOKEN is unset', () => {
  const t = sharedTestApp();

  it('is 404 without credentials', async () => {
    const response = await t.call('GET', '/metrics');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(NOT_FOUND);
  });

  it('is 404 for a caller who sends a bearer token too', async () => {
    const response = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(NOT_FOUND);
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  const t = sharedTestApp({ METRICS_TOKEN: TOKEN, WEBHOOK_RETRY_BASE_MS: '0.001' });
  const admin = sharedUser(t, { role: 'admin' });

  it('answers a request without an Authorization header with the same 404 as when metrics are off', async () => {
    const response = await t.call('GET', '/metrics');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(NOT_FOUND);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('refuses a wrong token with 401 in the error envelope', async () => {
    const response = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'Invalid metrics token', success: false, code: 'unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
  });

  it('refuses another kind of credential (a Basic header carrying the token) with 401', async () => {
    const basic = Buffer.from(`metrics:${TOKEN}`).toString('base64');
    const response = await t.call('GET', '/metrics', { headers: { authorization: `Basic ${basic}` } });
    expect(response.statusCode).toBe(401);
  });

  it('answers the right token in the Prometheus text format, not cached', async () => {
    const response = await t.call('GET', '/metrics', { headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts a request under its route template, never with the id from its URL', async () => {
    const id = '7f3c2a9e-0000-4000-8000-00000000abcd';
    const labels = { method: 'GET', route: '/api/admin/users/:id' };
    const before = await scrape(t);
    const answered = await t.call('GET', `/api/admin/users/${id}`, { as: admin });
    const after = await scrape(t);
    const status = String(answered.statusCode);
    const counted = metric(after, 'http_requests_total', { ...labels, status }) ?? 0;
    expect(counted - (metric(before, 'http_requests_total', { ...labels, status }) ?? 0)).toBe(1);
    expect(metric(after, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(id);
  });

  it('counts requests no route matched under route="unmatched", whatever their path', async () => {
    const before = await scrape(t);
    // The API's 404s, and a page address the web app answers itself (the app shell, or the
    // rendered not-found page once the web app is built).
    for (const path of ['/api/wp-admin-probe', '/api/no/such/route/1234', '/.env-probe'])
      await t.call('GET', path);
    const after = await scrape(t);
    const unmatched = (text: string) =>
      totalOf(text, 'http_requests_total', { method: 'GET', route: 'unmatched' });
    expect(unmatched(after) - unmatched(before)).toBe(3);
    expect(
      metric(after, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(2);
    for (const path of ['wp-admin-probe', 'env-probe', '/api/no/such']) expect(after).not.toContain(path);
  });

  it('shows the jobs due in each queue as pending, and those waiting for their time as scheduled', async () => {
    const queue = 'metrics-test.pending';
    // A queue no worker runs: its jobs stay where they are.
    await t.deps.database.db.insert(jobs).values([
      { queue, payload: {}, maxAttempts: 1 },
      { queue, payload: {}, maxAttempts: 1 },
      { queue, payload: {}, maxAttempts: 1, runAt: new Date(Date.now() + 60 * 60 * 1000) },
    ]);
    const text = await scrape(t);
    expect(metric(text, 'jobs_pending', { queue })).toBe(2);
    expect(metric(text, 'jobs_scheduled', { queue })).toBe(1);
    expect(metric(text, 'jobs_running', { queue })).toBe(0);
  });

  it('counts an e-mail once it is sent', async () => {
    const sent = async () => metric(await scrape(t), 'emails_sent_total', { result: 'sent' });
    const user = await t.createUser();
    // Signing up may e-mail too: counted before the message this test follows.
    await t.deps.mailer.drain();
    const before = await sent();
    const requested = await t.call('POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(await t.lastEmail(user.email)).toMatchObject({ status: 'sent' });
    expect(await sent()).toBe((before ?? 0) + 1);
  });

  describe('webhook deliveries', () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.close());

    it('are counted as delivered once the receiver accepts one', async () => {
      const delivered = async () =>
        metric(await scrape(t), 'webhook_deliveries_total', { result: 'delivered' });
      const before = (await delivered()) ?? 0;
      const user = await entitledUser(t, admin);
      const { endpoint } = await addEndpoint(t, user, receiver.url);
      const { delivery } = await dataOf(
        callAs(t, user, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test`),
        202,
      );
      expect(await settle(t, delivery.id)).toMatchObject({ status: 'succeeded' });
      expect(await delivered()).toBe(before + 1);
      expect(
        metric(await scrape(t), 'jobs_succeeded_total', { queue: 'webhook.deliver' }),
      ).toBeGreaterThanOrEqual(1);
    });
  });

  it('includes the Node.js process metrics', async () => {
    const text = await scrape(t);
    expect(metric(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metric(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('says the database answered', async () => {
    expect(metric(await scrape(t), 'database_up')).toBe(1);
  });

  it('reports the connection pool with PostgreSQL, and no pool with the embedded database', async () => {
    const text = await scrape(t);
    if (t.deps.database.kind === 'postgres') {
      expect(metric(text, 'db_pool_max_connections')).toBeGreaterThan(0);
      expect(metric(text, 'db_pool_connections')).toBeGreaterThanOrEqual(
        metric(text, 'db_pool_idle_connections') ?? 0,
      );
      expect(metric(text, 'db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('is not listed in the API reference', async () => {
    const spec = json<{ paths: Record<string, unknown> }>(await t.call('GET', '/api/docs/json'));
    expect(Object.keys(spec.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics when the mail server refuses every message', () => {
  const t = sharedTestApp(
    { METRICS_TOKEN: TOKEN, MAIL_MAX_ATTEMPTS: '1' },
    {
      mailTransport: {
        name: 'smtp',
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
        close() {},
      },
    },
  );

  it('counts the e-mail that ran out of attempts as failed, and its job as failed in the mail queue', async () => {
    const user = await t.createUser();
    // Signing up may e-mail too: counted before the message this test follows.
    await t.deps.mailer.drain();
    const before = await scrape(t);
    await t.call('POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    expect(await t.lastEmail(user.email)).toMatchObject({ status: 'failed' });
    const after = await scrape(t);
    expect(metric(after, 'emails_sent_total', { result: 'failed' })).toBe(
      (metric(before, 'emails_sent_total', { result: 'failed' }) ?? 0) + 1,
    );
    expect(metric(after, 'emails_sent_total', { result: 'sent' })).toBe(0);
    expect(metric(after, 'jobs_failed_total', { queue: 'mail' })).toBe(
      (metric(before, 'jobs_failed_total', { queue: 'mail' }) ?? 0) + 1,
    );
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused at start-up when it is short enough to guess', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });
});
