/**
 * Stripe errors and webhook retries, with the real SDK against the Stripe stand-in. Already
 * covered in src/server/features/billing/billing-stripe.test.ts: checkout and sync answer 503 when
 * Stripe answers 500 or drops the connection (no customer, no subscription written), and a
 * checkout.session.completed whose subscription cannot be fetched answers 503 and stores nothing.
 * Here: a webhook whose processing fails in the database answers 5xx with nothing written, and
 * Stripe's retry is then applied exactly once; concurrent duplicate deliveries apply once; a
 * failed checkout retried creates no second Stripe customer; on PostgreSQL, a webhook while the
 * database is unreachable answers 503 and its retry after recovery applies once.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import {
  billingCustomers,
  emails,
  securityLogs,
  subscriptionPlans,
  subscriptions,
  webhookEvents,
} from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../../src/server/testing/app.ts';
import { type StripeStandIn, startStripeStandIn } from '../support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../support/doubles/stripe-webhook.ts';
import { injectDbFault } from './support/db-faults.ts';
import { faultTally, startProxiedApp } from './support/proxied-app.ts';

const WEBHOOK_SECRET = 'whsec_faults';
let t: TestApp;
let stripe: StripeStandIn;
let proPriceId: string;
const tally = faultTally('billing');

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  const admin = await t.createUser({ role: 'admin' });
  const sync = await t.app.inject({
    method: 'POST',
    url: '/api/admin/subscription-plans/sync',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(sync.statusCode, sync.body).toBe(200);
  const [pro] = await t.deps.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, 'pro'));
  proPriceId = pro!.stripePriceIdMonthly!;
});
afterAll(async () => {
  tally.print();
  await t?.close();
  await stripe?.close();
});

const db = () => t.deps.database.db;
let counter = 0;

function subscriptionCreated(userId: string) {
  const now = Math.floor(Date.now() / 1000);
  const id = `sub_fault_${++counter}_${Date.now()}`;
  return {
    id: `evt_fault_${counter}_${Date.now()}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: now,
    data: {
      object: {
        id,
        object: 'subscription',
        customer: `cus_fault_${counter}`,
        status: 'active',
        metadata: { userId },
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${id}`,
              price: { id: proPriceId, recurring: { interval: 'month' } },
              current_period_start: now,
              current_period_end: now + 30 * 86_400,
            },
          ],
        },
      },
    },
  };
}

/** One delivery of `event`, signed afresh as Stripe does for each retry. */
const deliver = (app: TestApp['app'], event: object) => postSignedEvent(app, WEBHOOK_SECRET, event);

/** What the event left in the database: its id, the subscription, its log entries, its e-mails. */
async function effects(
  database: Db,
  event: ReturnType<typeof subscriptionCreated>,
  user: { id: string; email: string },
) {
  const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;
  await t.deps.mailer.drain();
  return {
    events: await one(
      database.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.id, event.id)),
    ),
    subscriptions: await one(
      database.select({ n: count() }).from(subscriptions).where(eq(subscriptions.id, event.data.object.id)),
    ),
    logEntries: await one(
      database
        .select({ n: count() })
        .from(securityLogs)
        .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'subscription_updated'))),
    ),
    emails: await one(
      database
        .select({ n: count() })
        .from(emails)
        .where(and(eq(emails.to, user.email), eq(emails.template, 'subscription_started'))),
    ),
  };
}
const nothing = { events: 0, subscriptions: 0, logEntries: 0, emails: 0 };
const once = { events: 1, subscriptions: 1, logEntries: 1, emails: 1 };

describe('webhook processing that fails', () => {
  it('answers 5xx with nothing written while the database refuses the write, then applies the retry exactly once', async () => {
    const user = await t.createUser();
    const event = subscriptionCreated(user.id);

    // Attempt 1 fails on the subscription row; attempt 2 on the log entry, the transaction's last write.
    const failures = [
      await injectDbFault(db(), subscriptions, { on: 'INSERT', failAt: 1, times: 1 }),
      await injectDbFault(db(), securityLogs, {
        on: 'INSERT',
        failAt: 1,
        times: 1,
        when: "NEW.event_type = 'subscription_updated'",
      }),
    ];
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const response = await deliver(t.app, event);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(500);
        expect(response.json()).toEqual({
          error: 'Internal Server Error',
          success: false,
          code: 'internal_error',
        });
        expect(await effects(db(), event, user)).toEqual(nothing);
        tally.add('webhook deliveries failed in the database');
      }
      // The retry Stripe sends next.
      const retried = await deliver(t.app, event);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ data: { received: true, duplicate: false }, success: true });
      expect(await effects(db(), event, user)).toEqual(once);

      // A late duplicate of the same event changes nothing.
      const replay = await deliver(t.app, event);
      expect(replay.json()).toEqual({ data: { received: true, duplicate: true }, success: true });
      expect(await effects(db(), event, user)).toEqual(once);
    } finally {
      for (const fault of failures) await fault.remove();
    }
  });

  it('applies an event delivered several times at once exactly once', async () => {
    const user = await t.createUser();
    const event = subscriptionCreated(user.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, event)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const duplicates = responses.map(
      (response) => (response.json() as { data: { duplicate: boolean } }).data.duplicate,
    );
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);
    expect(await effects(db(), event, user)).toEqual(once);
    tally.add('concurrent duplicate deliveries', 4);
  });
});

describe('checkout while Stripe fails', () => {
  it('answers 503 when creating the session fails after the customer was made, and the retry reuses that customer', async () => {
    const user = await t.createUser();
    const body = { priceId: proPriceId, billingCycle: 'monthly' };
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: { authorization: `Bearer ${user.token}` },
        payload: body,
      });
    const customersCreated = () =>
      stripe.requests.filter((request) => request.path === '/v1/customers' && request.method === 'POST')
        .length;
    const before = customersCreated();

    for (const mode of [500, 'drop'] as const) {
      stripe.state.fail = { path: '/v1/checkout/sessions', mode };
      try {
        const failed = await checkout();
        expect(failed.statusCode, failed.body).toBe(503);
        expect(failed.json()).toEqual({
          error: 'The payment provider is unavailable, please try again',
          success: false,
          code: 'service_unavailable',
        });
        tally.add(`Stripe ${mode} on checkout`);
      } finally {
        stripe.state.fail = null;
      }
    }
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);

    const succeeded = await checkout();
    expect(succeeded.statusCode, succeeded.body).toBe(200);
    // One customer in Stripe for this user, however many attempts it took.
    expect(customersCreated() - before).toBe(1);
    expect(
      await db().select().from(billingCustomers).where(eq(billingCustomers.userId, user.id)),
    ).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a webhook while the database is unreachable (PostgreSQL)',
  () => {
    it('answers 503 so Stripe retries, and the retry after recovery applies once', async () => {
      const proxied = await startProxiedApp(t.databaseUrl!, stripe.env(WEBHOOK_SECRET));
      try {
        const user = await t.createUser();
        const event = subscriptionCreated(user.id);
        proxied.proxy.refuse();
        const refused = await deliver(proxied.app, event);
        expect(refused.statusCode, refused.body).toBe(503);
        expect(refused.json()).toEqual({
          error: 'Service Unavailable',
          success: false,
          code: 'service_unavailable',
        });
        tally.add('webhook while the database was unreachable');
        proxied.proxy.restore();
        expect(await effects(db(), event, user)).toEqual(nothing);

        const retried = await deliver(proxied.app, event);
        expect(retried.statusCode, retried.body).toBe(200);
        await proxied.deps.mailer.drain();
        expect(await effects(db(), event, user)).toEqual(once);
        expect((await deliver(proxied.app, event)).json()).toMatchObject({ data: { duplicate: true } });
      } finally {
        await proxied.close();
      }
    });
  },
);
