/**
 * The admin dashboard's billing figures, from what the local provider does with its clock: trials
 * started and converted, MRR movement, payments failed and recovered. A database of its own, so
 * every figure is exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMovements } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

let t: TestApp;
let admin: User;
type User = Awaited<ReturnType<TestApp['createUser']>>;

const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;

async function ok(user: User, method: HttpMethod, url: string, payload?: object) {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return data(response);
}

async function subscribe(user: User, priceId: string, card?: string) {
  const url = (await ok(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle: 'monthly' }))
    .url as string;
  const id = url.split('/').pop()!;
  return (await ok(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, card ? { card } : {}))
    .subscription;
}

const advance = (days: number) => ok(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days });
const billing = async (range = '30d') =>
  (await ok(admin, 'GET', `/api/admin/dashboard?range=${range}`)).billing;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  const plans = (await ok(admin, 'GET', '/api/plans')).plans as Array<{ id: number; slug: string }>;
  const pro = plans.find((plan) => plan.slug === 'pro')!;
  await ok(admin, 'PUT', `/api/admin/subscription-plans/${pro.id}`, { trialDays: 14 });
});
afterAll(async () => {
  await t?.close();
});

describe("the admin dashboard's billing figures", () => {
  let trialUser: User;
  let renewingUser: User;

  it('are all zero before anyone pays', async () => {
    expect(await billing()).toEqual({
      trialsStarted: 0,
      trialsConverted: 0,
      mrrMovement: { new: 0, expansion: 0, contraction: 0, churn: 0, net: 0 },
      paymentsFailed: 0,
      paymentsRecovered: 0,
    });
  });

  it('count a started trial, with no MRR until it converts', async () => {
    trialUser = await t.createUser();
    expect((await subscribe(trialUser, 'local_pro_monthly')).status).toBe('trialing');
    expect(await billing()).toMatchObject({ trialsStarted: 1, trialsConverted: 0, mrrMovement: { new: 0 } });
  });

  it('count a subscription bought without a trial as new MRR at once', async () => {
    renewingUser = await t.createUser();
    const subscription = await subscribe(renewingUser, 'local_startup_monthly', 'fails_on_renewal');
    expect(subscription.status).toBe('active');
    expect((await billing()).mrrMovement).toEqual({
      new: 4900,
      expansion: 0,
      contraction: 0,
      churn: 0,
      net: 4900,
    });
  });

  it('count the trial converting at its end, and the failed renewal, once each', async () => {
    await advance(31);
    const figures = await billing('90d');
    expect(figures).toMatchObject({
      trialsStarted: 1,
      trialsConverted: 1,
      paymentsFailed: 1,
      paymentsRecovered: 0,
    });
    // The trial's first charge is new MRR; past_due still counts (owed, not yet lost).
    expect(figures.mrrMovement).toMatchObject({ new: 1900 + 4900, churn: 0 });
  });

  it('count a recovered payment when the card is updated', async () => {
    await ok(renewingUser, 'POST', '/api/billing/local/portal/payment-method', { card: 'success' });
    expect((await billing('90d')).paymentsRecovered).toBe(1);
  });

  it('count an upgrade as expansion and a downgrade as contraction, by the price difference', async () => {
    const change = (user: User, priceId: string) =>
      ok(user, 'POST', '/api/billing/local/portal/change-plan', { priceId, billingCycle: 'monthly' });
    await change(trialUser, 'local_startup_monthly');
    await change(renewingUser, 'local_pro_monthly');
    expect((await billing('90d')).mrrMovement).toMatchObject({
      expansion: 4900 - 1900,
      contraction: 4900 - 1900,
    });
  });

  it('count a cancellation as churn when the subscription ends, and net what moved', async () => {
    await ok(trialUser, 'POST', '/api/billing/local/portal/cancel', {});
    expect((await billing('90d')).mrrMovement.churn).toBe(0);
    await advance(31);
    expect((await billing('90d')).mrrMovement).toEqual({
      new: 1900 + 4900,
      expansion: 3000,
      contraction: 3000,
      churn: 4900,
      net: 1900 + 4900 + 3000 - 3000 - 4900,
    });
  });

  it('leave out what happened before the range', async () => {
    // The clock only moves forward: an older movement is written as a past state would have been.
    const before = await billing('30d');
    await t.deps.database.db.insert(subscriptionMovements).values({
      subscriptionId: 'sub_older',
      at: new Date(Date.now() - 40 * 86_400_000),
      previousStatus: null,
      status: 'trialing',
      previousMrr: 0,
      mrr: 0,
    });
    expect((await billing('30d')).trialsStarted).toBe(before.trialsStarted);
    expect((await billing('90d')).trialsStarted).toBe(before.trialsStarted + 1);
  });
});
