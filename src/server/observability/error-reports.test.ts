/**
 * Error reports (issue #34): a Sentry-protocol receiver on 127.0.0.1 gets the server's unexpected
 * errors with the request id and release, and nothing personal.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';

// biome-ignore lint/suspicious/noExplicitAny: the event's JSON is read freely; the assertions check its shape.
type Json = Record<string, any>;

interface Envelope {
  path: string;
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: Json }[];
  raw: string;
}

/** A Sentry stand-in: stores each envelope POSTed to /api/<project>/envelope/. */
async function startReceiver() {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [header = '{}', ...rest] = raw.split('\n').filter((line) => line.length > 0);
      const items: Envelope['items'] = [];
      for (let index = 0; index + 1 < rest.length; index += 2)
        items.push({ header: JSON.parse(rest[index]!), payload: JSON.parse(rest[index + 1]!) });
      envelopes.push({ path: request.url ?? '', header: JSON.parse(header), items, raw });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { envelopes, server, port: (server.address() as AddressInfo).port };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    SENTRY_DSN: `http://publickey@127.0.0.1:${receiver.port}/42`,
    SENTRY_RELEASE: 'starter@9.9.9',
    SENTRY_ENVIRONMENT: 'staging',
  });
  admin = await t.createUser({ role: 'admin' });
});

afterAll(async () => {
  await t?.close();
  receiver?.server.close();
});

/** A reply to a contact message whose e-mail fails with a message full of personal data. */
async function failingReply() {
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { fullName: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there, a question.' },
  });
  const [submission] = await t.deps.database.db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.email, 'ada@example.com'))
    .orderBy(desc(contactSubmissions.id))
    .limit(1);
  const id = submission!.id;
  const original = t.deps.mailer.sendTemplate;
  t.deps.mailer.sendTemplate = async () => {
    throw new Error(
      'SMTP refused ada@example.com: token=f00dfeedcafe1234 password=hunter22 key sk_live_0123456789abcdef Bearer abc.def.ghi',
    );
  };
  try {
    return await t.call('POST', `/api/admin/contact-submissions/${id}/reply`, {
      as: admin,
      payload: { message: 'Thanks, Ada!' },
    });
  } finally {
    t.deps.mailer.sendTemplate = original;
  }
}

describe('error reports to a Sentry-protocol service (SENTRY_DSN)', () => {
  it('sends an unexpected server error as an event with the request id, route, release and environment', async () => {
    const response = await failingReply();
    expect(response.statusCode).toBe(500);
    await t.deps.errorReporter!.flush();
    const envelope = receiver.envelopes.at(-1)!;
    expect(envelope.path.split('?')[0]).toBe('/api/42/envelope/');
    const event = envelope.items.find((item) => item.header.type === 'event')!.payload;
    expect(event.tags).toMatchObject({
      source: 'server',
      request_id: response.headers['x-request-id'],
      route: '/api/admin/contact-submissions/:id/reply',
      'http.method': 'POST',
    });
    expect(event.release).toBe('starter@9.9.9');
    expect(event.environment).toBe('staging');
    expect(event.exception.values[0].type).toBe('Error');
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
  });

  it('carries no e-mail address, token, password, key, cookie or body', async () => {
    await failingReply();
    await t.deps.errorReporter!.flush();
    const { raw, items } = receiver.envelopes.at(-1)!;
    const event = items.find((item) => item.header.type === 'event')!.payload;
    expect(event.exception.values[0].value).toContain('SMTP refused [email]');
    for (const secret of [
      'ada@example.com',
      admin.email,
      'f00dfeedcafe1234',
      'hunter22',
      'sk_live_0123456789abcdef',
      'abc.def.ghi',
      admin.token,
      'Thanks, Ada',
    ])
      expect(raw).not.toContain(secret);
    expect(event.user).toBeUndefined();
    expect(event.request).toBeUndefined();
  });

  it('does not report a refusal (a 4xx is the caller’s, not a fault)', async () => {
    const before = receiver.envelopes.length;
    const response = await t.call('GET', '/api/admin/contact-submissions/999999', { as: admin });
    expect(response.statusCode).toBe(404);
    await t.deps.errorReporter!.flush();
    expect(receiver.envelopes.length).toBe(before);
  });
});

describe('POST /api/client-errors', () => {
  it("reports the web app's error with the page's path (no query string), scrubbed, and answers 202", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'plan') for grace@example.com",
        stack:
          'TypeError: Cannot read properties of undefined\n    at Plan (https://app.example/assets/plan-abc.js:1:200)',
        path: '/dashboard/billing?reset=f00dfeedcafe1234f00dfeedcafe1234',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { received: true }, success: true });
    await t.deps.errorReporter!.flush();
    const { raw, items } = receiver.envelopes.at(-1)!;
    const event = items.find((item) => item.header.type === 'event')!.payload;
    expect(event.tags).toMatchObject({
      source: 'web',
      route: '/dashboard/billing',
      request_id: response.headers['x-request-id'],
    });
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: "Cannot read properties of undefined (reading 'plan') for [email]",
    });
    expect(raw).not.toContain('grace@example.com');
    expect(raw).not.toContain('f00dfeedcafe1234');
  });

  it('refuses a report without a message or a page (400)', async () => {
    for (const payload of [{ path: '/' }, { message: 'boom' }, { message: 'x'.repeat(1001), path: '/' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('without SENTRY_DSN', () => {
  it('has no reporter, and still takes the web app’s reports (logged)', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.deps.errorReporter).toBeUndefined();
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { message: 'boom', path: '/' },
      });
      expect(response.statusCode).toBe(202);
    } finally {
      await plain.close();
    }
  });
});
