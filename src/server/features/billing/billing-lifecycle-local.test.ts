/**
 * The billing lifecycle with the local provider, walked with its clock: trials, renewals, failed
 * payments (past_due, retries, grace, unpaid with the Free plan's limits, recovery), test cards.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, securityLogs, subscriptions } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp } from '../../testing/app.ts';

let t: TestApp;
let admin: User;
let proId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  const plans = data(await call(null, 'GET', '/api/plans')).plans as Array<{ id: number; slug: string }>;
  proId = plans.find((plan) => plan.slug === 'pro')!.id;
  // Pro has a 14-day trial; Startup has none.
  const edit = await call(admin, 'PUT', `/api/admin/subscription-plans/${proId}`, { trialDays: 14 });
  expect(edit.statusCode, edit.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<TestApp['createUser']>>;
const call = (user: User | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const db = () => t.deps.database.db;
const DAY = 86_400_000;

async function checkout(user: User, priceId: string, billingCycle = 'monthly') {
  const response = await call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle });
  expect(response.statusCode, response.body).toBe(200);
  return (data(response).url as string).split('/').pop()!;
}

/** Checkout → confirm with a test card; returns the confirmed subscription. */
async function subscribe(user: User, priceId: string, card?: string) {
  const id = await checkout(user, priceId);
  const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, card ? { card } : {});
  expect(confirm.statusCode, confirm.body).toBe(200);
  return data(confirm).subscription;
}

async function advance(days: number) {
  const response = await call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days });
  expect(response.statusCode, response.body).toBe(200);
  return data(response).now as string;
}

const clock = async () => Date.parse(data(await call(admin, 'GET', '/api/admin/billing/clock')).now);
const subscriptionOf = async (user: User) => data(await call(user, 'GET', '/api/subscription')).subscription;

/** The templates of the e-mails sent to the user, oldest first. */
async function mailsTo(user: User) {
  await t.deps.mailer.drain();
  const rows = await db()
    .select({ template: emails.template })
    .from(emails)
    .where(eq(emails.to, user.email.toLowerCase()))
    .orderBy(asc(emails.id));
  return rows.map((row) => row.template);
}

const entries = (user: User, eventType: string) =>
  db()
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, eventType as 'payment_failed')))
    .orderBy(asc(securityLogs.id));

const paymentEvents = async (user: User) =>
  (await entries(user, 'payment_event')).map((row) => ({
    success: row.success,
    amount: (row.metadata as { amount: number }).amount,
  }));

const storageLimit = async (user: User) =>
  data(await call(user, 'GET', '/api/fileupload/usage')).usage.limitBytes as number | null;

describe('plans with a trial and a pricing model', () => {
  it('lists trialDays and pricingModel on the public plans', async () => {
    const plans = data(await call(null, 'GET', '/api/plans')).plans;
    expect(plans.find((plan: { slug: string }) => plan.slug === 'pro')).toMatchObject({
      trialDays: 14,
      pricingModel: 'flat',
    });
    expect(plans.find((plan: { slug: string }) => plan.slug === 'startup')).toMatchObject({
      trialDays: 0,
      pricingModel: 'flat',
    });
  });

  it('lets the admin set them and refuses a negative trial (400)', async () => {
    const bad = await call(admin, 'PUT', `/api/admin/subscription-plans/${proId}`, { trialDays: -1 });
    expect(bad.statusCode).toBe(400);
    const badModel = await call(admin, 'PUT', `/api/admin/subscription-plans/${proId}`, {
      pricingModel: 'per_minute',
    });
    expect(badModel.statusCode).toBe(400);
    const list = data(await call(admin, 'GET', '/api/admin/subscription-plans')).plans;
    expect(list.find((plan: { id: number }) => plan.id === proId)).toMatchObject({
      trialDays: 14,
      pricingModel: 'flat',
    });
  });
});

describe('the subscription object', () => {
  it('has every field of the contract, null where nothing applies', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    const subscription = await subscriptionOf(user);
    expect(subscription).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: false,
      trialEndsAt: null,
      seats: null,
      discount: null,
      scheduledChange: null,
      pastDueSince: null,
      graceEndsAt: null,
    });
    const me = data(await call(user, 'GET', '/api/me'));
    expect(me.user.subscription).toEqual(subscription);
  });
});

describe('trials', () => {
  it('starts trialing without a charge, with the trial-started e-mail and a trial_started entry', async () => {
    const user = await t.createUser();
    const start = await clock();
    const subscription = await subscribe(user, 'local_pro_monthly');
    expect(subscription.status).toBe('trialing');
    expect(Date.parse(subscription.trialEndsAt) - start).toBeGreaterThanOrEqual(14 * DAY - 60_000);
    expect(Date.parse(subscription.trialEndsAt) - start).toBeLessThan(14 * DAY + 60_000);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEndsAt);
    expect(await paymentEvents(user)).toEqual([]);
    expect(await mailsTo(user)).toContain('trial_started');
    expect(await entries(user, 'trial_started')).toHaveLength(1);
  });

  it('sends the trial-ending e-mail three days before the end, then charges and becomes active', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_pro_monthly');
    await advance(10);
    expect((await subscriptionOf(user)).status).toBe('trialing');
    expect(await mailsTo(user)).not.toContain('trial_ending');

    await advance(1);
    expect(await mailsTo(user)).toContain('trial_ending');
    expect((await subscriptionOf(user)).status).toBe('trialing');
    expect(await paymentEvents(user)).toEqual([]);

    await advance(3);
    const subscription = await subscriptionOf(user);
    expect(subscription.status).toBe('active');
    expect(Date.parse(subscription.currentPeriodEnd)).toBeGreaterThan(Date.parse(subscription.trialEndsAt));
    expect(await paymentEvents(user)).toEqual([{ success: true, amount: 1900 }]);
    // One trial-ending e-mail, however far the clock moves.
    expect((await mailsTo(user)).filter((template) => template === 'trial_ending')).toHaveLength(1);
  });

  it('ends a trial cancelled before its end without any charge', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_pro_monthly');
    const cancel = await call(user, 'POST', '/api/billing/local/portal/cancel', {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(data(cancel).subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });

    await advance(15);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'canceled' });
    expect(await paymentEvents(user)).toEqual([]);
  });

  it('ends a trial whose card is declined at its end: canceled, nothing charged', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_pro_monthly');
    const update = await call(user, 'POST', '/api/billing/local/portal/payment-method', { card: 'declined' });
    expect(update.statusCode, update.body).toBe(200);
    await advance(15);
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect(await paymentEvents(user)).toEqual([]);
  });

  it('gives one trial per customer: a second checkout of the plan is charged at once', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_pro_monthly');
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    // The first one ends (an admin's cancel), then the customer comes back.
    const end = await call(admin, 'POST', `/api/admin/subscriptions/${row!.id}/cancel`);
    expect(end.statusCode, end.body).toBe(200);

    const id = await checkout(user, 'local_pro_monthly');
    const session = data(await call(user, 'GET', `/api/billing/local/checkout/${id}`)).session;
    expect(session.trialDays).toBe(0);
    const confirm = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, {});
    expect(data(confirm).subscription).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(await paymentEvents(user)).toEqual([{ success: true, amount: 1900 }]);
    expect(await entries(user, 'trial_started')).toHaveLength(1);
  });
});

describe('test cards', () => {
  it('refuses a declined card with 400 card_declined and keeps the session open', async () => {
    const user = await t.createUser();
    const id = await checkout(user, 'local_startup_monthly');
    const declined = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, {
      card: 'declined',
    });
    expect(declined.statusCode).toBe(400);
    expect(json(declined)).toMatchObject({ success: false, code: 'card_declined' });
    expect(json(declined).error).toMatch(/declined/);
    expect(await subscriptionOf(user)).toBeNull();

    const paid = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, { card: 'success' });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('refuses an unknown card (400)', async () => {
    const user = await t.createUser();
    const id = await checkout(user, 'local_startup_monthly');
    const response = await call(user, 'POST', `/api/billing/local/checkout/${id}/confirm`, { card: 'gold' });
    expect(response.statusCode).toBe(400);
  });

  it('renews a subscription paid with the success card at the period end', async () => {
    const user = await t.createUser();
    const first = await subscribe(user, 'local_startup_monthly');
    await advance(32);
    const renewed = await subscriptionOf(user);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(first.currentPeriodEnd));
    expect(await paymentEvents(user)).toEqual([
      { success: true, amount: 4900 },
      { success: true, amount: 4900 },
    ]);
  });

  it('ends a subscription cancelled at the period end when the clock reaches it', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    await call(user, 'POST', '/api/billing/local/portal/cancel', {});
    await advance(32);
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect(await paymentEvents(user)).toEqual([{ success: true, amount: 4900 }]);
  });
});

describe('failed payments (dunning)', () => {
  it('makes a failed renewal past_due, retries on days 1, 3 and 5, and recovers when the card is updated', async () => {
    const user = await t.createUser();
    const first = await subscribe(user, 'local_startup_monthly', 'fails_on_renewal');
    expect(first.status).toBe('active');
    const renewal = Date.parse(first.currentPeriodEnd);
    const days = Math.ceil((renewal - (await clock())) / DAY);
    await advance(days);

    const pastDue = await subscriptionOf(user);
    expect(pastDue.status).toBe('past_due');
    expect(Date.parse(pastDue.pastDueSince)).toBe(renewal);
    expect(Date.parse(pastDue.graceEndsAt)).toBe(renewal + 7 * DAY);
    expect(await mailsTo(user)).toContain('payment_failed');
    // The e-mail links to the payment method on the billing page.
    expect((await t.lastEmail(user.email))?.html).toContain(
      'http://localhost:3000/account/billing#payment-method',
    );
    expect(await entries(user, 'payment_failed')).toHaveLength(1);
    // The plan's entitlements stay during the grace period.
    expect(await storageLimit(user)).not.toBe(await storageLimit(await t.createUser()));

    await advance(5);
    expect((await subscriptionOf(user)).status).toBe('past_due');
    // The renewal, then its three retries, all failed; one payment_failed entry for the episode.
    expect(await paymentEvents(user)).toEqual([
      { success: true, amount: 4900 },
      { success: false, amount: 4900 },
      { success: false, amount: 4900 },
      { success: false, amount: 4900 },
      { success: false, amount: 4900 },
    ]);
    expect(await entries(user, 'payment_failed')).toHaveLength(1);

    const update = await call(user, 'POST', '/api/billing/local/portal/payment-method', { card: 'success' });
    expect(update.statusCode, update.body).toBe(200);
    expect(data(update).subscription).toMatchObject({
      status: 'active',
      pastDueSince: null,
      graceEndsAt: null,
    });
    expect(await mailsTo(user)).toContain('payment_recovered');
    expect(await entries(user, 'payment_recovered')).toHaveLength(1);
    expect((await paymentEvents(user)).at(-1)).toEqual({ success: true, amount: 4900 });
  });

  it('recovers on a retry that succeeds (a failure simulated in the portal, the card still pays)', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    const failed = await call(user, 'POST', '/api/billing/local/portal/simulate-payment-failure', {});
    expect(data(failed).subscription.status).toBe('past_due');
    await advance(1);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'active', pastDueSince: null });
    expect(await mailsTo(user)).toContain('payment_recovered');
  });

  it('falls to unpaid with the Free plan limits after the grace period, nothing deleted, then back when paid', async () => {
    const freeLimit = await storageLimit(await t.createUser());
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly', 'fails_on_renewal');
    const paidLimit = await storageLimit(user);
    expect(paidLimit).not.toBe(freeLimit);
    const renewal = Date.parse((await subscriptionOf(user)).currentPeriodEnd);
    await advance(Math.ceil((renewal - (await clock())) / DAY));
    expect((await subscriptionOf(user)).status).toBe('past_due');
    expect(await storageLimit(user)).toBe(paidLimit);

    await advance(8);
    const unpaid = await subscriptionOf(user);
    expect(unpaid).toMatchObject({ status: 'unpaid' });
    expect(Date.parse(unpaid.graceEndsAt)).toBe(renewal + 7 * DAY);
    expect(await storageLimit(user)).toBe(freeLimit);
    expect(await mailsTo(user)).toContain('subscription_unpaid');
    expect(await entries(user, 'entitlements_downgraded')).toHaveLength(1);
    // Still the user's subscription: a new checkout is refused while it is owed.
    const again = await call(user, 'POST', '/api/subscription/checkout', {
      priceId: 'local_pro_monthly',
      billingCycle: 'monthly',
    });
    expect(again.statusCode).toBe(409);

    const update = await call(user, 'POST', '/api/billing/local/portal/payment-method', { card: 'success' });
    expect(data(update).subscription).toMatchObject({ status: 'active', pastDueSince: null });
    expect(await storageLimit(user)).toBe(paidLimit);
    expect(await mailsTo(user)).toContain('payment_recovered');
    expect(await entries(user, 'payment_recovered')).toHaveLength(1);
  });
});

describe("the admin's user and organization files", () => {
  it("show a past-due subscription's status, pastDueSince and graceEndsAt", async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    await call(user, 'POST', '/api/billing/local/portal/simulate-payment-failure', {});
    const own = await subscriptionOf(user);
    const file = data(await call(admin, 'GET', `/api/admin/users/${user.id}`));
    expect(file.subscription).toMatchObject({
      status: 'past_due',
      pastDueSince: own.pastDueSince,
      graceEndsAt: own.graceEndsAt,
    });
    expect(own.pastDueSince).toEqual(expect.any(String));

    const owner = await t.createUser();
    const created = await call(owner, 'POST', '/api/organizations', { name: `Dunning team ${owner.id}` });
    expect(created.statusCode, created.body).toBe(201);
    const organizationId = data(created).organization.id as string;
    const checkoutResponse = await call(owner, 'POST', '/api/subscription/checkout', {
      priceId: 'local_startup_monthly',
      billingCycle: 'monthly',
      organizationId,
    });
    const sessionId = (data(checkoutResponse).url as string).split('/').pop()!;
    await call(owner, 'POST', `/api/billing/local/checkout/${sessionId}/confirm`, {});
    const failed = await call(owner, 'POST', '/api/billing/local/portal/simulate-payment-failure', {
      organizationId,
    });
    expect(data(failed).subscription.status).toBe('past_due');
    const details = data(await call(admin, 'GET', `/api/admin/organizations/${organizationId}`));
    expect(details.subscription).toMatchObject({
      status: 'past_due',
      pastDueSince: data(failed).subscription.pastDueSince,
      graceEndsAt: data(failed).subscription.graceEndsAt,
    });
    const forMembers = data(await call(owner, 'GET', `/api/organizations/${organizationId}`));
    expect(forMembers.subscription.graceEndsAt).toBe(data(failed).subscription.graceEndsAt);
  });

  it("gives an organization its own trial, whatever its owner's", async () => {
    const owner = await t.createUser();
    await subscribe(owner, 'local_pro_monthly');
    const created = await call(owner, 'POST', '/api/organizations', { name: `Trial team ${owner.id}` });
    const organizationId = data(created).organization.id as string;
    const checkoutResponse = await call(owner, 'POST', '/api/subscription/checkout', {
      priceId: 'local_pro_monthly',
      billingCycle: 'monthly',
      organizationId,
    });
    const sessionId = (data(checkoutResponse).url as string).split('/').pop()!;
    const confirm = await call(owner, 'POST', `/api/billing/local/checkout/${sessionId}/confirm`, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(data(confirm).subscription).toMatchObject({ status: 'trialing', trialEndsAt: expect.any(String) });
  });
});

describe('POST /api/subscription/cancel and /resume', () => {
  it("cancels at the period's end with the canceled e-mail, and resumes before then", async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    const cancel = await call(user, 'POST', '/api/subscription/cancel', { reason: 'Too expensive' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(data(cancel).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await mailsTo(user)).at(-1)).toBe('subscription_canceled');

    const resume = await call(user, 'POST', '/api/subscription/resume', {});
    expect(resume.statusCode, resume.body).toBe(200);
    expect(data(resume).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await subscriptionOf(user)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('ends a cancelled subscription at the period end when the clock reaches it; resume is then refused', async () => {
    const user = await t.createUser();
    await subscribe(user, 'local_startup_monthly');
    await call(user, 'POST', '/api/subscription/cancel', {});
    await advance(32);
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect((await call(user, 'POST', '/api/subscription/resume', {})).statusCode).toBe(400);
  });

  it('answers 400 without a subscription and refuses a reason over 500 characters', async () => {
    const user = await t.createUser();
    const none = await call(user, 'POST', '/api/subscription/cancel', {});
    expect(none.statusCode).toBe(400);
    expect(json(none).error).toBe('You have no active subscription');
    await subscribe(user, 'local_startup_monthly');
    const long = await call(user, 'POST', '/api/subscription/cancel', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await subscriptionOf(user)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('GET and POST /api/admin/billing/clock', () => {
  it('answers the clock to an admin and moves it by whole days', async () => {
    const before = await clock();
    const now = await advance(2);
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(2 * DAY);
    expect(Date.parse(now) - before).toBeLessThan(2 * DAY + 60_000);
    expect(await clock()).toBeGreaterThanOrEqual(Date.parse(now));
  });

  it('writes a billing_clock_advanced entry naming the admin', async () => {
    await advance(1);
    const [latest] = await db()
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.eventType, 'billing_clock_advanced'))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(latest).toMatchObject({ actorId: admin.id, metadata: expect.objectContaining({ days: 1 }) });
  });

  it('refuses users and anonymous callers (403, as every admin route)', async () => {
    const user = await t.createUser();
    expect((await call(user, 'GET', '/api/admin/billing/clock')).statusCode).toBe(403);
    expect((await call(user, 'POST', '/api/admin/billing/clock', { advanceDays: 1 })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/billing/clock')).statusCode).toBe(403);
  });

  it('is not there in production: 404, even for an admin', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const productionAdmin = await production.createUser({ role: 'admin' });
      const as = { as: productionAdmin };
      expect((await production.call('GET', '/api/admin/billing/clock', as)).statusCode).toBe(404);
      const advance = await production.call('POST', '/api/admin/billing/clock', {
        ...as,
        payload: { advanceDays: 1 },
      });
      expect(advance.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it.each([0, 401, 1.5, '3', null])('refuses advanceDays %s (400)', async (advanceDays) => {
    const response = await call(admin, 'POST', '/api/admin/billing/clock', { advanceDays });
    expect(response.statusCode).toBe(400);
  });
});
