/**
 * Coupons with the local provider: the admin's /api/admin/coupons, the promotion code at checkout
 * (each reason it is refused), the discounted local checkout and invoices, the redemption and the
 * subscription's `discount`.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

let t: TestApp;
let admin: User;
let proId: number;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  const plans = data(await call(null, 'GET', '/api/plans')).plans as Array<{ id: number; slug: string }>;
  proId = plans.find((plan) => plan.slug === 'pro')!.id;
  startupId = plans.find((plan) => plan.slug === 'startup')!.id;
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above, for the error envelope.
const body = (response: Awaited<ReturnType<typeof call>>) => json(response) as Record<string, any>;
const db = () => t.deps.database.db;

let codeCounter = 0;
const uniqueCode = (prefix = 'SAVE') => `${prefix}${++codeCounter}X${Date.now().toString(36).toUpperCase()}`;

/** Creates a coupon as the admin (20% off once unless told otherwise); returns it. */
async function createCoupon(fields: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/api/admin/coupons', {
    code: uniqueCode(),
    name: 'Launch offer',
    percentOff: 20,
    duration: 'once',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data(response).coupon;
}

const checkout = (user: User, promotionCode?: string, priceId = 'local_pro_monthly') =>
  call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle: 'monthly', promotionCode });

/** Checkout with the code, then pays on the local checkout page; returns the session's page. */
async function subscribeWith(user: User, code: string, priceId = 'local_pro_monthly') {
  const response = await checkout(user, code, priceId);
  expect(response.statusCode, response.body).toBe(200);
  const id = (data(response).url as string).split('/').pop()!;
  const page = data(await call(user, 'GET', `/api/billing/local/checkout/${id}`)).session;
  const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { page, subscription: data(confirm).subscription };
}

const entries = (eventType: string, where: { userId?: string } = {}) =>
  db()
    .select()
    .from(securityLogs)
    .where(
      and(
        eq(securityLogs.eventType, eventType as 'coupon_created'),
        where.userId ? eq(securityLogs.userId, where.userId) : undefined,
      ),
    )
    .orderBy(asc(securityLogs.id));

const paymentAmounts = async (user: User) =>
  (await entries('payment_event', { userId: user.id })).map(
    (row) => (row.metadata as { amount: number }).amount,
  );

async function advance(days: number) {
  const response = await call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days });
  expect(response.statusCode, response.body).toBe(200);
}

describe('admin coupons', () => {
  it('creates a coupon: 201 with its fields and no redemptions, listed, logged as coupon_created', async () => {
    const code = uniqueCode('Spring');
    const response = await call(admin, 'POST', '/api/admin/coupons', {
      code,
      name: 'Spring sale',
      amountOff: 500,
      duration: 'repeating',
      durationMonths: 3,
      maxRedemptions: 100,
      expiresAt: '2099-01-01T00:00:00.000Z',
      planIds: [proId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const coupon = data(response).coupon;
    expect(coupon).toEqual({
      id: expect.any(Number),
      code,
      name: 'Spring sale',
      percentOff: null,
      amountOff: 500,
      currency: 'usd',
      duration: 'repeating',
      durationMonths: 3,
      maxRedemptions: 100,
      expiresAt: '2099-01-01T00:00:00.000Z',
      planIds: [proId],
      active: true,
      stripeCouponId: null,
      stripePromotionCodeId: null,
      redemptions: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = data(await call(admin, 'GET', '/api/admin/coupons')).coupons;
    expect(list.find((item: { id: number }) => item.id === coupon.id)).toEqual(coupon);
    const logged = (await entries('coupon_created')).find(
      (row) => (row.metadata as { couponId: number }).couponId === coupon.id,
    );
    expect(logged).toMatchObject({ actorId: admin.id, metadata: { code, amountOff: 500 } });
  });

  it('refuses a code another coupon has, whatever its case: 409', async () => {
    const coupon = await createCoupon();
    const response = await call(admin, 'POST', '/api/admin/coupons', {
      code: coupon.code.toLowerCase(),
      name: 'Copy',
      percentOff: 10,
      duration: 'forever',
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ success: false, code: 'conflict' });
  });

  it.each([
    ['both percentOff and amountOff', { percentOff: 10, amountOff: 100 }, 'amountOff'],
    ['neither percentOff nor amountOff', { percentOff: undefined }, 'percentOff'],
    ['percentOff over 100', { percentOff: 101 }, 'percentOff'],
    ['a repeating coupon without durationMonths', { duration: 'repeating' }, 'durationMonths'],
    ['durationMonths on a once coupon', { durationMonths: 2 }, 'durationMonths'],
    ['a code with spaces', { code: 'TWO WORDS' }, 'code'],
  ])('refuses %s: 400 naming the field', async (_name, fields, path) => {
    const response = await call(admin, 'POST', '/api/admin/coupons', {
      code: uniqueCode(),
      name: 'Invalid',
      percentOff: 20,
      duration: 'once',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('refuses unknown plans: 400 naming them', async () => {
    const response = await call(admin, 'POST', '/api/admin/coupons', {
      code: uniqueCode(),
      name: 'Nowhere',
      percentOff: 20,
      duration: 'once',
      planIds: [proId, 999_999],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ error: 'Unknown plan: 999999', details: [{ path: 'planIds' }] });
  });

  it('refuses every coupon route to a signed-in non-admin: 403', async () => {
    const user = await t.createUser();
    const coupon = await createCoupon();
    const payload = { code: uniqueCode(), name: 'Mine', percentOff: 50, duration: 'forever' };
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['PUT', `/api/admin/coupons/${coupon.id}`],
      ['DELETE', `/api/admin/coupons/${coupon.id}`],
    ] as const) {
      const response = await call(
        user,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : payload,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('replaces a coupon that no one redeemed, its discount too; logged with what changed', async () => {
    const coupon = await createCoupon();
    const response = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      code: coupon.code,
      name: 'Renamed',
      amountOff: 300,
      duration: 'forever',
      active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).coupon).toMatchObject({
      name: 'Renamed',
      percentOff: null,
      amountOff: 300,
      duration: 'forever',
      active: false,
    });
    const logged = (await entries('coupon_updated')).at(-1);
    expect(logged?.metadata).toMatchObject({
      couponId: coupon.id,
      changes: {
        name: { before: 'Launch offer', after: 'Renamed' },
        amountOff: { before: null, after: 300 },
      },
    });
  });

  it('answers 404 for a coupon that does not exist', async () => {
    const response = await call(admin, 'PUT', '/api/admin/coupons/999999', {
      code: uniqueCode(),
      name: 'Ghost',
      percentOff: 5,
      duration: 'once',
    });
    expect(response.statusCode).toBe(404);
  });

  it('deletes a coupon no one redeemed: deleted, gone from the list, logged as coupon_deleted', async () => {
    const coupon = await createCoupon();
    const response = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toMatchObject({ deleted: true, coupon: { id: coupon.id } });
    const list = data(await call(admin, 'GET', '/api/admin/coupons')).coupons;
    expect(list.some((item: { id: number }) => item.id === coupon.id)).toBe(false);
    expect((await entries('coupon_deleted')).at(-1)?.metadata).toMatchObject({
      couponId: coupon.id,
      retired: false,
    });
  });
});

describe('a redeemed coupon', () => {
  it('keeps its discount: changing it answers 409; its name, expiry and cap still change', async () => {
    const coupon = await createCoupon();
    await subscribeWith(await t.createUser(), coupon.code);
    const base = { code: coupon.code, name: coupon.name, percentOff: 20, duration: 'once' };

    const discount = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, { ...base, percentOff: 30 });
    expect(discount.statusCode).toBe(409);
    expect(body(discount).error).toContain('its code and discount cannot change');
    const duration = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      ...base,
      duration: 'forever',
    });
    expect(duration.statusCode).toBe(409);

    const allowed = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      ...base,
      name: 'Launch offer (ended)',
      maxRedemptions: 5,
      expiresAt: '2098-06-01T00:00:00.000Z',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(data(allowed).coupon).toMatchObject({
      name: 'Launch offer (ended)',
      maxRedemptions: 5,
      expiresAt: '2098-06-01T00:00:00.000Z',
      redemptions: 1,
    });
  });

  it('is retired, not deleted: inactive and still listed with its redemptions', async () => {
    const coupon = await createCoupon();
    await subscribeWith(await t.createUser(), coupon.code);
    const response = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response)).toMatchObject({ deleted: false, coupon: { active: false, redemptions: 1 } });
    const list = data(await call(admin, 'GET', '/api/admin/coupons')).coupons;
    expect(list.find((item: { id: number }) => item.id === coupon.id)).toMatchObject({
      active: false,
      redemptions: 1,
    });
    expect((await entries('coupon_deleted')).at(-1)?.metadata).toMatchObject({
      couponId: coupon.id,
      retired: true,
      redemptions: 1,
    });
  });
});

describe('promotion code at checkout', () => {
  const refusal = async (user: User, code: string, priceId?: string) => {
    const response = await checkout(user, code, priceId);
    expect(response.statusCode, response.body).toBe(400);
    const envelope = body(response);
    expect(envelope.details).toEqual([{ path: 'promotionCode', message: envelope.error }]);
    return { code: envelope.code as string, error: envelope.error as string };
  };

  it('refuses a code no coupon has', async () => {
    expect(await refusal(await t.createUser(), 'NOSUCHCODE')).toEqual({
      code: 'promotion_code_unknown',
      error: 'The promotion code NOSUCHCODE does not exist',
    });
  });

  it('refuses an inactive code', async () => {
    const coupon = await createCoupon({ active: false });
    expect((await refusal(await t.createUser(), coupon.code)).code).toBe('promotion_code_inactive');
  });

  it('refuses an expired code', async () => {
    const coupon = await createCoupon({ expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(await refusal(await t.createUser(), coupon.code)).toEqual({
      code: 'promotion_code_expired',
      error: 'This promotion code expired on 2020-01-01T00:00:00.000Z',
    });
  });

  it('refuses a code for another plan', async () => {
    const coupon = await createCoupon({ planIds: [startupId] });
    expect(await refusal(await t.createUser(), coupon.code)).toEqual({
      code: 'promotion_code_not_for_plan',
      error: 'This promotion code does not apply to the Pro plan',
    });
    // The plan it is for takes it.
    expect((await checkout(await t.createUser(), coupon.code, 'local_startup_monthly')).statusCode).toBe(200);
  });

  it('refuses a code used as often as its cap allows', async () => {
    const coupon = await createCoupon({ maxRedemptions: 1 });
    await subscribeWith(await t.createUser(), coupon.code);
    expect((await refusal(await t.createUser(), coupon.code)).code).toBe('promotion_code_used_up');
  });

  it('refuses a code this customer already redeemed, on a later subscription', async () => {
    const user = await t.createUser();
    const coupon = await createCoupon();
    const { subscription } = await subscribeWith(user, coupon.code);
    const ended = await call(admin, 'POST', `/api/admin/subscriptions/${subscription.id}/cancel`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await refusal(user, coupon.code)).toEqual({
      code: 'promotion_code_already_redeemed',
      error: 'You have already used this promotion code',
    });
  });

  it('takes the code whatever its case, and an empty field as none', async () => {
    const coupon = await createCoupon();
    expect((await checkout(await t.createUser(), coupon.code.toLowerCase())).statusCode).toBe(200);
    expect((await checkout(await t.createUser(), '')).statusCode).toBe(200);
  });
});

describe('a discounted local subscription', () => {
  it('shows the discount on the checkout page, charges the discounted first invoice and shows the discount', async () => {
    const user = await t.createUser();
    const coupon = await createCoupon({ percentOff: 25, duration: 'repeating', durationMonths: 2 });
    const { page, subscription } = await subscribeWith(user, coupon.code);

    expect(page.amount).toBe(1900);
    expect(page.discount).toEqual({
      code: coupon.code,
      name: 'Launch offer',
      percentOff: 25,
      amountOff: null,
      duration: 'repeating',
      durationMonths: 2,
      amount: 475,
    });
    expect(page.amountDue).toBe(1425);
    expect(await paymentAmounts(user)).toEqual([1425]);
    expect(subscription.discount).toEqual({
      code: coupon.code,
      percentOff: 25,
      amountOff: null,
      endsAt: expect.any(String),
    });
    // Two months from the first charge.
    const months = (Date.parse(subscription.discount.endsAt) - Date.now()) / (86_400_000 * 30.4);
    expect(months).toBeGreaterThan(1.9);
    expect(months).toBeLessThan(2.1);
  });

  it('records the redemption once, with a coupon_redeemed entry, and counts it', async () => {
    const user = await t.createUser();
    const coupon = await createCoupon({ amountOff: 700, percentOff: undefined, duration: 'forever' });
    const { subscription } = await subscribeWith(user, coupon.code);
    expect(subscription.discount).toEqual({
      code: coupon.code,
      percentOff: null,
      amountOff: 700,
      endsAt: null,
    });
    expect(await paymentAmounts(user)).toEqual([1200]);
    const redeemed = await entries('coupon_redeemed', { userId: user.id });
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]!.metadata).toMatchObject({
      couponId: coupon.id,
      code: coupon.code,
      subscriptionId: subscription.id,
    });
    const list = data(await call(admin, 'GET', '/api/admin/coupons')).coupons;
    expect(list.find((item: { id: number }) => item.id === coupon.id).redemptions).toBe(1);
  });

  it('refuses at payment a code switched off after the checkout started', async () => {
    const user = await t.createUser();
    const coupon = await createCoupon();
    const response = await checkout(user, coupon.code);
    const id = (data(response).url as string).split('/').pop()!;
    await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      code: coupon.code,
      name: coupon.name,
      percentOff: 20,
      duration: 'once',
      active: false,
    });
    const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`);
    expect(confirm.statusCode).toBe(400);
    expect(body(confirm).code).toBe('promotion_code_inactive');
    expect(data(await call(user, 'GET', '/api/subscription')).subscription).toBeNull();
  });

  // Last: it moves this database's clock.
  it('discounts the renewals a repeating coupon covers, then charges the full price and shows no discount', async () => {
    const once = await t.createUser();
    const repeating = await t.createUser();
    const forever = await t.createUser();
    await subscribeWith(once, (await createCoupon({ percentOff: 50, duration: 'once' })).code);
    await subscribeWith(
      repeating,
      (await createCoupon({ percentOff: 50, duration: 'repeating', durationMonths: 2 })).code,
    );
    await subscribeWith(forever, (await createCoupon({ percentOff: 50, duration: 'forever' })).code);
    for (let month = 0; month < 3; month++) await advance(31);

    expect(await paymentAmounts(once)).toEqual([950, 1900, 1900, 1900]);
    expect(await paymentAmounts(repeating)).toEqual([950, 950, 1900, 1900]);
    expect(await paymentAmounts(forever)).toEqual([950, 950, 950, 950]);
    const view = async (user: User) => data(await call(user, 'GET', '/api/subscription')).subscription;
    expect((await view(once)).discount).toBeNull();
    expect((await view(repeating)).discount).toBeNull();
    expect((await view(forever)).discount).toMatchObject({ percentOff: 50, endsAt: null });
  });
});

describe('a coupon redeemed for an organization', () => {
  it("counts as the organization's: it refuses the code again, while its owner may still use it for themself", async () => {
    const owner = await t.createUser();
    const created = await call(owner, 'POST', '/api/organizations', { name: `Coupon org ${uniqueCode()}` });
    expect(created.statusCode, created.body).toBe(201);
    const organizationId = data(created).organization.id as string;
    const coupon = await createCoupon();
    const request = { priceId: 'local_pro_monthly', billingCycle: 'monthly', promotionCode: coupon.code };

    const checkout = await call(owner, 'POST', '/api/subscription/checkout', { ...request, organizationId });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const id = (data(checkout).url as string).split('/').pop()!;
    const confirm = await call(owner, 'POST', `/api/billing/local/checkout/${id}/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(data(confirm).subscription.discount).toMatchObject({ code: coupon.code, percentOff: 20 });
    const [redeemed] = await entries('coupon_redeemed', { userId: owner.id });
    expect(redeemed?.metadata).toMatchObject({ couponId: coupon.id, organizationId });

    const ended = await call(
      admin,
      'POST',
      `/api/admin/subscriptions/${data(confirm).subscription.id}/cancel`,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const again = await call(owner, 'POST', '/api/subscription/checkout', { ...request, organizationId });
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({
      code: 'promotion_code_already_redeemed',
      error: 'This organization has already used this promotion code',
    });
    expect((await call(owner, 'POST', '/api/subscription/checkout', request)).statusCode).toBe(200);
  });
});
