/**
 * Usage pricing with Stripe Billing Meters (issue #32), against the Stripe stand-in: the plan sync
 * creates a meter per priced meter and a metered price per plan, meter and cycle; checkout and plan
 * changes carry the metered prices beside the plan's; a new usage event recorded with an API key
 * becomes one meter event for the customer's Stripe customer when its plan prices the meter.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import { jobs, subscriptionPlans, usageEvents } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp, type TestUser } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_metering';
const DAY = 86_400;
let t: TestApp;
let stripe: StripeStandIn;
let admin: TestUser;
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
let firstSync: Data;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  // The API-key requests of these tests are counted on api_requests too; written only when a test
  // flushes them, they cannot add a meter event between a request and its assertion.
  t = await createTestApp({ ...stripe.env(WEBHOOK_SECRET), API_REQUEST_METER_FLUSH_MS: '3600000' });
  admin = await t.createUser({ role: 'admin' });
  firstSync = await dataOf(t.call('POST', '/api/admin/subscription-plans/sync', { as: admin }));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
async function dataOf(response: ReturnType<typeof call>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).data as Data;
}
const planBySlug = async (slug: string) =>
  (await t.deps.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug)))[0]!;
const requestsTo = (path: string, method = 'POST') =>
  stripe.requests.filter((request) => request.path === path && request.method === method);
const now = () => Math.floor(Date.now() / 1000);
let counter = 0;

/** A subscription to `slug` monthly at Stripe (the stand-in's, with its metered items) and here. */
async function subscribedAtStripe(user: TestUser, slug: string, organizationId?: string) {
  const plan = await planBySlug(slug);
  const t0 = now() - 10 * DAY;
  const period = { current_period_start: t0, current_period_end: t0 + 30 * DAY };
  const metered = Object.values(plan.stripeMeteredPrices).map((ids) => ({
    id: `si_metered_${++counter}`,
    price: { id: ids.monthly, recurring: { interval: 'month', usage_type: 'metered' } },
    ...period,
  }));
  const subscription = {
    id: `sub_metering_${++counter}`,
    object: 'subscription',
    customer: `cus_metering_${counter}`,
    status: 'active',
    metadata: { userId: user.id, ...(organizationId ? { organizationId } : {}) },
    cancel_at_period_end: false,
    items: {
      data: [
        {
          id: `si_metering_${counter}`,
          price: { id: plan.stripePriceIdMonthly, recurring: { interval: 'month' } },
          quantity: 1,
          ...period,
        },
        ...metered,
      ],
    },
  };
  stripe.store.subscriptions.set(subscription.id, subscription);
  const event = {
    id: `evt_metering_${++counter}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: t0,
    data: { object: subscription },
  };
  const response = await postSignedEvent(t.app, WEBHOOK_SECRET, event);
  expect(response.statusCode, response.body).toBe(200);
  return subscription;
}

/** A usage:write API key of the user (Pro and Startup have API access; Free needs the admin's override). */
async function usageKey(user: TestUser, organizationId?: string): Promise<string> {
  const name = `Usage ${++counter}`;
  const { secret } = await dataOf(
    call(user, 'POST', '/api/api-keys', {
      name,
      scopes: ['usage:write'],
      ...(organizationId && { organizationId }),
    }),
    201,
  );
  return secret as string;
}
const recordUsage = (secret: string, body: { meter: string; quantity: number; idempotencyKey: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usage',
    headers: { authorization: `Bearer ${secret}` },
    payload: body,
  });
const meterEventsOf = (customer: string) =>
  stripe.store.meterEvents.filter(
    (event) => (event.payload as Record<string, string>).stripe_customer_id === customer,
  );

describe('the plan sync with usage pricing', () => {
  it('creates one Billing Meter per priced meter: sum of `value`, mapped by stripe_customer_id', () => {
    expect([...stripe.store.meters.values()]).toEqual([
      expect.objectContaining({
        event_name: 'api_requests',
        status: 'active',
        default_aggregation: { formula: 'sum' },
        customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
        value_settings: { event_payload_key: 'value' },
      }),
    ]);
  });

  it("creates a graduated metered price per cycle on the plan's product: the included units free, then unitAmount / per a unit", async () => {
    const startup = firstSync.report.find((entry: Data) => entry.name === 'Startup');
    const meter = [...stripe.store.meters.values()][0]!;
    const { monthly, yearly } = startup.meteredPrices.api_requests;
    for (const [id, interval] of [
      [monthly, 'month'],
      [yearly, 'year'],
    ]) {
      expect(stripe.store.prices.get(id)).toMatchObject({
        product: startup.productId,
        currency: 'usd',
        billing_scheme: 'tiered',
        tiers_mode: 'graduated',
        recurring: { interval, usage_type: 'metered', meter: meter.id },
        // Startup: 1,000,000 included, then 100 cents per 10,000 units.
        tiers: [
          { up_to: 1_000_000, unit_amount: 0, unit_amount_decimal: null },
          { up_to: null, unit_amount: null, unit_amount_decimal: '0.01' },
        ],
      });
    }
    expect(startup.changes).toContain(`meter ${meter.id} created (api_requests)`);
    expect((await planBySlug('startup')).stripeMeteredPrices).toEqual({ api_requests: { monthly, yearly } });
  });

  it('leaves a plan without usage pricing with no metered prices', () => {
    const pro = firstSync.report.find((entry: Data) => entry.name === 'Pro');
    expect(pro.meteredPrices).toEqual({});
  });

  it('run again, finds the meter and keeps the prices: nothing is created', async () => {
    const pricesBefore = stripe.store.prices.size;
    const again = await dataOf(call(admin, 'POST', '/api/admin/subscription-plans/sync'));
    expect(requestsTo('/v1/billing/meters')).toHaveLength(1);
    expect(stripe.store.prices.size).toBe(pricesBefore);
    const startup = again.report.find((entry: Data) => entry.name === 'Startup');
    expect(startup.changes).toEqual([]);
    expect(startup.meteredPrices).toEqual(
      firstSync.report.find((entry: Data) => entry.name === 'Startup').meteredPrices,
    );
  });
});

describe('checkout with Stripe', () => {
  it("of Startup adds its metered price as a line item without quantity, after the plan's price", async () => {
    const user = await t.createUser();
    const startup = await planBySlug('startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/checkout', {
        priceId: startup.stripePriceIdMonthly,
        billingCycle: 'monthly',
      }),
    );
    const session = requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      'line_items[0][price]': startup.stripePriceIdMonthly!,
      'line_items[0][quantity]': '1',
      'line_items[1][price]': startup.stripeMeteredPrices.api_requests!.monthly!,
    });
    expect(session.params).not.toHaveProperty('line_items[1][quantity]');
  });

  it("of a plan without usage pricing (Pro) has the plan's price only", async () => {
    const user = await t.createUser();
    const pro = await planBySlug('pro');
    await dataOf(
      call(user, 'POST', '/api/subscription/checkout', {
        priceId: pro.stripePriceIdYearly,
        billingCycle: 'yearly',
      }),
    );
    const session = requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(session.params['line_items[0][price]']).toBe(pro.stripePriceIdYearly);
    expect(session.params).not.toHaveProperty('line_items[1][price]');
  });
});

describe('plan changes with Stripe', () => {
  it("an upgrade to Startup adds its metered price in the same subscription update as the plan's", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'pro');
    const startup = await planBySlug('startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: startup.id, billingCycle: 'monthly' }),
    );
    const updates = requestsTo(`/v1/subscriptions/${subscription.id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.params).toMatchObject({
      'items[0][id]': subscription.items.data[0]!.id,
      'items[0][price]': startup.stripePriceIdMonthly!,
      'items[1][price]': startup.stripeMeteredPrices.api_requests!.monthly!,
    });
    expect(updates[0]!.params).not.toHaveProperty('items[1][quantity]');
    expect(updates[0]!.params).not.toHaveProperty('items[2][price]');
  });

  it("a change of cycle replaces the old metered item with the new cycle's price", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    // Read now: the stand-in updates the subscription object in place.
    const meteredItem = subscription.items.data[1]!.id;
    const startup = await planBySlug('startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: startup.id, billingCycle: 'yearly' }),
    );
    const [update] = requestsTo(`/v1/subscriptions/${subscription.id}`);
    expect(update?.params).toMatchObject({
      'items[0][price]': startup.stripePriceIdYearly!,
      'items[1][id]': meteredItem,
      'items[1][deleted]': 'true',
      'items[2][price]': startup.stripeMeteredPrices.api_requests!.yearly!,
    });
    const items = stripe.store.subscriptions.get(subscription.id)!.items as { data: Data[] };
    expect(items.data.map((item) => item.price.id)).toEqual([
      startup.stripePriceIdYearly,
      startup.stripeMeteredPrices.api_requests!.yearly,
    ]);
  });

  it('a downgrade from Startup keeps the metered item, without quantity, until the period ends, and drops it after', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const startup = await planBySlug('startup');
    const pro = await planBySlug('pro');
    await dataOf(call(user, 'POST', '/api/subscription/change', { planId: pro.id, billingCycle: 'monthly' }));
    const schedule = [...stripe.store.subscriptionSchedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.update).toMatchObject({
      'phases[0][items][0][price]': startup.stripePriceIdMonthly!,
      'phases[0][items][1][price]': startup.stripeMeteredPrices.api_requests!.monthly!,
      'phases[1][items][0][price]': pro.stripePriceIdMonthly!,
    });
    expect(schedule?.update).not.toHaveProperty('phases[0][items][1][quantity]');
    expect(schedule?.update).not.toHaveProperty('phases[1][items][1][price]');
  });
});

describe('usage reported to Stripe', () => {
  it('sends the API-key requests counted on api_requests as one meter event per batch', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const secret = await usageKey(user);
    await t.deps.apiRequestMeter.flush();
    // A meter the plan does not price: the requests themselves are what is billed here.
    for (let index = 0; index < 3; index++) {
      const response = await recordUsage(secret, {
        meter: 'exports',
        quantity: 1,
        idempotencyKey: `e${index}`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.deps.apiRequestMeter.flush();
    expect(meterEventsOf(subscription.customer)).toMatchObject([
      { event_name: 'api_requests', payload: { stripe_customer_id: subscription.customer, value: '3' } },
    ]);
  });

  it("sends one meter event for a new usage event: the customer's Stripe customer, the quantity, the stored event as identifier", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const secret = await usageKey(user);
    const response = await recordUsage(secret, {
      meter: 'api_requests',
      quantity: 5,
      idempotencyKey: 'batch-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { event } = json(response).data as Data;
    expect(meterEventsOf(subscription.customer)).toEqual([
      {
        object: 'billing.meter_event',
        event_name: 'api_requests',
        payload: { stripe_customer_id: subscription.customer, value: '5' },
        identifier: `usage_event_${event.id}`,
        timestamp: Math.floor(new Date(event.recordedAt).getTime() / 1000),
      },
    ]);
  });

  it("sends an organization's usage for the Stripe customer of the organization's subscription", async () => {
    const owner = await t.createUser();
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: `Metered ${++counter}` }),
      201,
    );
    const subscription = await subscribedAtStripe(owner, 'startup', organization.id);
    const secret = await usageKey(owner, organization.id);
    const response = await recordUsage(secret, {
      meter: 'api_requests',
      quantity: 7,
      idempotencyKey: 'org-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(meterEventsOf(subscription.customer)).toMatchObject([
      { event_name: 'api_requests', payload: { value: '7' } },
    ]);
  });

  it('sends nothing for the same idempotency key again', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const secret = await usageKey(user);
    const body = { meter: 'api_requests', quantity: 3, idempotencyKey: 'retry-me' };
    expect((await recordUsage(secret, body)).statusCode).toBe(201);
    expect((await recordUsage(secret, body)).statusCode).toBe(200);
    expect(meterEventsOf(subscription.customer)).toHaveLength(1);
  });

  it('sends nothing for a customer whose plan does not price the meter (Pro), nor for a meter the plan does not price', async () => {
    const proUser = await t.createUser();
    const proSubscription = await subscribedAtStripe(proUser, 'pro');
    expect(
      (
        await recordUsage(await usageKey(proUser), {
          meter: 'api_requests',
          quantity: 1,
          idempotencyKey: 'a',
        })
      ).statusCode,
    ).toBe(201);
    expect(meterEventsOf(proSubscription.customer)).toEqual([]);

    const startupUser = await t.createUser();
    const startupSubscription = await subscribedAtStripe(startupUser, 'startup');
    expect(
      (await recordUsage(await usageKey(startupUser), { meter: 'exports', quantity: 1, idempotencyKey: 'b' }))
        .statusCode,
    ).toBe(201);
    expect(meterEventsOf(startupSubscription.customer)).toEqual([]);
  });

  it('sends nothing for a customer without a subscription (Free, API access by override)', async () => {
    const user = await t.createUser();
    await dataOf(
      call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { flags: { apiAccess: true } }),
    );
    const before = stripe.store.meterEvents.length;
    const response = await recordUsage(await usageKey(user), {
      meter: 'api_requests',
      quantity: 1,
      idempotencyKey: 'free',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(stripe.store.meterEvents).toHaveLength(before);
  });

  /** Records usage while Stripe answers its meter events with 500: still 201. */
  async function recordWhileStripeDown(secret: string, quantity: number, idempotencyKey: string) {
    stripe.state.fail = { path: '/v1/billing/meter_events', mode: 500 };
    try {
      const response = await recordUsage(secret, { meter: 'api_requests', quantity, idempotencyKey });
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      stripe.state.fail = null;
    }
  }

  it('still records the usage (201) when Stripe fails to take the meter event', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const secret = await usageKey(user);
    await recordWhileStripeDown(secret, 2, 'down');
    expect(meterEventsOf(subscription.customer)).toEqual([]);
    const stored = await t.deps.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(stored.map((row) => row.quantity)).toEqual([2]);
  });

  it('sends a report Stripe failed to take again, from a job, once Stripe is back', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const secret = await usageKey(user);
    await recordWhileStripeDown(secret, 3, 'later');
    const [event] = await t.deps.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, user.id));
    const retries = (
      await t.deps.database.db.select().from(jobs).where(eq(jobs.queue, 'billing.usage-report'))
    ).filter((job) => (job.payload as { identifier: string }).identifier === `usage_event_${event!.id}`);
    expect(retries).toMatchObject([{ status: 'queued', attempts: 0 }]);
    expect(retries[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Its backoff (a minute) has passed.
    await t.deps.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, retries[0]!.id));
    await t.deps.jobs.drain();
    expect(meterEventsOf(subscription.customer)).toMatchObject([
      { event_name: 'api_requests', identifier: `usage_event_${event!.id}`, payload: { value: '3' } },
    ]);
    const [done] = await t.deps.database.db.select().from(jobs).where(eq(jobs.id, retries[0]!.id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
