/**
 * In-app plan changes with the local provider (issue #31): the preview, an upgrade charged now and
 * prorated, a downgrade scheduled for the period's end (undone, or applied by the clock), changes
 * during a trial, and the refusals.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, securityLogs } from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
async function dataOf(response: ReturnType<typeof call>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).data as Data;
}
async function refusalOf(response: ReturnType<typeof call>, status: number) {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled) as { error: string; code: string; details?: Array<{ path: string }> };
}
const db = () => t.deps.database.db;
const DAY = 86_400_000;

let planIds: Record<string, number> = {};
async function planId(slug: string) {
  if (!planIds[slug]) {
    const { plans } = await dataOf(call(null, 'GET', '/api/plans'));
    planIds = Object.fromEntries(plans.map((plan: { slug: string; id: number }) => [plan.slug, plan.id]));
  }
  return planIds[slug]!;
}

/** A new user subscribed to `priceId` through the local checkout, paying with `card`. */
async function subscriber(priceId: string, card = 'success') {
  const user = await t.createUser();
  const billingCycle = priceId.endsWith('yearly') ? 'yearly' : 'monthly';
  const { url } = await dataOf(call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle }));
  const session = (url as string).split('/').pop();
  await dataOf(call(user, 'POST', `/api/billing/local/checkout/${session}/confirm`, { card }));
  return user;
}

const preview = async (user: TestUser, body: object) =>
  (await dataOf(call(user, 'POST', '/api/subscription/preview', body))).preview;
const change = async (user: TestUser, body: object) =>
  (await dataOf(call(user, 'POST', '/api/subscription/change', body))).subscription;
const subscriptionOf = async (user: TestUser) =>
  (await dataOf(call(user, 'GET', '/api/subscription'))).subscription;
const invoicesOf = async (user: TestUser) =>
  (await dataOf(call(user, 'GET', '/api/subscription/invoices'))).invoices as Data[];
const advance = (days: number) =>
  dataOf(call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days }));
const clockNow = async () => Date.parse((await dataOf(call(admin, 'GET', '/api/admin/billing/clock'))).now);

const entriesOf = (user: TestUser, eventType: string) =>
  db()
    .select()
    .from(securityLogs)
    .where(
      and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, eventType as 'subscription_changed')),
    )
    .orderBy(asc(securityLogs.id));

describe('previewing a first checkout', () => {
  it("shows the plan's first invoice, due now, and the next one a period later", async () => {
    const user = await t.createUser();
    const now = await clockNow();
    const quote = await preview(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    expect(quote).toMatchObject({
      currency: 'usd',
      timing: 'checkout',
      amountDueNow: 1900,
      nextAmount: 1900,
      trialEndsAt: null,
      discount: null,
      lines: [{ description: 'Pro (monthly)', amount: 1900, quantity: 1 }],
    });
    const next = Date.parse(quote.nextBillingAt);
    expect(next - now).toBeGreaterThanOrEqual(28 * DAY);
    expect(next - now).toBeLessThanOrEqual(31 * DAY + 60_000);
  });

  it("takes a promotion code's discount off the first invoice only for a one-time coupon", async () => {
    const user = await t.createUser();
    const code = `HALF${Date.now().toString(36).toUpperCase()}`;
    await dataOf(
      call(admin, 'POST', '/api/admin/coupons', { code, name: 'Half off', percentOff: 50, duration: 'once' }),
      201,
    );
    const quote = await preview(user, {
      planId: await planId('startup'),
      billingCycle: 'monthly',
      promotionCode: code.toLowerCase(),
    });
    expect(quote).toMatchObject({
      amountDueNow: 2450,
      nextAmount: 4900,
      discount: { code, amountOff: 2450 },
      lines: [
        { description: 'Startup (monthly)', amount: 4900, quantity: 1 },
        { description: `Discount (${code})`, amount: -2450, quantity: 1 },
      ],
    });
  });

  it('says why a promotion code does not apply (400 with its code)', async () => {
    const user = await t.createUser();
    const refusal = await refusalOf(
      call(user, 'POST', '/api/subscription/preview', {
        planId: await planId('pro'),
        billingCycle: 'monthly',
        promotionCode: 'NOSUCHCODE',
      }),
      400,
    );
    expect(refusal.code).toBe('promotion_code_unknown');
  });

  it('shows a trial as nothing due now and the first charge at its end', async () => {
    const pro = await planId('pro');
    await dataOf(call(admin, 'PUT', `/api/admin/subscription-plans/${pro}`, { trialDays: 14 }));
    try {
      const user = await t.createUser();
      const now = await clockNow();
      const quote = await preview(user, { planId: pro, billingCycle: 'monthly' });
      expect(quote).toMatchObject({ amountDueNow: 0, nextAmount: 1900, timing: 'checkout' });
      expect(Date.parse(quote.trialEndsAt) - now).toBeGreaterThanOrEqual(14 * DAY - 60_000);
      expect(Date.parse(quote.trialEndsAt) - now).toBeLessThanOrEqual(14 * DAY + 60_000);
      expect(quote.nextBillingAt).toBe(quote.trialEndsAt);
    } finally {
      await dataOf(call(admin, 'PUT', `/api/admin/subscription-plans/${pro}`, { trialDays: 0 }));
    }
  });

  it('refuses a plan without a price for the cycle, and an unknown plan (400)', async () => {
    const user = await t.createUser();
    const free = await refusalOf(
      call(user, 'POST', '/api/subscription/preview', {
        planId: await planId('free'),
        billingCycle: 'monthly',
      }),
      400,
    );
    expect(free.details?.[0]?.path).toBe('billingCycle');
    const unknown = await refusalOf(
      call(user, 'POST', '/api/subscription/preview', { planId: 999_999, billingCycle: 'monthly' }),
      400,
    );
    expect(unknown.details?.[0]?.path).toBe('planId');
    await refusalOf(call(user, 'POST', '/api/subscription/preview', { billingCycle: 'monthly' }), 400);
  });
});

describe('an upgrade', () => {
  it('is previewed as the unused time credited and the remaining time charged, and the change charges exactly that', async () => {
    const user = await subscriber('local_pro_monthly');
    await advance(10);
    const before = await subscriptionOf(user);
    const startup = await planId('startup');
    const quote = await preview(user, { planId: startup, billingCycle: 'monthly' });
    expect(quote.timing).toBe('now');
    expect(quote.lines.map((line: Data) => line.description)).toEqual([
      'Unused time on Pro (monthly)',
      'Remaining time on Startup (monthly)',
    ]);
    const [unused, remaining] = quote.lines as Data[];
    // About two thirds of the month is left: credited at Pro's price, charged at Startup's.
    const share = remaining!.amount / 4900;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.72);
    expect(Math.abs(-unused!.amount - 1900 * share)).toBeLessThanOrEqual(1);
    expect(quote.amountDueNow).toBe(unused!.amount + remaining!.amount);
    expect(quote.nextAmount).toBe(4900);
    expect(quote.nextBillingAt).toBe(before.currentPeriodEnd);

    const invoicesBefore = (await invoicesOf(user)).length;
    const after = await change(user, { planId: startup, billingCycle: 'monthly' });
    expect(after).toMatchObject({ status: 'active', plan: { slug: 'startup' }, scheduledChange: null });
    // Within the same cycle the period stays.
    expect(after.currentPeriodEnd).toBe(before.currentPeriodEnd);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(invoicesBefore + 1);
    const [newest] = invoices;
    expect(newest).toMatchObject({ status: 'paid' });
    // The change came a moment after the preview: at most a cent apart.
    expect(Math.abs(newest!.amountPaid - quote.amountDueNow)).toBeLessThanOrEqual(1);
    expect(newest!.lines.map((line: Data) => line.description)).toEqual([
      'Unused time on Pro (monthly)',
      'Remaining time on Startup (monthly)',
    ]);
  });

  it('writes a subscription_changed entry naming both plans and the amount', async () => {
    const user = await subscriber('local_pro_monthly');
    await change(user, { planId: await planId('startup'), billingCycle: 'monthly' });
    const [entry] = await entriesOf(user, 'subscription_changed');
    expect(entry?.metadata).toMatchObject({
      fromPlan: 'Pro (monthly)',
      toPlan: 'Startup (monthly)',
      currency: 'usd',
    });
    expect((entry?.metadata as { amount?: number } | undefined)?.amount).toBeGreaterThan(0);
  });

  it('from monthly to yearly starts a yearly period now, crediting the unused month', async () => {
    const user = await subscriber('local_pro_monthly');
    const now = await clockNow();
    const quote = await preview(user, { planId: await planId('pro'), billingCycle: 'yearly' });
    expect(quote.timing).toBe('now');
    expect(quote.lines[1]).toEqual({ description: 'Pro (yearly)', amount: 19000, quantity: 1 });
    expect(quote.lines[0].amount).toBeLessThan(0);
    expect(quote.lines[0].amount).toBeGreaterThanOrEqual(-1900);
    const after = await change(user, { planId: await planId('pro'), billingCycle: 'yearly' });
    expect(after.billingCycle).toBe('yearly');
    const year = Date.parse(after.currentPeriodEnd) - now;
    expect(year).toBeGreaterThan(364 * DAY);
    expect(year).toBeLessThan(367 * DAY);
  });

  it('is refused with card_declined when the card on file does not pay, and nothing changes', async () => {
    const user = await subscriber('local_pro_monthly', 'fails_on_renewal');
    const invoicesBefore = await invoicesOf(user);
    const refusal = await refusalOf(
      call(user, 'POST', '/api/subscription/change', {
        planId: await planId('startup'),
        billingCycle: 'monthly',
      }),
      400,
    );
    expect(refusal.code).toBe('card_declined');
    expect((await subscriptionOf(user)).plan.slug).toBe('pro');
    expect(await invoicesOf(user)).toEqual(invoicesBefore);
    expect(await entriesOf(user, 'subscription_changed')).toEqual([]);
  });
});

describe('a downgrade', () => {
  it("is previewed as nothing due now and the lower price from the period's end", async () => {
    const user = await subscriber('local_startup_monthly');
    const current = await subscriptionOf(user);
    const quote = await preview(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    expect(quote).toMatchObject({
      timing: 'period_end',
      amountDueNow: 0,
      nextAmount: 1900,
      lines: [],
      effectiveAt: current.currentPeriodEnd,
      nextBillingAt: current.currentPeriodEnd,
    });
  });

  it("is scheduled for the period's end: the plan stays and scheduledChange says what comes", async () => {
    const user = await subscriber('local_startup_monthly');
    const current = await subscriptionOf(user);
    const after = await change(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    expect(after.plan.slug).toBe('startup');
    expect(after.scheduledChange).toEqual({
      plan: { id: await planId('pro'), name: 'Pro', slug: 'pro' },
      billingCycle: 'monthly',
      effectiveAt: current.currentPeriodEnd,
    });
    expect((await subscriptionOf(user)).scheduledChange?.plan.slug).toBe('pro');
    const [entry] = await entriesOf(user, 'subscription_change_scheduled');
    expect(entry?.metadata).toMatchObject({ fromPlan: 'Startup (monthly)', toPlan: 'Pro (monthly)' });
  });

  it('from yearly to monthly is scheduled too', async () => {
    const user = await subscriber('local_pro_yearly');
    const after = await change(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    expect(after).toMatchObject({ billingCycle: 'yearly', scheduledChange: { billingCycle: 'monthly' } });
  });

  it('can be undone before the period ends; undoing again is 404', async () => {
    const user = await subscriber('local_startup_monthly');
    await change(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    const undone = (await dataOf(call(user, 'DELETE', '/api/subscription/scheduled-change', {})))
      .subscription;
    expect(undone).toMatchObject({ plan: { slug: 'startup' }, scheduledChange: null });
    const [entry] = await entriesOf(user, 'subscription_change_canceled');
    expect(entry?.metadata).toMatchObject({ toPlan: 'Pro (monthly)' });
    await refusalOf(call(user, 'DELETE', '/api/subscription/scheduled-change', {}), 404);
  });

  it('is dropped when the subscription is cancelled at the period end', async () => {
    const user = await subscriber('local_startup_monthly');
    await change(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    const cancelled = (await dataOf(call(user, 'POST', '/api/subscription/cancel', {}))).subscription;
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, scheduledChange: null });
  });

  it('is refused while the subscription is set to end (400): resume it first', async () => {
    const user = await subscriber('local_startup_monthly');
    await dataOf(call(user, 'POST', '/api/subscription/cancel', {}));
    await refusalOf(
      call(user, 'POST', '/api/subscription/change', {
        planId: await planId('pro'),
        billingCycle: 'monthly',
      }),
      400,
    );
  });

  it('takes effect at the renewal when the clock passes the period end, billed at the new price', async () => {
    const user = await subscriber('local_startup_monthly');
    const current = await subscriptionOf(user);
    await change(user, { planId: await planId('pro'), billingCycle: 'monthly' });
    await advance(Math.ceil((Date.parse(current.currentPeriodEnd) - (await clockNow())) / DAY) + 1);
    const renewed = await subscriptionOf(user);
    expect(renewed).toMatchObject({ status: 'active', plan: { slug: 'pro' }, scheduledChange: null });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(current.currentPeriodEnd));
    const [newest] = await invoicesOf(user);
    expect(newest).toMatchObject({
      amountPaid: 1900,
      lines: [{ description: 'Pro (monthly)', amount: 1900 }],
    });
  });
});

describe('changes during a trial', () => {
  it('apply now and charge nothing, the trial going on', async () => {
    const pro = await planId('pro');
    await dataOf(call(admin, 'PUT', `/api/admin/subscription-plans/${pro}`, { trialDays: 14 }));
    try {
      const user = await subscriber('local_pro_monthly');
      const trial = await subscriptionOf(user);
      expect(trial.status).toBe('trialing');
      const quote = await preview(user, { planId: await planId('startup'), billingCycle: 'monthly' });
      expect(quote).toMatchObject({
        timing: 'now',
        amountDueNow: 0,
        lines: [],
        trialEndsAt: trial.trialEndsAt,
      });
      const after = await change(user, { planId: await planId('startup'), billingCycle: 'monthly' });
      expect(after).toMatchObject({
        status: 'trialing',
        plan: { slug: 'startup' },
        trialEndsAt: trial.trialEndsAt,
      });
      expect(await invoicesOf(user)).toEqual([]);
    } finally {
      await dataOf(call(admin, 'PUT', `/api/admin/subscription-plans/${pro}`, { trialDays: 0 }));
    }
  });
});

describe('refusals', () => {
  it('refuses the plan and cycle the subscription already has (400 plan_unchanged)', async () => {
    const user = await subscriber('local_pro_monthly');
    const refusal = await refusalOf(
      call(user, 'POST', '/api/subscription/change', {
        planId: await planId('pro'),
        billingCycle: 'monthly',
      }),
      400,
    );
    expect(refusal.code).toBe('plan_unchanged');
  });

  it('refuses a change while a payment is owed (400 payment_owed)', async () => {
    const user = await subscriber('local_pro_monthly');
    await dataOf(call(user, 'POST', '/api/billing/local/portal/simulate-payment-failure', {}));
    expect((await subscriptionOf(user)).status).toBe('past_due');
    const refusal = await refusalOf(
      call(user, 'POST', '/api/subscription/change', {
        planId: await planId('startup'),
        billingCycle: 'monthly',
      }),
      400,
    );
    expect(refusal.code).toBe('payment_owed');
  });

  it('refuses a change without a subscription (400) and a promotion code on a change preview (400)', async () => {
    const user = await t.createUser();
    await refusalOf(
      call(user, 'POST', '/api/subscription/change', {
        planId: await planId('pro'),
        billingCycle: 'monthly',
      }),
      400,
    );
    const subscribed = await subscriber('local_pro_monthly');
    const refusal = await refusalOf(
      call(subscribed, 'POST', '/api/subscription/preview', {
        planId: await planId('startup'),
        billingCycle: 'monthly',
        promotionCode: 'ANY',
      }),
      400,
    );
    expect(refusal.details?.[0]?.path).toBe('promotionCode');
  });
});

describe("an organization's plan", () => {
  it("is changed by its owner, and a member may neither preview nor change it (403); others don't see it (404)", async () => {
    const owner = await t.createUser({ verified: true });
    const member = await t.createUser({ verified: true });
    const stranger = await t.createUser({ verified: true });
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: 'Changing team' }),
      201,
    );
    await db()
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: member.id, role: 'member' });
    const organizationId = organization.id as string;
    const { url } = await dataOf(
      call(owner, 'POST', '/api/subscription/checkout', {
        priceId: 'local_pro_monthly',
        billingCycle: 'monthly',
        organizationId,
      }),
    );
    await dataOf(
      call(owner, 'POST', `/api/billing/local/checkout/${(url as string).split('/').pop()}/confirm`, {}),
    );
    const body = { planId: await planId('startup'), billingCycle: 'monthly', organizationId };
    await refusalOf(call(member, 'POST', '/api/subscription/preview', body), 403);
    await refusalOf(call(member, 'POST', '/api/subscription/change', body), 403);
    await refusalOf(call(stranger, 'POST', '/api/subscription/change', body), 404);
    const after = await change(owner, body);
    expect(after.plan.slug).toBe('startup');
    // The owner's own (personal) subscription is untouched: there is none.
    expect(await subscriptionOf(owner)).toBeNull();
  });
});
