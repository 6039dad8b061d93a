/**
 * The billing lifecycle in Stripe mode: the SDK against the stand-in at the network boundary, and
 * Stripe-shaped webhook events driving the same states as the local provider's clock.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import { emails, securityLogs, subscriptions, webhookEvents } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_lifecycle_secret';
const PRO_MONTHLY = 'price_lifecycle_pro_monthly';
const DAY = 86_400;
let t: TestApp;
let stripe: StripeStandIn;
let admin: User;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  admin = await t.createUser({ role: 'admin' });
  const plans = data(await call(admin, 'GET', '/api/admin/subscription-plans')).plans;
  const pro = plans.find((plan: { slug: string }) => plan.slug === 'pro');
  const edit = await call(admin, 'PUT', `/api/admin/subscription-plans/${pro.id}`, {
    trialDays: 14,
    stripePriceIdMonthly: PRO_MONTHLY,
  });
  expect(edit.statusCode, edit.body).toBe(200);
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
const now = () => Math.floor(Date.now() / 1000);

const sendWebhook = (event: object) => postSignedEvent(t.app, WEBHOOK_SECRET, event);

let counter = 0;
const event = (type: string, object: object, created = now()) => ({
  id: `evt_lifecycle_${++counter}_${Date.now()}`,
  object: 'event',
  type,
  created,
  data: { object },
});

function subscription(user: User, id: string, status: string, extra: { trialEnd?: number } = {}) {
  const start = now();
  return {
    id,
    object: 'subscription',
    customer: `cus_for_${user.id}`,
    status,
    metadata: { userId: user.id },
    cancel_at_period_end: false,
    canceled_at: null,
    trial_end: extra.trialEnd ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: PRO_MONTHLY, recurring: { interval: 'month' } },
          quantity: 1,
          current_period_start: start,
          current_period_end: extra.trialEnd ?? start + 30 * DAY,
        },
      ],
    },
  };
}

const invoice = (user: User, subscriptionId: string, paid: boolean) => ({
  id: `in_${subscriptionId}_${++counter}`,
  object: 'invoice',
  customer: `cus_for_${user.id}`,
  amount_paid: paid ? 1900 : 0,
  amount_due: 1900,
  currency: 'usd',
  parent: { subscription_details: { subscription: subscriptionId, metadata: { userId: user.id } } },
});

async function send(type: string, object: object, created?: number) {
  const response = await sendWebhook(event(type, object, created));
  expect(response.statusCode, response.body).toBe(200);
}

const subscriptionOf = async (user: User) => data(await call(user, 'GET', '/api/subscription')).subscription;

async function mailsTo(user: User) {
  await t.deps.mailer.drain();
  const rows = await db().select().from(emails).where(eq(emails.to, user.email.toLowerCase()));
  return rows.map((row) => row.template);
}

const entries = (user: User, eventType: 'payment_failed' | 'payment_recovered' | 'entitlements_downgraded') =>
  db()
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, eventType)));

const storageLimit = async (user: User) =>
  data(await call(user, 'GET', '/api/fileupload/usage')).usage.limitBytes as number | null;

const lastCheckoutParams = () =>
  stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;

describe('trials with Stripe', () => {
  it('asks Checkout for the trial for a first subscription only', async () => {
    const user = await t.createUser();
    const first = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: PRO_MONTHLY,
      billingCycle: 'monthly',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(lastCheckoutParams()['subscription_data[trial_period_days]']).toBe('14');

    const id = `sub_trial_once_${user.id}`;
    await send(
      'customer.subscription.created',
      subscription(user, id, 'trialing', { trialEnd: now() + 14 * DAY }),
    );
    await send('customer.subscription.deleted', {
      ...subscription(user, id, 'canceled'),
      canceled_at: now(),
    });

    const second = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: PRO_MONTHLY,
      billingCycle: 'monthly',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(lastCheckoutParams()).not.toHaveProperty(['subscription_data[trial_period_days]']);
  });

  it('shows the trial from the events and sends the trial-ending e-mail on trial_will_end', async () => {
    const user = await t.createUser();
    const trialEnd = now() + 14 * DAY;
    const id = `sub_trial_${user.id}`;
    await send('customer.subscription.created', subscription(user, id, 'trialing', { trialEnd }));
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'trialing',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
      seats: null,
    });
    expect(await mailsTo(user)).toContain('trial_started');

    await send('customer.subscription.trial_will_end', subscription(user, id, 'trialing', { trialEnd }));
    expect(await mailsTo(user)).toContain('trial_ending');
  });
});

describe('failed payments with Stripe', () => {
  it('makes invoice.payment_failed past_due with its grace period, and invoice.paid active again', async () => {
    const user = await t.createUser();
    const id = `sub_dunning_${user.id}`;
    const t0 = now() - 10;
    await send('customer.subscription.created', subscription(user, id, 'active'), t0);

    await send('invoice.payment_failed', invoice(user, id, false), t0 + 1);
    const pastDue = await subscriptionOf(user);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      pastDueSince: new Date((t0 + 1) * 1000).toISOString(),
      graceEndsAt: new Date((t0 + 1 + 7 * DAY) * 1000).toISOString(),
    });
    expect(await mailsTo(user)).toContain('payment_failed');
    expect(await entries(user, 'payment_failed')).toHaveLength(1);

    // Stripe's own customer.subscription.updated saying past_due changes nothing more.
    await send('customer.subscription.updated', subscription(user, id, 'past_due'), t0 + 2);
    expect((await subscriptionOf(user)).pastDueSince).toBe(pastDue.pastDueSince);
    expect(await entries(user, 'payment_failed')).toHaveLength(1);

    await send('invoice.paid', invoice(user, id, true), t0 + 3);
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      graceEndsAt: null,
    });
    expect(await mailsTo(user)).toContain('payment_recovered');
    expect(await entries(user, 'payment_recovered')).toHaveLength(1);
  });

  it('makes customer.subscription.updated with past_due the same state', async () => {
    const user = await t.createUser();
    const id = `sub_dunning_update_${user.id}`;
    const t0 = now() - 10;
    await send('customer.subscription.created', subscription(user, id, 'active'), t0);
    await send('customer.subscription.updated', subscription(user, id, 'past_due'), t0 + 1);
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'past_due',
      pastDueSince: new Date((t0 + 1) * 1000).toISOString(),
      graceEndsAt: new Date((t0 + 1 + 7 * DAY) * 1000).toISOString(),
    });
    expect(await entries(user, 'payment_failed')).toHaveLength(1);
  });

  it('holds an unpaid subscription to the Free plan limits, then gives the plan back when paid', async () => {
    const freeLimit = await storageLimit(await t.createUser());
    const user = await t.createUser();
    const id = `sub_unpaid_${user.id}`;
    const t0 = now() - 10;
    await send('customer.subscription.created', subscription(user, id, 'active'), t0);
    const paidLimit = await storageLimit(user);
    expect(paidLimit).not.toBe(freeLimit);

    await send('invoice.payment_failed', invoice(user, id, false), t0 + 1);
    expect(await storageLimit(user)).toBe(paidLimit);
    await send('customer.subscription.updated', subscription(user, id, 'unpaid'), t0 + 2);
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'unpaid',
      pastDueSince: new Date((t0 + 1) * 1000).toISOString(),
    });
    expect(await storageLimit(user)).toBe(freeLimit);
    expect(await mailsTo(user)).toContain('subscription_unpaid');
    expect(await entries(user, 'entitlements_downgraded')).toHaveLength(1);

    await send('invoice.paid', invoice(user, id, true), t0 + 3);
    expect((await subscriptionOf(user)).status).toBe('active');
    expect(await storageLimit(user)).toBe(paidLimit);
  });
});

describe('cancel and resume with Stripe', () => {
  it("sets cancel_at_period_end at Stripe and shows Stripe's answer", async () => {
    const user = await t.createUser();
    const id = `sub_cancel_${user.id}`;
    const object = subscription(user, id, 'active');
    stripe.store.subscriptions.set(id, structuredClone(object));
    await send('customer.subscription.created', object, now() - 5);

    const cancel = await call(user, 'POST', '/api/subscription/cancel', {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${id}`,
      params: { cancel_at_period_end: 'true' },
    });
    expect(data(cancel).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const resume = await call(user, 'POST', '/api/subscription/resume', {});
    expect(stripe.requests.at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(data(resume).subscription).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('answers 503 and changes nothing when Stripe fails', async () => {
    const user = await t.createUser();
    const id = `sub_cancel_down_${user.id}`;
    const object = subscription(user, id, 'active');
    stripe.store.subscriptions.set(id, structuredClone(object));
    await send('customer.subscription.created', object, now() - 5);
    stripe.state.fail = { path: `/v1/subscriptions/${id}`, mode: 500 };
    try {
      const cancel = await call(user, 'POST', '/api/subscription/cancel', {});
      expect(cancel.statusCode).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    expect((await subscriptionOf(user)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('statuses', () => {
  it('refuses a subscription with an unknown status (400) and writes nothing', async () => {
    const user = await t.createUser();
    const id = `sub_unknown_status_${user.id}`;
    const unknown = event('customer.subscription.created', subscription(user, id, 'frozen'));
    const response = await sendWebhook(unknown);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toMatch(/^Malformed event: data\.object\.status/);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, unknown.id))).toEqual([]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, id))).toEqual([]);
  });

  it("stores Stripe's incomplete_expired as canceled", async () => {
    const user = await t.createUser();
    await send(
      'customer.subscription.created',
      subscription(user, `sub_expired_${user.id}`, 'incomplete_expired'),
    );
    expect((await subscriptionOf(user)).status).toBe('canceled');
  });
});

describe('the billing clock with Stripe', () => {
  it('answers 404 even to an admin', async () => {
    expect((await call(admin, 'GET', '/api/admin/billing/clock')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: 1 })).statusCode).toBe(404);
  });
});
