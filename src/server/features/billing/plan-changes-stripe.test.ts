/**
 * In-app plan changes in Stripe mode (issue #31), against the Stripe stand-in: an upgrade updates
 * the subscription's price there (prorated, invoiced and charged at once), a declined card changes
 * nothing, a downgrade is a subscription schedule (released when undone), and Stripe applying the
 * schedule at the period's end clears `scheduledChange`.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import { securityLogs, subscriptionPlans } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp, type TestUser } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_plan_changes';
const DAY = 86_400;
let t: TestApp;
let stripe: StripeStandIn;
const prices: Record<string, { id: number; monthly: string; yearly: string }> = {};

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  const admin = await t.createUser({ role: 'admin' });
  const sync = await t.call('POST', '/api/admin/subscription-plans/sync', { as: admin });
  expect(sync.statusCode, sync.body).toBe(200);
  for (const plan of await t.deps.database.db.select().from(subscriptionPlans))
    prices[plan.slug] = {
      id: plan.id,
      monthly: plan.stripePriceIdMonthly ?? '',
      yearly: plan.stripePriceIdYearly ?? '',
    };
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
async function dataOf(response: ReturnType<typeof call>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).data as Data;
}
const now = () => Math.floor(Date.now() / 1000);
let counter = 0;

/** A subscription to `slug` monthly at Stripe (the stand-in's) and here (its created event). */
async function subscribedAtStripe(user: TestUser, slug: string, organizationId?: string) {
  const t0 = now() - 10 * DAY;
  const subscription = {
    id: `sub_changes_${++counter}`,
    object: 'subscription',
    customer: `cus_changes_${counter}`,
    status: 'active',
    metadata: { userId: user.id, ...(organizationId ? { organizationId } : {}) },
    cancel_at_period_end: false,
    items: {
      data: [
        {
          id: `si_changes_${counter}`,
          price: { id: prices[slug]!.monthly, recurring: { interval: 'month' } },
          quantity: 1,
          current_period_start: t0,
          current_period_end: t0 + 30 * DAY,
        },
      ],
    },
  };
  stripe.store.subscriptions.set(subscription.id, subscription);
  await webhook('customer.subscription.created', subscription, t0);
  return subscription;
}

async function webhook(type: string, object: object, created = now()) {
  const event = { id: `evt_changes_${++counter}`, object: 'event', type, created, data: { object } };
  const response = await postSignedEvent(t.app, WEBHOOK_SECRET, event);
  expect(response.statusCode, response.body).toBe(200);
}

const subscriptionOf = async (user: TestUser) =>
  (await dataOf(call(user, 'GET', '/api/subscription'))).subscription;
const requestsTo = (path: string) => stripe.requests.filter((request) => request.path === path);
const entriesOf = (user: TestUser, eventType: string) =>
  t.deps.database.db
    .select()
    .from(securityLogs)
    .where(
      and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, eventType as 'subscription_changed')),
    )
    .orderBy(asc(securityLogs.id));

describe('an upgrade in Stripe mode', () => {
  it("updates the subscription's price at Stripe, prorated and charged at once, and shows the new plan", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'pro');
    const body = { planId: prices.startup!.id, billingCycle: 'monthly' };
    const quote = (await dataOf(call(user, 'POST', '/api/subscription/preview', body))).preview;
    expect(quote).toMatchObject({ timing: 'now', nextAmount: 4900 });
    expect(quote.amountDueNow).toBeGreaterThan(0);

    const after = (await dataOf(call(user, 'POST', '/api/subscription/change', body))).subscription;
    expect(after.plan.slug).toBe('startup');
    const [update] = requestsTo(`/v1/subscriptions/${subscription.id}`).filter(
      (request) => request.method === 'POST',
    );
    expect(update?.params).toMatchObject({
      'items[0][id]': subscription.items.data[0]!.id,
      'items[0][price]': prices.startup!.monthly,
      'items[0][quantity]': '1',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    // Same cycle: the period stays at Stripe.
    expect(update?.params).not.toHaveProperty('billing_cycle_anchor[type]');
    expect(await entriesOf(user, 'subscription_changed')).toHaveLength(1);
  });

  it('to yearly asks Stripe to start the new period now', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'pro');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: prices.pro!.id, billingCycle: 'yearly' }),
    );
    const [update] = requestsTo(`/v1/subscriptions/${subscription.id}`).filter(
      (request) => request.method === 'POST',
    );
    expect(update?.params).toMatchObject({
      'items[0][price]': prices.pro!.yearly,
      'billing_cycle_anchor[type]': 'now',
    });
    expect((await subscriptionOf(user)).billingCycle).toBe('yearly');
  });

  it('answers 400 card_declined when Stripe declines the card, and the plan stays', async () => {
    const user = await t.createUser();
    await subscribedAtStripe(user, 'pro');
    stripe.state.declineCharges = true;
    try {
      const response = await call(user, 'POST', '/api/subscription/change', {
        planId: prices.startup!.id,
        billingCycle: 'monthly',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect((json(response) as { code?: string }).code).toBe('card_declined');
    } finally {
      stripe.state.declineCharges = false;
    }
    expect((await subscriptionOf(user)).plan.slug).toBe('pro');
    expect(await entriesOf(user, 'subscription_changed')).toEqual([]);
  });

  it('answers 503 when Stripe is down, and nothing changes', async () => {
    const user = await t.createUser();
    await subscribedAtStripe(user, 'pro');
    stripe.state.fail = { path: '/v1/subscriptions', mode: 500 };
    try {
      const response = await call(user, 'POST', '/api/subscription/change', {
        planId: prices.startup!.id,
        billingCycle: 'monthly',
      });
      expect(response.statusCode, response.body).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    expect((await subscriptionOf(user)).plan.slug).toBe('pro');
  });
});

describe('a downgrade in Stripe mode', () => {
  it("is a subscription schedule whose next phase has the new price from the period's end", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    const after = (
      await dataOf(
        call(user, 'POST', '/api/subscription/change', { planId: prices.pro!.id, billingCycle: 'monthly' }),
      )
    ).subscription;
    expect(after).toMatchObject({ plan: { slug: 'startup' }, scheduledChange: { plan: { slug: 'pro' } } });
    expect(after.scheduledChange.effectiveAt).toBe(
      new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    );
    const [created] = requestsTo('/v1/subscription_schedules');
    expect(created?.params).toEqual({ from_subscription: subscription.id });
    const schedule = [...stripe.store.subscriptionSchedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.update).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': prices.startup!.monthly,
      'phases[0][end_date]': String(subscription.items.data[0]!.current_period_end),
      'phases[1][items][0][price]': prices.pro!.monthly,
      'phases[1][duration][interval]': 'month',
    });
  });

  it('undone, releases the schedule at Stripe', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: prices.pro!.id, billingCycle: 'monthly' }),
    );
    const undone = (await dataOf(call(user, 'DELETE', '/api/subscription/scheduled-change', {})))
      .subscription;
    expect(undone.scheduledChange).toBeNull();
    const schedule = [...stripe.store.subscriptionSchedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.status).toBe('released');
  });

  it('is released at Stripe and dropped here before another change, even one Stripe then refuses', async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: prices.pro!.id, billingCycle: 'monthly' }),
    );
    stripe.state.fail = { path: `/v1/subscriptions/${subscription.id}`, mode: 500 };
    try {
      const response = await call(user, 'POST', '/api/subscription/change', {
        planId: prices.startup!.id,
        billingCycle: 'yearly',
      });
      expect(response.statusCode, response.body).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    const schedule = [...stripe.store.subscriptionSchedules.values()].find(
      (candidate) => candidate.subscription === subscription.id,
    );
    expect(schedule?.status).toBe('released');
    expect(await subscriptionOf(user)).toMatchObject({ plan: { slug: 'startup' }, scheduledChange: null });
  });

  it("is cleared when Stripe's schedule applies the new price at the period's end", async () => {
    const user = await t.createUser();
    const subscription = await subscribedAtStripe(user, 'startup');
    await dataOf(
      call(user, 'POST', '/api/subscription/change', { planId: prices.pro!.id, billingCycle: 'monthly' }),
    );
    const end = subscription.items.data[0]!.current_period_end;
    await webhook(
      'customer.subscription.updated',
      {
        ...subscription,
        items: {
          data: [
            {
              ...subscription.items.data[0],
              price: { id: prices.pro!.monthly, recurring: { interval: 'month' } },
              current_period_start: end,
              current_period_end: end + 30 * DAY,
            },
          ],
        },
      },
      now() + 1,
    );
    expect(await subscriptionOf(user)).toMatchObject({ plan: { slug: 'pro' }, scheduledChange: null });
  });
});

describe('seats in Stripe mode', () => {
  it("sets the subscription's quantity at Stripe when a member joins, prorated without refusing the member", async () => {
    const admin = await t.createUser({ role: 'admin' });
    await dataOf(
      call(admin, 'PUT', `/api/admin/subscription-plans/${prices.startup!.id}`, { pricingModel: 'per_seat' }),
    );
    try {
      const owner = await t.createUser({ verified: true });
      const { organization } = await dataOf(
        call(owner, 'POST', '/api/organizations', { name: 'Seats at Stripe' }),
        201,
      );
      // Bought for the organization (its metadata names it at checkout).
      const subscription = await subscribedAtStripe(owner, 'startup', organization.id);
      const invitee = await t.createUser({ verified: true });
      const { invitation } = await dataOf(
        call(owner, 'POST', `/api/organizations/${organization.id}/invitations`, {
          email: invitee.email,
          role: 'member',
        }),
        201,
      );
      await dataOf(call(invitee, 'POST', '/api/invitations/accept', { invitationId: invitation.id }));
      const [update] = requestsTo(`/v1/subscriptions/${subscription.id}`).filter(
        (request) => request.method === 'POST',
      );
      expect(update?.params).toMatchObject({
        'items[0][price]': prices.startup!.monthly,
        'items[0][quantity]': '2',
        proration_behavior: 'always_invoice',
        payment_behavior: 'allow_incomplete',
      });
      const details = await dataOf(call(owner, 'GET', `/api/organizations/${organization.id}`));
      expect(details.subscription.seats).toBe(2);
    } finally {
      await dataOf(
        call(admin, 'PUT', `/api/admin/subscription-plans/${prices.startup!.id}`, { pricingModel: 'flat' }),
      );
    }
  });
});
