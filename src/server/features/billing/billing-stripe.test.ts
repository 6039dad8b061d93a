import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postEventSignedAs, postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import {
  billingCustomers,
  emails,
  securityLogs,
  subscriptionPlans,
  subscriptions,
  webhookEvents,
} from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';
import { applyEvent } from './subscription-events.ts';
import { writeSubscriptionState } from './subscription-state.ts';
import type { ProviderEvent } from './webhook-event.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let stripe: StripeStandIn;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const db = () => t.deps.database.db;
const planBySlug = async (slug: string) =>
  (await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug)))[0]!;
const now = () => Math.floor(Date.now() / 1000);

/** Signed with the endpoint's secret unless `secret` or a raw `signature` (null: none) is given. */
function sendWebhook(
  event: object,
  options: { timestamp?: number; secret?: string; signature?: string | null } = {},
) {
  if (options.signature !== undefined) return postEventSignedAs(t.app, options.signature, event);
  return postSignedEvent(t.app, options.secret ?? WEBHOOK_SECRET, event, { timestamp: options.timestamp });
}

let eventCounter = 0;
const event = (type: string, object: object, created = now()) => ({
  id: `evt_test_${++eventCounter}_${Date.now()}`,
  object: 'event',
  type,
  created,
  data: { object },
});

function subscriptionObject(input: {
  id: string;
  userId: string;
  priceId: string;
  interval?: 'month' | 'year';
  status?: string;
  customer?: string;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
}) {
  const start = now();
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? `cus_for_${input.userId}`,
    status: input.status ?? 'active',
    metadata: { userId: input.userId },
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: input.canceledAt ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          price: { id: input.priceId, recurring: { interval: input.interval ?? 'month' } },
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
        },
      ],
    },
  };
}

/** A customer.subscription.* event of `subscriptionObject(input)`, signed and sent. */
const sendSubscriptionEvent = (
  type: string,
  input: Parameters<typeof subscriptionObject>[0],
  created?: number,
) => sendWebhook(event(type, subscriptionObject(input), created));

/** The user's subscription_updated entries in the security log. */
const subscriptionEntries = (userId: string) =>
  db()
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, userId), eq(securityLogs.eventType, 'subscription_updated')));

const META = { ipAddress: null, userAgent: null, requestPath: null };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once some transaction of this test database waits for a lock (PostgreSQL), or after a
 * short pause on PGlite, whose single connection runs one transaction at a time anyway.
 */
async function someoneWaitsForALock() {
  if (!t.databaseUrl) return delay(50);
  for (let attempt = 0; attempt < 250; attempt++) {
    const result = await db().execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: Array<{ waiting: number }> }).rows;
    if (rows[0]!.waiting > 0) return;
    await delay(20);
  }
  throw new Error('no transaction ended up waiting for the lock');
}

/** Runs `work` in a transaction that commits only when `release` is called. */
function heldTransaction(work: (tx: ReturnType<typeof db>) => Promise<unknown>) {
  let release!: () => void;
  let done!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const worked = new Promise<void>((resolve) => {
    done = resolve;
  });
  const committed = db().transaction(async (tx) => {
    await work(tx as unknown as ReturnType<typeof db>);
    done();
    await gate;
  });
  return { worked, release, committed };
}

describe('admin plans with Stripe', () => {
  it('refuses every plan endpoint to non-admins with 403', async () => {
    const user = await t.createUser();
    for (const [method, url] of [
      ['GET', '/api/admin/subscription-plans'],
      ['PUT', '/api/admin/subscription-plans/1'],
      ['POST', '/api/admin/subscription-plans/sync'],
      ['POST', '/api/admin/subscription-plans/verify'],
    ] as const) {
      for (const who of [null, user]) {
        const response = await call(who, method, url, method === 'PUT' ? { name: 'x' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
      }
    }
  });

  it('syncs products and prices to Stripe, stores the ids, and replaces a price whose amount changed', async () => {
    const before = data(await call(null, 'GET', '/api/plans'));
    expect(before.provider).toBe('stripe');
    expect(before.plans[1].priceIds).toEqual({ monthly: null, yearly: null });

    const sync = await call(admin, 'POST', '/api/admin/subscription-plans/sync');
    expect(sync.statusCode, sync.body).toBe(200);
    const body = data(sync);
    expect(body.report.map((entry: { name: string }) => entry.name)).toEqual(['Pro', 'Startup']);
    const pro = body.report[0];
    expect(pro.productId).toMatch(/^prod_/);
    expect(pro.priceIdMonthly).toMatch(/^price_/);
    expect(pro.changes).toEqual([
      `product ${pro.productId} created`,
      `monthly price ${pro.priceIdMonthly} created (1900 usd)`,
      `yearly price ${pro.priceIdYearly} created (19000 usd)`,
    ]);
    expect(stripe.store.prices.get(pro.priceIdYearly)).toMatchObject({
      unit_amount: 19000,
      recurring: { interval: 'year' },
      product: pro.productId,
    });
    const proPlan = body.plans.find((plan: { slug: string }) => plan.slug === 'pro');
    expect(proPlan).toMatchObject({
      stripeProductId: pro.productId,
      stripePriceIdMonthly: pro.priceIdMonthly,
      stripePriceIdYearly: pro.priceIdYearly,
    });
    expect(body.plans.find((plan: { slug: string }) => plan.slug === 'free').stripeProductId).toBeNull();
    const publicPlans = data(await call(null, 'GET', '/api/plans'));
    expect(publicPlans.plans[1].priceIds).toEqual({ monthly: pro.priceIdMonthly, yearly: pro.priceIdYearly });
    expect(publicPlans.plans[0].priceIds).toEqual({ monthly: null, yearly: null });

    // Nothing changed: a second sync creates nothing.
    const again = data(await call(admin, 'POST', '/api/admin/subscription-plans/sync'));
    expect(again.report.every((entry: { changes: string[] }) => entry.changes.length === 0)).toBe(true);

    const edit = await call(admin, 'PUT', `/api/admin/subscription-plans/${proPlan.id}`, {
      priceMonthly: 2500,
    });
    expect(edit.statusCode).toBe(200);
    const resync = data(await call(admin, 'POST', '/api/admin/subscription-plans/sync'));
    const proAgain = resync.report[0];
    expect(proAgain.priceIdMonthly).not.toBe(pro.priceIdMonthly);
    expect(proAgain.priceIdYearly).toBe(pro.priceIdYearly);
    expect(proAgain.changes).toEqual([
      `monthly price ${proAgain.priceIdMonthly} created (2500 usd)`,
      `monthly price ${pro.priceIdMonthly} deactivated`,
    ]);
    expect(stripe.store.prices.get(pro.priceIdMonthly)?.active).toBe(false);
    const [entry] = await db()
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.eventType, 'config_changed'), eq(securityLogs.actorId, admin.id)))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(entry?.metadata).toMatchObject({ action: 'stripe_sync', complete: true });

    // Back to the seeded price for the tests below.
    await call(admin, 'PUT', `/api/admin/subscription-plans/${proPlan.id}`, { priceMonthly: 1900 });
    await call(admin, 'POST', '/api/admin/subscription-plans/sync');
  });

  it('edits a plan with a config_changed entry holding before and after; 404, 409 and 400 on bad input', async () => {
    const plan = await planBySlug('startup');
    const response = await call(admin, 'PUT', `/api/admin/subscription-plans/${plan.id}`, {
      name: 'Startup+',
      features: ['Everything'],
      visible: false,
      sortOrder: plan.sortOrder,
    });
    expect(response.statusCode).toBe(200);
    expect(data(response).plan).toMatchObject({ name: 'Startup+', features: ['Everything'], visible: false });
    const [entry] = await db()
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.eventType, 'config_changed'))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.id, eventCategory: 'system', severity: 'high' });
    expect(entry?.metadata).toEqual({
      planId: plan.id,
      planSlug: 'startup',
      changes: {
        name: { before: 'Startup', after: 'Startup+' },
        features: { before: plan.features, after: ['Everything'] },
        visible: { before: true, after: false },
      },
    });
    const list = data(await call(admin, 'GET', '/api/admin/subscription-plans'));
    expect(list.plans.map((item: { slug: string }) => item.slug)).toEqual(['free', 'pro', 'startup']);
    expect(
      data(await call(null, 'GET', '/api/plans')).plans.map((item: { slug: string }) => item.slug),
    ).toEqual(['free', 'pro']);
    await call(admin, 'PUT', `/api/admin/subscription-plans/${plan.id}`, {
      name: 'Startup',
      features: plan.features,
      visible: true,
    });

    const pro = await planBySlug('pro');
    const taken = await call(admin, 'PUT', `/api/admin/subscription-plans/${plan.id}`, {
      stripePriceIdYearly: pro.stripePriceIdMonthly,
    });
    expect(taken.statusCode).toBe(409);
    expect((await call(admin, 'PUT', '/api/admin/subscription-plans/99999', { name: 'x' })).statusCode).toBe(
      404,
    );
    for (const payload of [{ priceMonthly: -1 }, { priceYearly: 1.5 }, { name: '' }, { slug: 'new' }]) {
      const bad = await call(admin, 'PUT', `/api/admin/subscription-plans/${plan.id}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 409, not 500, when a concurrent edit takes the same price id first (unique index, 23505)', async () => {
    const free = await planBySlug('free');
    const startup = await planBySlug('startup');
    // Another admin's edit gives the free plan the price id and has not committed yet: the
    // request's check cannot see it (PostgreSQL), its UPDATE then waits on the unique index.
    const other = heldTransaction((tx) =>
      tx
        .update(subscriptionPlans)
        .set({ stripePriceIdMonthly: 'price_race_dup' })
        .where(eq(subscriptionPlans.id, free.id)),
    );
    await other.worked;
    const request = call(admin, 'PUT', `/api/admin/subscription-plans/${startup.id}`, {
      stripePriceIdMonthly: 'price_race_dup',
    });
    await someoneWaitsForALock();
    other.release();
    await other.committed;
    const response = await request;
    try {
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response).error).toMatch(/already used by/);
      expect((await planBySlug('startup')).stripePriceIdMonthly).toBe(startup.stripePriceIdMonthly);
    } finally {
      await db()
        .update(subscriptionPlans)
        .set({ stripePriceIdMonthly: null })
        .where(eq(subscriptionPlans.id, free.id));
    }
  });

  it('verifies the key, the webhook secret and every paid price, and reports a price that no longer matches', async () => {
    const verify = data(await call(admin, 'POST', '/api/admin/subscription-plans/verify'));
    expect(verify.provider).toBe('stripe');
    expect(verify.checks.map((check: { name: string }) => check.name)).toEqual([
      'Secret key',
      'Webhook secret',
      'Pro monthly price',
      'Pro yearly price',
      'Startup monthly price',
      'Startup yearly price',
    ]);
    expect(verify.ok).toBe(true);

    const startup = await planBySlug('startup');
    stripe.store.prices.get(startup.stripePriceIdYearly!)!.active = false;
    const broken = data(await call(admin, 'POST', '/api/admin/subscription-plans/verify'));
    expect(broken.ok).toBe(false);
    expect(
      broken.checks.find((check: { name: string }) => check.name === 'Startup yearly price'),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('is inactive'),
    });
    stripe.store.prices.get(startup.stripePriceIdYearly!)!.active = true;
  });
});

describe('checkout and portal with Stripe', () => {
  it('creates a Checkout Session for a new customer with the user id in every place, then reuses the customer', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    expect((await call(user, 'POST', '/api/subscription/portal')).statusCode).toBe(400);

    const response = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: pro.stripePriceIdMonthly,
      billingCycle: 'monthly',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [customer] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(customer?.customerId).toMatch(/^cus_/);
    const session = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      mode: 'subscription',
      customer: customer!.customerId,
      client_reference_id: user.id,
      'metadata[userId]': user.id,
      'subscription_data[metadata][userId]': user.id,
      'line_items[0][price]': pro.stripePriceIdMonthly!,
      success_url: 'http://localhost:3000/account/billing?checkout=success',
      cancel_url: 'http://localhost:3000/pricing',
    });

    const customersBefore = stripe.store.customers.size;
    await call(user, 'POST', '/api/subscription/checkout', {
      priceId: pro.stripePriceIdYearly,
      billingCycle: 'yearly',
    });
    expect(stripe.store.customers.size).toBe(customersBefore);
    expect(
      stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params.customer,
    ).toBe(customer!.customerId);

    const portal = await call(user, 'POST', '/api/subscription/portal');
    expect(data(portal).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests.at(-1)!.params).toEqual({
      customer: customer!.customerId,
      return_url: 'http://localhost:3000/account/billing',
    });

    expect(
      (
        await call(user, 'POST', '/api/subscription/checkout', {
          priceId: pro.stripePriceIdMonthly,
          billingCycle: 'yearly',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(user, 'POST', '/api/subscription/checkout', {
          priceId: 'local_pro_monthly',
          billingCycle: 'monthly',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 503 with a clear message when Stripe fails (500 or a dropped connection) and keeps no partial state', async () => {
    const pro = await planBySlug('pro');
    const user = await t.createUser();
    const body = { priceId: pro.stripePriceIdMonthly, billingCycle: 'monthly' };
    try {
      stripe.state.fail = { path: '/v1/customers', mode: 500 };
      const failed = await call(user, 'POST', '/api/subscription/checkout', body);
      expect(failed.statusCode).toBe(503);
      expect(json(failed)).toEqual({
        error: 'The payment provider is unavailable, please try again',
        success: false,
        code: 'service_unavailable',
      });
      expect(await db().select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual(
        [],
      );

      stripe.state.fail = { path: '/v1/checkout/sessions', mode: 'drop' };
      const dropped = await call(user, 'POST', '/api/subscription/checkout', body);
      expect(dropped.statusCode).toBe(503);
      expect(json(dropped).error).toBe('The payment provider is unavailable, please try again');
      expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
      expect(data(await call(user, 'GET', '/api/subscription')).subscription).toBeNull();

      stripe.state.fail = { path: '/v1/products', mode: 500 };
      const sync = await call(admin, 'POST', '/api/admin/subscription-plans/sync');
      expect(sync.statusCode).toBe(503);
      expect((await planBySlug('pro')).stripePriceIdMonthly).toBe(pro.stripePriceIdMonthly);
    } finally {
      stripe.state.fail = null;
    }
    expect((await call(user, 'POST', '/api/subscription/checkout', body)).statusCode).toBe(200);
  });

  it('checks out for an organization: the metadata names it and the webhook attaches the subscription to it', async () => {
    const owner = await t.createUser();
    const pro = await planBySlug('pro');
    const created = await call(owner, 'POST', '/api/organizations', { name: 'Stripe team' });
    const organizationId = data(created).organization.id as string;
    const body = { priceId: pro.stripePriceIdMonthly, billingCycle: 'monthly', organizationId };
    expect((await call(owner, 'POST', '/api/subscription/checkout', body)).statusCode).toBe(200);
    const session = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      'metadata[organizationId]': organizationId,
      'subscription_data[metadata][organizationId]': organizationId,
      'subscription_data[metadata][userId]': owner.id,
    });
    const object = subscriptionObject({
      id: `sub_org_${Date.now()}`,
      userId: owner.id,
      priceId: pro.stripePriceIdMonthly!,
    });
    const sent = await sendWebhook(
      event('customer.subscription.created', { ...object, metadata: { userId: owner.id, organizationId } }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, object.id));
    expect(row).toMatchObject({ userId: owner.id, organizationId, status: 'active' });
    const details = data(await call(owner, 'GET', `/api/organizations/${organizationId}`));
    expect(details.subscription).toMatchObject({ id: object.id, plan: { slug: 'pro' } });
    // The organization's, not the buyer's own.
    expect(data(await call(owner, 'GET', '/api/subscription')).subscription).toBeNull();
  });

  it('answers 404 for the local provider endpoints', async () => {
    const user = await t.createUser();
    expect((await call(user, 'GET', '/api/billing/local/portal')).statusCode).toBe(404);
    expect((await call(user, 'POST', '/api/billing/local/checkout/x/confirm')).statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('starts the subscription on checkout.session.completed (fetching it from Stripe) and e-mails the user', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const sub = subscriptionObject({
      id: 'sub_checkout_1',
      userId: user.id,
      priceId: pro.stripePriceIdMonthly!,
    });
    stripe.store.subscriptions.set(sub.id, sub);
    const response = await sendWebhook(
      event('checkout.session.completed', {
        id: 'cs_test_done',
        object: 'checkout.session',
        mode: 'subscription',
        customer: sub.customer,
        client_reference_id: user.id,
        metadata: { userId: user.id },
        subscription: sub.id,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ data: { received: true, duplicate: false }, success: true });
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toEqual({
      id: 'sub_checkout_1',
      status: 'active',
      plan: { id: pro.id, name: 'Pro', slug: 'pro', priceMonthly: 1900, priceYearly: 19000 },
      billingCycle: 'monthly',
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      trialEndsAt: null,
      seats: null,
      discount: null,
      scheduledChange: null,
      pastDueSince: null,
      graceEndsAt: null,
    });
    expect((await t.lastEmail(user.email))?.template).toBe('subscription_started');
    const [customer] = await db().select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(customer?.customerId).toBe(sub.customer);
  });

  it('refuses missing, invalid, wrongly signed and expired signatures with 400 and changes nothing', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const created = event(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_sig_1', userId: user.id, priceId: pro.stripePriceIdMonthly! }),
    );
    for (const [label, options] of [
      ['missing', { signature: null }],
      ['garbage', { signature: 'not-a-signature' }],
      ['wrong secret', { secret: 'whsec_other' }],
      ['expired (6 minutes old)', { timestamp: now() - 360 }],
    ] as const) {
      const response = await sendWebhook(created, options);
      expect(response.statusCode, label).toBe(400);
      expect(json(response).success).toBe(false);
    }
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toBeNull();
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, created.id))).toEqual([]);

    // Within the five minutes the same event is accepted.
    expect((await sendWebhook(created, { timestamp: now() - 120 })).statusCode).toBe(200);
    expect(data(await call(user, 'GET', '/api/subscription')).subscription.status).toBe('active');
  });

  it('applies a replayed event once: 200 { received, duplicate: true } and no second effect', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const created = event(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_replay_1', userId: user.id, priceId: pro.stripePriceIdMonthly! }),
    );
    expect(json(await sendWebhook(created)).data).toEqual({ received: true, duplicate: false });
    const entries = async () => (await subscriptionEntries(user.id)).length;
    const count = await entries();
    const replay = await sendWebhook(created);
    expect(replay.statusCode).toBe(200);
    expect(json(replay).data).toEqual({ received: true, duplicate: true });
    expect(await entries()).toBe(count);
  });

  it('ignores an older customer.subscription.updated that arrives after a newer one', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const startup = await planBySlug('startup');
    const base = { id: 'sub_order_1', userId: user.id };
    const t0 = now() - 100;
    await sendSubscriptionEvent(
      'customer.subscription.created',
      { ...base, priceId: pro.stripePriceIdMonthly! },
      t0,
    );
    const newer = await sendSubscriptionEvent(
      'customer.subscription.updated',
      { ...base, priceId: startup.stripePriceIdYearly!, interval: 'year' },
      t0 + 20,
    );
    expect(newer.statusCode).toBe(200);
    const afterNewer = data(await call(user, 'GET', '/api/subscription')).subscription;
    expect(afterNewer).toMatchObject({
      plan: { slug: 'startup' },
      billingCycle: 'yearly',
      cancelAtPeriodEnd: false,
    });
    const changedMail = await t.lastEmail(user.email);
    expect(changedMail?.template).toBe('subscription_changed');

    const older = await sendSubscriptionEvent(
      'customer.subscription.updated',
      { ...base, priceId: pro.stripePriceIdMonthly!, cancelAtPeriodEnd: true },
      t0 + 10,
    );
    expect(older.statusCode).toBe(200);
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toEqual(afterNewer);
    expect((await t.lastEmail(user.email))?.id).toBe(changedMail?.id);
  });

  it('ignores an older first event (subscription.created) that arrives after a newer one created the row', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const startup = await planBySlug('startup');
    const base = { id: 'sub_first_order_1', userId: user.id };
    const t0 = now() - 100;
    const newer = await sendSubscriptionEvent(
      'customer.subscription.updated',
      { ...base, priceId: startup.stripePriceIdMonthly!, cancelAtPeriodEnd: true },
      t0 + 10,
    );
    expect(newer.statusCode).toBe(200);
    const afterNewer = data(await call(user, 'GET', '/api/subscription')).subscription;
    expect(afterNewer).toMatchObject({ id: base.id, plan: { slug: 'startup' }, cancelAtPeriodEnd: true });
    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('subscription_started');
    const entries = async () => (await subscriptionEntries(user.id)).length;
    expect(await entries()).toBe(1);

    const older = await sendSubscriptionEvent(
      'customer.subscription.created',
      { ...base, priceId: pro.stripePriceIdMonthly! },
      t0,
    );
    expect(older.statusCode).toBe(200);
    expect(json(older).data).toEqual({ received: true, duplicate: false });
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toEqual(afterNewer);
    expect(await entries()).toBe(1);
    expect((await t.lastEmail(user.email))?.id).toBe(mail?.id);
  });

  it('writes a subscription state only when it is not older than the stored one (the conditional upsert)', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const startup = await planBySlug('startup');
    const at = (seconds: number) => new Date(seconds * 1000);
    const t0 = now() - 100;
    const state = (planId: number, status: string, time: number) => ({
      id: 'sub_upsert_1',
      userId: user.id,
      planId,
      status,
      billingCycle: 'monthly',
      priceId: null,
      customerId: null,
      providerUpdatedAt: at(time),
    });
    const stored = async () =>
      (await db().select().from(subscriptions).where(eq(subscriptions.id, 'sub_upsert_1')))[0];

    // The row does not exist: the newer state creates it; the older one, written blind (as by a
    // transaction that looked before the row existed), changes nothing.
    expect(await writeSubscriptionState(db(), state(startup.id, 'active', t0 + 10))).toBe(true);
    expect(await writeSubscriptionState(db(), state(pro.id, 'incomplete', t0))).toBe(false);
    expect(await stored()).toMatchObject({
      planId: startup.id,
      status: 'active',
      providerUpdatedAt: at(t0 + 10),
    });
    // Equal and newer times apply.
    expect(await writeSubscriptionState(db(), state(pro.id, 'active', t0 + 10))).toBe(true);
    expect(await stored()).toMatchObject({ planId: pro.id });
    expect(await writeSubscriptionState(db(), state(startup.id, 'past_due', t0 + 20))).toBe(true);
    expect(await stored()).toMatchObject({
      planId: startup.id,
      status: 'past_due',
      providerUpdatedAt: at(t0 + 20),
    });
  });

  it('keeps the newer state when two first events of one subscription run at once and the older commits last', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const startup = await planBySlug('startup');
    const logged: Array<Record<string, unknown>> = [];
    const log = {
      info: (entry: Record<string, unknown>) => logged.push(entry),
      warn: () => {},
    } as unknown as FastifyBaseLogger;
    const eventDeps = {
      db: db(),
      mailer: t.deps.mailer,
      securityLog: t.deps.securityLog,
      baseUrl: 'http://localhost:3000',
      log,
      graceDays: 7,
      // No webhook endpoints in this race: nothing to tell.
      emitWebhook: async () => {},
    };
    const base = { id: 'sub_race_1', userId: user.id };
    const t0 = now() - 100;
    const asEvent = (type: string, sub: object, created: number) =>
      ({ ...event(type, sub, created) }) as ProviderEvent;
    const newer = asEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...base, priceId: startup.stripePriceIdYearly!, interval: 'year' }),
      t0 + 10,
    );
    const older = asEvent(
      'customer.subscription.created',
      subscriptionObject({ ...base, priceId: pro.stripePriceIdMonthly!, status: 'incomplete' }),
      t0,
    );

    // The newer event has inserted the row but not committed; the older one then finds no row to
    // lock (on PostgreSQL) and reaches its write while the newer one still holds the row.
    const first = heldTransaction((tx) => applyEvent(eventDeps, tx, newer, META));
    await first.worked;
    const second = db().transaction((tx) =>
      applyEvent(eventDeps, tx as unknown as ReturnType<typeof db>, older, META),
    );
    await someoneWaitsForALock();
    first.release();
    await first.committed;
    const result = await second;
    expect(result).toEqual({ duplicate: false, mails: [] });

    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, base.id));
    expect(row).toMatchObject({
      planId: startup.id,
      billingCycle: 'yearly',
      status: 'active',
      providerUpdatedAt: new Date((t0 + 10) * 1000),
    });
    const entries = await subscriptionEntries(user.id);
    expect(entries.map((entry) => entry.metadata)).toEqual([expect.objectContaining({ eventId: newer.id })]);
    expect(logged).toEqual([
      expect.objectContaining({
        eventId: older.id,
        // On PostgreSQL the older event found no row and was stopped by the conditional write.
        reason: t.databaseUrl ? 'a newer state was stored concurrently' : 'the stored state is newer',
      }),
    ]);
  });

  it('stamps the subscription fetched for a checkout with the fetch time: an event older than the fetch is ignored', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const startup = await planBySlug('startup');
    const sub = subscriptionObject({
      id: 'sub_checkout_stamp',
      userId: user.id,
      priceId: startup.stripePriceIdMonthly!,
    });
    stripe.store.subscriptions.set(sub.id, sub);
    const t0 = now() - 100;
    const completed = await sendWebhook(
      event(
        'checkout.session.completed',
        {
          id: 'cs_test_stamp',
          object: 'checkout.session',
          customer: sub.customer,
          client_reference_id: user.id,
          metadata: { userId: user.id },
          subscription: sub.id,
        },
        t0,
      ),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row!.providerUpdatedAt.getTime()).toBeGreaterThanOrEqual((now() - 5) * 1000);

    // Sent after the checkout event but before the fetch: Stripe's fetched state already includes it.
    const stale = await sendSubscriptionEvent(
      'customer.subscription.updated',
      {
        id: sub.id,
        userId: user.id,
        priceId: pro.stripePriceIdMonthly!,
        status: 'incomplete',
      },
      t0 + 50,
    );
    expect(stale.statusCode).toBe(200);
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toMatchObject({
      status: 'active',
      plan: { slug: 'startup' },
    });
  });

  it('cancels on customer.subscription.deleted and records failed and paid invoices', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const base = { id: 'sub_end_1', userId: user.id, priceId: pro.stripePriceIdMonthly! };
    const t0 = now() - 50;
    await sendSubscriptionEvent('customer.subscription.created', base, t0);

    const invoice = (paid: boolean) => ({
      id: `in_${paid ? 'paid' : 'failed'}_1`,
      object: 'invoice',
      customer: `cus_for_${user.id}`,
      amount_paid: paid ? 1900 : 0,
      amount_due: 1900,
      currency: 'usd',
      parent: { subscription_details: { subscription: base.id, metadata: { userId: user.id } } },
    });
    expect((await sendWebhook(event('invoice.payment_failed', invoice(false), t0 + 1))).statusCode).toBe(200);
    const failedMail = await t.lastEmail(user.email);
    expect(failedMail).toMatchObject({ template: 'payment_failed' });
    expect(failedMail?.text).toContain('$19.00 for your Pro subscription failed');
    await sendWebhook(event('invoice.paid', invoice(true), t0 + 2));
    const payments = await db()
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'payment_event')))
      .orderBy(securityLogs.id);
    expect(payments.map((entry) => entry.success)).toEqual([false, true]);

    await sendSubscriptionEvent(
      'customer.subscription.deleted',
      { ...base, status: 'canceled', canceledAt: t0 + 3 },
      t0 + 3,
    );
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toMatchObject({
      status: 'canceled',
      canceledAt: expect.any(String),
    });
    expect(data(await call(user, 'GET', '/api/me')).user.subscription.status).toBe('canceled');
    const canceledMail = await t.lastEmail(user.email);
    expect(canceledMail?.template).toBe('subscription_canceled');
    expect(canceledMail?.text).toContain('has ended');
  });

  it('stores and ignores unknown event types with 200', async () => {
    const unknown = event('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' });
    const response = await sendWebhook(unknown);
    expect(response.statusCode).toBe(200);
    const [stored] = await db().select().from(webhookEvents).where(eq(webhookEvents.id, unknown.id));
    expect(stored?.type).toBe('customer.tax_id.created');
  });

  it('refuses correctly signed events of the wrong shape with 400 in the envelope and writes nothing', async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    const sub = subscriptionObject({
      id: 'sub_malformed_1',
      userId: user.id,
      priceId: pro.stripePriceIdMonthly!,
    });
    const { items: _items, ...withoutItems } = sub;
    const { id: _id, ...withoutId } = event('customer.subscription.created', sub);
    const invoice = { id: 'in_malformed', object: 'invoice', customer: sub.customer, amount_due: 1900 };
    const malformed: Array<[string, object]> = [
      ['no id', withoutId],
      ['a subscription without items', event('customer.subscription.created', withoutItems)],
      ['data.object null (subscription)', event('customer.subscription.updated', null as unknown as object)],
      ['data.object null (invoice)', event('invoice.payment_failed', null as unknown as object)],
      ['data.object null (checkout)', event('checkout.session.completed', null as unknown as object)],
      ['no data', { ...event('invoice.paid', invoice), data: undefined }],
      ['created not a number', { ...event('invoice.payment_failed', invoice), created: 'yesterday' }],
      ['items not a list', event('customer.subscription.created', { ...sub, items: { data: 'none' } })],
      [
        'a subscription with no items',
        event('customer.subscription.created', { ...sub, items: { data: [] } }),
      ],
      ['a status outside Stripe’s set', event('customer.subscription.created', { ...sub, status: 'pwned' })],
      [
        'a checkout whose expanded subscription has a status outside Stripe’s set',
        event('checkout.session.completed', {
          id: 'cs_malformed_status',
          object: 'checkout.session',
          customer: sub.customer,
          client_reference_id: user.id,
          subscription: { ...sub, status: 'pwned' },
        }),
      ],
      ['an invoice without id', event('invoice.payment_failed', { ...invoice, id: undefined })],
      [
        'a checkout whose subscription is neither an id nor a subscription',
        event('checkout.session.completed', {
          id: 'cs_malformed',
          object: 'checkout.session',
          customer: sub.customer,
          client_reference_id: user.id,
          subscription: 42,
        }),
      ],
    ];
    const counts = async () => ({
      events: (await db().select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0]!.n,
      entries: (await db().select().from(securityLogs).where(eq(securityLogs.userId, user.id))).length,
      mails: (await db().select().from(emails).where(eq(emails.to, user.email))).length,
    });
    const before = await counts();
    for (const [label, body] of malformed) {
      const response = await sendWebhook(body);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(json(response), label).toEqual({
        error: expect.stringMatching(/^Malformed event/),
        success: false,
        code: 'bad_request',
        details: expect.any(Array),
      });
    }
    expect(await counts()).toEqual(before);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    expect(await db().select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual(
      [],
    );
  });

  it('acknowledges an unknown event type whatever its object, and ignores it', async () => {
    const unknown = event('radar.early_fraud_warning.created', null as unknown as object);
    const response = await sendWebhook(unknown);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({ received: true, duplicate: false });
    expect((await sendWebhook(unknown)).statusCode).toBe(200);
  });

  it('answers 503 and stores nothing when the subscription of a checkout cannot be fetched, so Stripe retries', async () => {
    const user = await t.createUser();
    const completed = event('checkout.session.completed', {
      id: 'cs_test_retry',
      object: 'checkout.session',
      customer: 'cus_retry',
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription: 'sub_retry_1',
    });
    stripe.state.fail = { path: '/v1/subscriptions', mode: 500 };
    try {
      const response = await sendWebhook(completed);
      expect(response.statusCode).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, completed.id))).toEqual([]);
  });
});
