/**
 * Several instances behind a load balancer behave as one (issue #10): two instances of the service,
 * each with its own pool, caches, Redis connections and mail worker, listening on their own ports,
 * sharing one PostgreSQL database and one Redis — as N processes of a deployment do. Needs
 * TEST_DATABASE_URL and TEST_REDIS_URL (the embedded database serves one process only).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import {
  emails,
  entitlementOverrides,
  subscriptionPlans,
  subscriptions,
  users,
  webhookEvents,
} from '../../src/server/db/schema.ts';
import { ensureAdmin } from '../../src/server/features/auth/bootstrap.ts';
import type { MailTransport, OutgoingMail } from '../../src/server/mail/transport.ts';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/database.ts';
import { freePort } from '../../src/server/testing/ports.ts';
import { type StripeStandIn, startStripeStandIn } from '../support/doubles/stripe-stand-in.ts';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const WEBHOOK_SECRET = 'whsec_scale_test';
const PASSWORD = 'correct horse battery';

interface Instance {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
}

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  let shared: TestDatabase;
  let stripe: StripeStandIn;
  let a: Instance;
  let b: Instance;
  // Every delivery either instance's worker makes, in order.
  const delivered: Array<{ to: string; subject: string }> = [];
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      // Slow enough that both workers take part in draining a burst.
      await new Promise((resolve) => setTimeout(resolve, 10));
      delivered.push({ to: mail.to, subject: mail.subject });
    },
    close() {},
  };

  async function startInstance(database: Database, namespace: string): Promise<Instance> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.SCALE_LOG ?? 'silent',
      BASE_URL: url,
      PORT: String(port),
      DATABASE_URL: shared.databaseUrl!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      AUTH_SECRET: 'a-shared-secret-of-at-least-thirty-two-characters',
      ...stripe.env(WEBHOOK_SECRET),
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_GENERAL_MAX: '100000',
      RATE_LIMIT_CONTACT_MAX: '3',
      MAIL_RETRY_DELAY_MS: '100',
    });
    const { app, deps } = await buildApp(config, database, {
      redisKeyPrefix: namespace,
      mailTransport: transport,
    });
    await app.listen({ port, host: '127.0.0.1' });
    return { url, app, deps, database };
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    stripe = await startStripeStandIn();
    // One namespace for both: the counters of one deployment (a test run of its own).
    const namespace = `scale-${randomBytes(6).toString('hex')}:`;
    a = await startInstance(shared.database, namespace);
    b = await startInstance(await openDatabase({ databaseUrl: shared.databaseUrl! }), namespace);
  });

  afterAll(async () => {
    await a?.app.close();
    if (b) {
      await b.app.close();
      await b.database.close();
    }
    await shared?.close();
    await stripe?.close();
  });

  const call = async (
    on: Instance,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; ip?: string } = {},
  ) => {
    const response = await fetch(`${on.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely.
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
  };

  async function signUp(label: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
    expect(
      (await call(a, 'POST', '/api/auth/sign-up', { body: { email, password: PASSWORD, name: label } }))
        .status,
    ).toBe(201);
    await shared.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    return email;
  }
  async function signIn(on: Instance, email: string, password = PASSWORD) {
    const response = await call(on, 'POST', '/api/auth/sign-in', { body: { email, password } });
    expect(response.status).toBe(200);
    return response.body!.data.session as { token: string; user: { id: string } };
  }
  async function adminToken() {
    const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
    await ensureAdmin(shared.database.db, a.deps.auth, email, PASSWORD);
    return (await signIn(b, email)).token;
  }

  it('counts rate limits across both instances', async () => {
    const message = { fullName: 'Ada', email: 'ada@example.com', message: 'A message long enough.' };
    const statuses: number[] = [];
    for (const on of [a, b, a, b, a])
      statuses.push((await call(on, 'POST', '/api/contact', { body: message })).status);
    // RATE_LIMIT_CONTACT_MAX is 3 for the caller, wherever its requests land.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  /** A user whose plan (an admin's override) has API access and `perMinute` API requests a minute. */
  async function keyHolder(perMinute: number) {
    const email = await signUp('keyholder');
    const session = await signIn(a, email);
    await shared.database.db.insert(entitlementOverrides).values({
      customerKey: `user:${session.user.id}`,
      userId: session.user.id,
      flags: { apiAccess: true },
      limits: { apiRequestsPerMinute: perMinute },
    });
    const created = await call(a, 'POST', '/api/api-keys', {
      token: session.token,
      body: { name: 'Scale key', scopes: ['projects:read'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
      token: session.token,
      key: created.body!.data.secret as string,
      id: created.body!.data.apiKey.id as string,
    };
  }

  it("holds API keys to the plan's per-minute limit across both instances", async () => {
    const { key } = await keyHolder(3);
    const statuses: number[] = [];
    let limitHeader: string | null = null;
    for (const on of [a, b, a, b, a]) {
      const response = await fetch(`${on.url}/api/projects`, { headers: { authorization: `Bearer ${key}` } });
      statuses.push(response.status);
      limitHeader = response.headers.get('x-ratelimit-limit');
      await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(limitHeader).toBe('3');
  });

  it('refuses a key revoked on one instance on the other at once', async () => {
    const { token, key, id } = await keyHolder(100);
    expect((await call(b, 'GET', '/api/projects', { token: key })).status).toBe(200);
    expect((await call(a, 'DELETE', `/api/api-keys/${id}`, { token })).status).toBe(200);
    expect((await call(b, 'GET', '/api/projects', { token: key })).status).toBe(401);
  });

  it('honours a sign-out and a ban made on one instance on the other at once', async () => {
    const email = await signUp('leaver');
    const { token } = await signIn(a, email);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(200);
    const out = await call(a, 'POST', '/api/auth/sign-out', { token, body: {} });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(401);

    const bannedEmail = await signUp('banned');
    const banned = await signIn(b, bannedEmail);
    expect((await call(b, 'GET', '/api/me', { token: banned.token })).status).toBe(200);
    const admin = await adminToken();
    const ban = await call(a, 'POST', '/api/admin/users/ban', {
      token: admin,
      body: { userId: banned.user.id, reason: 'Scale test' },
    });
    expect(ban.status).toBe(200);
    expect((await call(b, 'GET', '/api/me', { token: banned.token })).status).toBe(401);
    expect((await call(a, 'GET', '/api/me', { token: banned.token })).status).toBe(401);
  });

  it('honours a session revoked from the security page on the other instance at once', async () => {
    const email = await signUp('revoker');
    const laptop = await signIn(a, email);
    const phone = await signIn(b, email);
    const tablet = await signIn(b, email);
    const phoneId = (
      (await call(b, 'GET', '/api/me/sessions', { token: phone.token })).body!.data.sessions as Array<{
        id: string;
        current: boolean;
      }>
    ).find((session) => session.current)!.id;
    const revoked = await call(a, 'DELETE', `/api/me/sessions/${phoneId}`, { token: laptop.token });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((await call(b, 'GET', '/api/me', { token: phone.token })).status).toBe(401);
    const others = await call(a, 'POST', '/api/me/sessions/revoke-others', { token: laptop.token, body: {} });
    expect(others.body!.data).toEqual({ revoked: 1 });
    expect((await call(b, 'GET', '/api/me', { token: tablet.token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/me', { token: laptop.token })).status).toBe(200);
  });

  // The guard reads every session from the database (nothing cached), so each way a session ends is
  // seen by the other instance on its very next request.
  it('honours a demotion made on one instance on the other at once', async () => {
    const promoter = await adminToken();
    const email = `demoted-${randomBytes(4).toString('hex')}@example.com`;
    await ensureAdmin(shared.database.db, a.deps.auth, email, PASSWORD);
    const demoted = await signIn(b, email);
    expect((await call(b, 'GET', '/api/admin/users', { token: demoted.token })).status).toBe(200);
    const demote = await call(a, 'POST', '/api/admin/users/demote', {
      token: promoter,
      body: { userId: demoted.user.id },
    });
    expect(demote.status, JSON.stringify(demote.body)).toBe(200);
    expect((await call(b, 'GET', '/api/admin/users', { token: demoted.token })).status).toBe(403);
    expect((await call(a, 'GET', '/api/admin/users', { token: demoted.token })).status).toBe(403);
  });

  it('honours a password change and a password reset made on one instance on the other at once', async () => {
    const email = await signUp('changer');
    const kept = await signIn(a, email);
    const other = await signIn(b, email);
    expect((await call(b, 'GET', '/api/me', { token: other.token })).status).toBe(200);
    // The library call a password-change route makes: the other sessions end.
    await a.deps.auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: 'a brand new password', revokeOtherSessions: true },
      headers: new Headers({ authorization: `Bearer ${kept.token}` }),
    });
    expect((await call(b, 'GET', '/api/me', { token: other.token })).status).toBe(401);

    const again = await signIn(b, email, 'a brand new password');
    expect((await call(a, 'GET', '/api/me', { token: again.token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const resetToken = await vi.waitFor(
      async () => {
        const [mail] = await shared.database.db
          .select()
          .from(emails)
          .where(and(eq(emails.to, email), eq(emails.template, 'password_reset')));
        const match = mail?.text.match(/reset-password\?token=([^\s]+)/);
        if (!match) throw new Error('no reset e-mail yet');
        return decodeURIComponent(match[1]!);
      },
      { timeout: 5000, interval: 50 },
    );
    const reset = await call(a, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'yet another password' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await call(b, 'GET', '/api/me', { token: again.token })).status).toBe(401);
  });

  it('honours a session revocation made on one instance on the other at once', async () => {
    const email = await signUp('revoked');
    const first = await signIn(a, email);
    const second = await signIn(b, email);
    expect((await call(b, 'GET', '/api/me', { token: second.token })).status).toBe(200);
    // "Sign out everywhere" on instance a ends the session used on instance b.
    await a.deps.auth.api.revokeSessions({
      headers: new Headers({ authorization: `Bearer ${first.token}` }),
    });
    expect((await call(b, 'GET', '/api/me', { token: second.token })).status).toBe(401);
    expect((await call(a, 'GET', '/api/me', { token: first.token })).status).toBe(401);
  });

  it('shows a publish, an edit and an unpublish made on one instance on the other at once', async () => {
    const admin = await adminToken();
    const titles = async (on: Instance) =>
      ((await call(on, 'GET', '/api/blog?limit=50')).body!.data.posts as Array<{ title: string }>).map(
        (p) => p.title,
      );
    const created = await call(a, 'POST', '/api/blog', {
      token: admin,
      body: { title: 'Shared news', content: 'Text.' },
    });
    const post = created.body!.data.post as { id: number; slug: string };
    // Warm both caches with the list that does not have it, and the article's 404.
    expect(await titles(b)).not.toContain('Shared news');
    expect((await call(b, 'GET', `/api/blog/${post.slug}`)).status).toBe(404);

    expect((await call(a, 'POST', `/api/blog/${post.id}/publish`, { token: admin, body: {} })).status).toBe(
      200,
    );
    // Redis delivers the invalidation within milliseconds; the cache's TTL (1 s) is the bound.
    await vi.waitFor(async () => expect(await titles(b)).toContain('Shared news'), {
      timeout: 1000,
      interval: 20,
    });
    expect((await call(b, 'GET', `/api/blog/${post.slug}`)).status).toBe(200);

    await call(a, 'PUT', `/api/blog/${post.id}`, {
      token: admin,
      body: { title: 'Shared news, edited', content: 'Text.', slug: post.slug },
    });
    await vi.waitFor(async () => expect(await titles(b)).toContain('Shared news, edited'), {
      timeout: 1000,
      interval: 20,
    });

    expect((await call(b, 'POST', `/api/blog/${post.id}/unpublish`, { token: admin, body: {} })).status).toBe(
      200,
    );
    await vi.waitFor(async () => expect((await call(a, 'GET', `/api/blog/${post.slug}`)).status).toBe(404), {
      timeout: 1000,
      interval: 20,
    });
    expect(await titles(a)).not.toContain('Shared news, edited');
  });

  it('processes a webhook event delivered to both instances once', async () => {
    const email = await signUp('subscriber');
    const { user } = await signIn(a, email);
    // The plan's Stripe price, as an admin's sync sets it.
    const [pro] = await shared.database.db
      .update(subscriptionPlans)
      .set({ stripePriceIdMonthly: 'price_scale_pro_monthly' })
      .where(eq(subscriptionPlans.slug, 'pro'))
      .returning();
    const start = Math.floor(Date.now() / 1000);
    const event = {
      id: `evt_scale_${randomBytes(4).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: start,
      data: {
        object: {
          id: `sub_scale_${randomBytes(4).toString('hex')}`,
          object: 'subscription',
          customer: `cus_scale_${user.id}`,
          status: 'active',
          metadata: { userId: user.id },
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          items: {
            object: 'list',
            data: [
              {
                id: 'si_scale',
                price: { id: pro!.stripePriceIdMonthly, recurring: { interval: 'month' } },
                current_period_start: start,
                current_period_end: start + 30 * 86_400,
              },
            ],
          },
        },
      },
    };
    const payload = JSON.stringify(event);
    const deliver = (on: Instance) =>
      fetch(`${on.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { data: { duplicate: boolean } },
      }));
    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers),
    ).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => !answer.body.data.duplicate)).toHaveLength(1);
    expect(
      await shared.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)),
    ).toHaveLength(1);
    expect(
      await shared.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toHaveLength(1);
    await vi.waitFor(
      async () => {
        const started = await shared.database.db
          .select()
          .from(emails)
          .where(and(eq(emails.to, email), eq(emails.template, 'subscription_started')));
        expect(started).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('sends each queued e-mail once, whichever instance delivers it', async () => {
    const recipients = Array.from(
      { length: 40 },
      (_, n) => `burst-${n}-${randomBytes(3).toString('hex')}@example.com`,
    );
    await Promise.all(
      recipients.map((to, n) =>
        (n % 2 ? a : b).deps.mailer.send({
          to,
          subject: `Burst ${n}`,
          template: 'custom',
          html: '<p>Hi</p>',
          text: 'Hi',
        }),
      ),
    );
    await vi.waitFor(
      async () => {
        const rows = await shared.database.db.select().from(emails).where(inArray(emails.to, recipients));
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(recipients.length);
      },
      { timeout: 20_000, interval: 100 },
    );
    const counts = recipients.map((to) => delivered.filter((mail) => mail.to === to).length);
    expect(counts).toEqual(recipients.map(() => 1));
  });
});
