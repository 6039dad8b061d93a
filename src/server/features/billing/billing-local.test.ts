import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, localCheckoutSessions, securityLogs, subscriptions } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';
import { LIVE_STATUSES } from './current-subscription.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;

/** Checkout → confirm, as the local pages do; returns the confirm response's data. */
async function subscribe(user: User, priceId = 'local_pro_monthly', billingCycle = 'monthly') {
  const checkout = await call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const id = (data(checkout).url as string).split('/').pop()!;
  const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return data(confirm);
}

const lastEvent = async (eventType: 'subscription_updated' | 'payment_event', userId: string) => {
  const [row] = await t.deps.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, userId), eq(securityLogs.eventType, eventType)))
    .orderBy(desc(securityLogs.id))
    .limit(1);
  return row;
};

describe('GET /api/plans (local provider)', () => {
  it('lists the visible plans by sort order with local price ids, none for the free plan', async () => {
    const response = await call(null, 'GET', '/api/plans');
    expect(response.statusCode).toBe(200);
    const body = data(response);
    expect(body.provider).toBe('local');
    expect(body.plans.map((plan: { slug: string }) => plan.slug)).toEqual(['free', 'pro', 'startup']);
    expect(body.plans[0].priceIds).toEqual({ monthly: null, yearly: null });
    expect(body.plans[1]).toEqual({
      id: expect.any(Number),
      name: 'Pro',
      slug: 'pro',
      description: expect.any(String),
      priceMonthly: 1900,
      priceYearly: 19000,
      // What a limit or flag says is no longer a feature text (0020_entitlements.sql).
      features: ['E-mail support', 'Advanced analytics'],
      limits: expect.objectContaining({ projects: 10 }),
      flags: { apiAccess: true, webhooks: true, customDomain: true, sso: false, prioritySupport: false },
      usagePricing: [],
      sortOrder: 1,
      trialDays: 0,
      pricingModel: 'flat',
      priceIds: { monthly: 'local_pro_monthly', yearly: 'local_pro_yearly' },
    });
  });
});

describe('local checkout', () => {
  it('starts a subscription: checkout → session page → confirm, then GET /api/subscription and /api/me show it', async () => {
    const user = await t.createUser({ name: 'Ada <Pro>' });
    expect(data(await call(user, 'GET', '/api/subscription'))).toEqual({ subscription: null });

    const checkout = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: 'local_pro_yearly',
      billingCycle: 'yearly',
    });
    expect(checkout.statusCode).toBe(200);
    const url = data(checkout).url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/checkout\/local_cs_[0-9a-f]+$/);
    const id = url.split('/').pop()!;

    const page = data(await call(user, 'GET', `/api/billing/local/checkout/${id}`));
    expect(page.session).toEqual({
      id,
      status: 'open',
      plan: { id: expect.any(Number), name: 'Pro', priceMonthly: 1900, priceYearly: 19000 },
      billingCycle: 'yearly',
      amount: 19000,
      seats: null,
      expiresAt: expect.any(String),
      trialDays: 0,
      organization: null,
      discount: null,
      amountDue: 19000,
    });
    expect(Date.parse(page.session.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`);
    expect(confirm.statusCode).toBe(200);
    const confirmed = data(confirm);
    expect(confirmed.redirectUrl).toBe('/account/billing?checkout=success');
    const expected = {
      id: expect.stringMatching(/^local_sub_/),
      status: 'active',
      plan: { id: expect.any(Number), name: 'Pro', slug: 'pro', priceMonthly: 1900, priceYearly: 19000 },
      billingCycle: 'yearly',
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      trialEndsAt: null,
      seats: null,
      discount: null,
      scheduledChange: null,
      pastDueSince: null,
      graceEndsAt: null,
    };
    expect(confirmed.subscription).toEqual(expected);
    const periodDays = (Date.parse(confirmed.subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(periodDays).toBeGreaterThan(364);

    expect(data(await call(user, 'GET', '/api/subscription'))).toEqual({ subscription: expected });
    expect(data(await call(user, 'GET', '/api/me')).user.subscription).toEqual(expected);

    const mail = await t.lastEmail(user.email);
    expect(mail).toMatchObject({ template: 'subscription_started' });
    expect(mail?.text).toContain('Pro, $190.00 per year');
    expect(mail?.html).toContain('Ada &#60;Pro&#62;');
    expect(await lastEvent('subscription_updated', user.id)).toMatchObject({
      eventCategory: 'system',
      metadata: expect.objectContaining({ status: 'active', previousStatus: null }),
    });
    expect(await lastEvent('payment_event', user.id)).toMatchObject({
      success: true,
      metadata: expect.objectContaining({ amount: 19000 }),
    });

    // Confirming twice does not start a second subscription.
    expect((await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`)).statusCode).toBe(409);
  });

  it('confirms two open sessions of one user at once: exactly one starts a subscription, the other answers 409', async () => {
    const user = await t.createUser();
    const open = async (priceId: string, billingCycle: string) => {
      const response = await call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle });
      expect(response.statusCode, response.body).toBe(200);
      return (data(response).url as string).split('/').pop()!;
    };
    const ids = [await open('local_pro_monthly', 'monthly'), await open('local_startup_yearly', 'yearly')];
    // On PostgreSQL both transactions run at once (PGlite serializes them): the per-user lock decides.
    const responses = await Promise.all(
      ids.map((id) => call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(json(responses.find((response) => response.statusCode === 409)!).error).toMatch(
      /already have a subscription/,
    );
    const rows = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows.filter((row) => LIVE_STATUSES.includes(row.status))).toHaveLength(1);
    expect(rows).toHaveLength(1);
    await t.deps.mailer.drain();
    const started = (
      await t.deps.database.db.select().from(emails).where(eq(emails.to, user.email.toLowerCase()))
    ).filter((mail) => mail.template === 'subscription_started');
    expect(started).toHaveLength(1);
  });

  it('refuses a second checkout with 409 pointing to the billing portal', async () => {
    const user = await t.createUser();
    await subscribe(user);
    const again = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: 'local_startup_monthly',
      billingCycle: 'monthly',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toMatch(/billing portal/);
  });

  it('refuses unknown prices, a cycle that does not match the price, the free plan and Stripe ids with 400', async () => {
    const user = await t.createUser();
    for (const payload of [
      { priceId: 'price_123', billingCycle: 'monthly' },
      { priceId: 'local_nope_monthly', billingCycle: 'monthly' },
      { priceId: 'local_pro_monthly', billingCycle: 'yearly' },
      { priceId: 'local_free_monthly', billingCycle: 'monthly' },
      { priceId: 'local_pro_monthly', billingCycle: 'weekly' },
      { billingCycle: 'monthly' },
    ]) {
      const response = await call(user, 'POST', '/api/subscription/checkout', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call(null, 'POST', '/api/subscription/checkout', { priceId: 'x', billingCycle: 'monthly' }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps sessions private, refuses expired ones and lets the user abandon one', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const checkout = data(
      await call(owner, 'POST', '/api/subscription/checkout', {
        priceId: 'local_pro_monthly',
        billingCycle: 'monthly',
      }),
    );
    const id = (checkout.url as string).split('/').pop()!;
    expect((await call(other, 'GET', `/api/billing/local/checkout/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/billing/local/checkout/${id}/confirm`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/billing/local/checkout/local_cs_unknown')).statusCode).toBe(404);

    await t.deps.database.db
      .update(localCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localCheckoutSessions.id, id));
    expect(data(await call(owner, 'GET', `/api/billing/local/checkout/${id}`)).session.status).toBe(
      'expired',
    );
    const expired = await call(owner, 'POST', `/api/billing/local/checkout/${id}/confirm`);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).error).toMatch(/expired/);
    expect(data(await call(owner, 'GET', '/api/subscription')).subscription).toBeNull();

    const fresh = data(
      await call(owner, 'POST', '/api/subscription/checkout', {
        priceId: 'local_pro_monthly',
        billingCycle: 'monthly',
      }),
    );
    const freshId = (fresh.url as string).split('/').pop()!;
    expect(data(await call(owner, 'POST', `/api/billing/local/checkout/${freshId}/cancel`))).toEqual({
      redirectUrl: '/pricing',
    });
    expect(data(await call(owner, 'GET', `/api/billing/local/checkout/${freshId}`)).session.status).toBe(
      'canceled',
    );
    expect((await call(owner, 'POST', `/api/billing/local/checkout/${freshId}/confirm`)).statusCode).toBe(
      409,
    );
  });
});

describe('local billing portal', () => {
  it('changes plan and cycle, cancels at period end, resumes, and e-mails each step', async () => {
    const user = await t.createUser();
    expect(data(await call(user, 'POST', '/api/subscription/portal'))).toEqual({
      url: 'http://localhost:3000/billing/portal',
    });
    const noSubscription = await call(user, 'POST', '/api/billing/local/portal/cancel');
    expect(noSubscription.statusCode).toBe(400);

    await subscribe(user);
    const portal = data(await call(user, 'GET', '/api/billing/local/portal'));
    expect(portal.subscription).toMatchObject({ status: 'active', plan: { slug: 'pro' } });
    expect(portal.plans.map((plan: { slug: string }) => plan.slug)).toEqual(['free', 'pro', 'startup']);

    const changed = await call(user, 'POST', '/api/billing/local/portal/change-plan', {
      priceId: 'local_startup_monthly',
      billingCycle: 'monthly',
    });
    expect(changed.statusCode).toBe(200);
    expect(data(changed).subscription).toMatchObject({ plan: { slug: 'startup' }, billingCycle: 'monthly' });
    let mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('subscription_changed');
    expect(mail?.text).toContain('from Pro, $19.00 per month to Startup, $49.00 per month');

    const yearly = data(
      await call(user, 'POST', '/api/billing/local/portal/change-plan', {
        priceId: 'local_startup_yearly',
        billingCycle: 'yearly',
      }),
    );
    expect(yearly.subscription).toMatchObject({ plan: { slug: 'startup' }, billingCycle: 'yearly' });
    expect((await t.lastEmail(user.email))?.text).toContain('Startup, $490.00 per year');
    expect(
      (
        await call(user, 'POST', '/api/billing/local/portal/change-plan', {
          priceId: 'local_pro_yearly',
          billingCycle: 'monthly',
        })
      ).statusCode,
    ).toBe(400);

    const canceled = data(await call(user, 'POST', '/api/billing/local/portal/cancel'));
    expect(canceled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('subscription_canceled');
    expect(mail?.text).toContain('stays active until');
    expect(data(await call(user, 'GET', '/api/subscription')).subscription.cancelAtPeriodEnd).toBe(true);

    const resumed = data(await call(user, 'POST', '/api/billing/local/portal/resume'));
    expect(resumed.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(data(await call(user, 'GET', '/api/me')).user.subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      plan: { slug: 'startup' },
    });
  });

  it('simulates a failed payment: past_due, a payment_event entry and the payment-failed e-mail; resume pays again', async () => {
    const user = await t.createUser();
    await subscribe(user);
    const failed = data(await call(user, 'POST', '/api/billing/local/portal/simulate-payment-failure'));
    expect(failed.subscription.status).toBe('past_due');
    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('payment_failed');
    expect(mail?.text).toContain('The payment of $19.00 for your Pro subscription failed');
    expect(await lastEvent('payment_event', user.id)).toMatchObject({ success: false });
    // past_due still counts as subscribed.
    expect(
      (
        await call(user, 'POST', '/api/subscription/checkout', {
          priceId: 'local_pro_monthly',
          billingCycle: 'monthly',
        })
      ).statusCode,
    ).toBe(409);

    const resumed = data(await call(user, 'POST', '/api/billing/local/portal/resume'));
    expect(resumed.subscription.status).toBe('active');
    expect(await lastEvent('payment_event', user.id)).toMatchObject({ success: true });
  });
});

describe('admin plans in local mode', () => {
  it('verify reports the local provider; sync answers 400 because Stripe is not configured', async () => {
    const verify = await call(admin, 'POST', '/api/admin/subscription-plans/verify');
    expect(verify.statusCode).toBe(200);
    expect(data(verify)).toEqual({
      provider: 'local',
      ok: true,
      checks: [
        { name: 'Payment provider', ok: true, message: expect.stringContaining('local payment provider') },
        { name: 'Webhook secret', ok: true, message: expect.stringContaining('optional') },
      ],
    });
    const sync = await call(admin, 'POST', '/api/admin/subscription-plans/sync');
    expect(sync.statusCode).toBe(400);
    expect(json(sync).error).toMatch(/Stripe is not configured/);
  });

  it('answers the webhook with 400 when no webhook secret is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: 'Webhooks are not configured: STRIPE_WEBHOOK_SECRET is not set',
      success: false,
      code: 'bad_request',
    });
  });
});

describe('Stripe-signed webhooks in local mode', () => {
  it('checks the event shape as in Stripe mode: malformed is 400 with nothing written, a good one applies', async () => {
    const secret = 'whsec_local_mode';
    const local = await createTestApp({ STRIPE_WEBHOOK_SECRET: secret });
    try {
      const user = await local.createUser();
      const created = Math.floor(Date.now() / 1000);
      const send = (id: string, object: object | null) => {
        const payload = JSON.stringify({ id, type: 'invoice.payment_failed', created, data: { object } });
        return local.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
          },
          payload,
        });
      };
      const invoice = {
        id: 'in_local_mode',
        object: 'invoice',
        customer: 'cus_local_mode',
        amount_due: 1900,
        parent: { subscription_details: { subscription: 'sub_local_mode', metadata: { userId: user.id } } },
      };
      const malformed = await send('evt_local_bad', null);
      expect(malformed.statusCode, malformed.body).toBe(400);
      expect(json(malformed).error).toMatch(/^Malformed event: data\.object/);
      const failed = () =>
        local.deps.database.db
          .select()
          .from(securityLogs)
          .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'payment_event')));
      expect(await failed()).toEqual([]);

      const good = await send('evt_local_good', invoice);
      expect(good.statusCode, good.body).toBe(200);
      expect(await failed()).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
