/**
 * Coupons in Stripe mode, against the stand-in at the network boundary: Stripe's coupon and
 * promotion code follow the admin's coupon, checkout passes the code in `discounts`, and the
 * webhook's Stripe-shaped events record the redemption once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import { coupons, securityLogs, subscriptionPlans } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_test_coupons';
let t: TestApp;
let stripe: StripeStandIn;
let admin: User;
let proPriceId: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  admin = await t.createUser({ role: 'admin' });
  const sync = await call(admin, 'POST', '/api/admin/subscription-plans/sync');
  expect(sync.statusCode, sync.body).toBe(200);
  const [pro] = await t.deps.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, 'pro'));
  proPriceId = pro!.stripePriceIdMonthly!;
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
const now = () => Math.floor(Date.now() / 1000);
const requestsTo = (path: string) => stripe.requests.filter((request) => request.path.startsWith(path));

let counter = 0;
const uniqueCode = () => `STRIPE${++counter}X${Date.now().toString(36).toUpperCase()}`;

async function createCoupon(fields: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/api/admin/coupons', {
    code: uniqueCode(),
    name: 'Stripe offer',
    percentOff: 30,
    duration: 'repeating',
    durationMonths: 3,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data(response).coupon;
}

const sendWebhook = (event: object) => postSignedEvent(t.app, WEBHOOK_SECRET, event);

let eventCounter = 0;
const event = (type: string, object: object) => ({
  id: `evt_coupon_${++eventCounter}_${Date.now()}`,
  object: 'event',
  type,
  created: now(),
  data: { object },
});

/** A subscription as Stripe sends it, with its discount expanded (or, by default, none). */
function subscriptionObject(id: string, user: User, discounts: unknown[] = []) {
  const start = now();
  return {
    id,
    object: 'subscription',
    customer: `cus_coupon_${user.id}`,
    status: 'active',
    metadata: { userId: user.id },
    cancel_at_period_end: false,
    discounts,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: proPriceId, recurring: { interval: 'month' } },
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
        },
      ],
    },
  };
}

describe('admin coupons with Stripe', () => {
  it('creates the Stripe coupon and its promotion code, and stores their ids', async () => {
    const coupon = await createCoupon({ code: 'Summer30Stripe', name: 'Summer' });
    expect(coupon.stripeCouponId).toMatch(/^coupon_/);
    expect(coupon.stripePromotionCodeId).toMatch(/^promo_/);
    expect(requestsTo('/v1/coupons').at(-1)!.params).toEqual({
      name: 'Summer',
      percent_off: '30',
      duration: 'repeating',
      duration_in_months: '3',
    });
    expect(requestsTo('/v1/promotion_codes').at(-1)!.params).toEqual({
      'promotion[type]': 'coupon',
      'promotion[coupon]': coupon.stripeCouponId,
      code: 'Summer30Stripe',
      active: 'true',
    });
  });

  it('stores nothing when Stripe fails: 503', async () => {
    const code = uniqueCode();
    stripe.state.fail = { path: '/v1/coupons', mode: 500 };
    try {
      const response = await call(admin, 'POST', '/api/admin/coupons', {
        code,
        name: 'Outage',
        amountOff: 100,
        duration: 'once',
      });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        error: 'The payment provider is unavailable, please try again',
      });
    } finally {
      stripe.state.fail = null;
    }
    const stored = await t.deps.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(stored).toEqual([]);
  });

  it('switches the promotion code off at Stripe when the coupon is deleted', async () => {
    const coupon = await createCoupon();
    const response = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(requestsTo(`/v1/promotion_codes/${coupon.stripePromotionCodeId}`).at(-1)!.params).toEqual({
      active: 'false',
    });
    expect(stripe.store.promotionCodes.get(coupon.stripePromotionCodeId)!.active).toBe(false);
  });

  it('makes a new Stripe coupon and code for a new discount, and switches the old code off', async () => {
    const coupon = await createCoupon();
    const response = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      code: coupon.code,
      name: coupon.name,
      percentOff: 40,
      duration: 'forever',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = data(response).coupon;
    expect(updated.stripeCouponId).not.toBe(coupon.stripeCouponId);
    expect(stripe.store.coupons.get(updated.stripeCouponId)).toMatchObject({
      percent_off: 40,
      duration: 'forever',
    });
    expect(stripe.store.promotionCodes.get(coupon.stripePromotionCodeId)!.active).toBe(false);
    expect(stripe.store.promotionCodes.get(updated.stripePromotionCodeId)!.active).toBe(true);
  });
});

describe('checkout with a promotion code in Stripe mode', () => {
  it("passes the promotion code's id as the Checkout Session's discount", async () => {
    const coupon = await createCoupon();
    const user = await t.createUser();
    const response = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: proPriceId,
      billingCycle: 'monthly',
      promotionCode: coupon.code.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(requestsTo('/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      'discounts[0][promotion_code]': coupon.stripePromotionCodeId,
    });
  });

  it('refuses a code that does not apply before calling Stripe', async () => {
    const coupon = await createCoupon({ active: false });
    const before = requestsTo('/v1/checkout/sessions').length;
    const response = await call(await t.createUser(), 'POST', '/api/subscription/checkout', {
      priceId: proPriceId,
      billingCycle: 'monthly',
      promotionCode: coupon.code,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'promotion_code_inactive' });
    expect(requestsTo('/v1/checkout/sessions')).toHaveLength(before);
  });

  it("records the redemption from the webhook's discounts once, and shows the subscription's discount", async () => {
    const coupon = await createCoupon();
    const user = await t.createUser();
    const discountEnd = now() + 90 * 86_400;
    const discount = {
      id: 'di_test_1',
      object: 'discount',
      promotion_code: coupon.stripePromotionCodeId,
      source: { type: 'coupon', coupon: coupon.stripeCouponId },
      start: now(),
      end: discountEnd,
    };
    const sub = subscriptionObject(`sub_coupon_${counter}`, user, [discount]);
    stripe.store.subscriptions.set(sub.id, sub);
    const completed = await sendWebhook(
      event('checkout.session.completed', {
        id: `cs_coupon_${counter}`,
        object: 'checkout.session',
        customer: sub.customer,
        client_reference_id: user.id,
        metadata: { userId: user.id },
        subscription: sub.id,
        discounts: [{ coupon: null, promotion_code: coupon.stripePromotionCodeId }],
      }),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    // Stripe's own subscription events name the same discount (the second only its id).
    expect((await sendWebhook(event('customer.subscription.created', sub))).statusCode).toBe(200);
    const updated = subscriptionObject(sub.id, user, ['di_test_1']);
    expect((await sendWebhook(event('customer.subscription.updated', updated))).statusCode).toBe(200);

    const redeemed = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'coupon_redeemed')));
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]!.metadata).toMatchObject({ couponId: coupon.id, subscriptionId: sub.id });
    expect(data(await call(user, 'GET', '/api/subscription')).subscription.discount).toEqual({
      code: coupon.code,
      percentOff: 30,
      amountOff: null,
      endsAt: new Date(discountEnd * 1000).toISOString(),
    });
    const list = data(await call(admin, 'GET', '/api/admin/coupons')).coupons;
    expect(list.find((item: { id: number }) => item.id === coupon.id).redemptions).toBe(1);
  });

  it('refuses a malformed discount in a subscription event: 400, nothing written', async () => {
    const user = await t.createUser();
    const sub = subscriptionObject('sub_bad_discount', user, [{ promotion_code: 42 }]);
    const response = await sendWebhook(event('customer.subscription.created', sub));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: expect.stringContaining('Malformed event: data.object.discounts'),
    });
  });
});
