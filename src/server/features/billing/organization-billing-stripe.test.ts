/**
 * An organization's subscription with Stripe (the stand-in at the network boundary): a checkout
 * completed after its starter lost the right to buy for the organization is ended at once, and
 * "cancel now" (the admin's, the owner's before deleting) ends it at Stripe too.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/doubles/stripe-stand-in.ts';
import { postSignedEvent } from '../../../../tests/support/doubles/stripe-webhook.ts';
import { organizationMembers, securityLogs, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp, type TestUser } from '../../testing/app.ts';

const WEBHOOK_SECRET = 'whsec_test_organizations';
let t: TestApp;
let stripe: StripeStandIn;
let siteAdmin: TestUser;
let priceId: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env(WEBHOOK_SECRET));
  siteAdmin = await t.createUser({ role: 'admin' });
  expect((await call(siteAdmin, 'POST', '/api/admin/subscription-plans/sync')).statusCode).toBe(200);
  const [pro] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'pro'));
  priceId = pro!.stripePriceIdMonthly!;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
const data = (response: Awaited<ReturnType<typeof call>>) => json(response).data as Record<string, any>;
const db = () => t.deps.database.db;
const now = () => Math.floor(Date.now() / 1000);
const rowOf = async (id: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const stripeCalls = (method: string, path: string) =>
  stripe.requests.filter((request) => request.method === method && request.path === path);

const sendWebhook = (event: object) => postSignedEvent(t.app, WEBHOOK_SECRET, event);

let counter = 0;
const event = (type: string, object: object) => ({
  id: `evt_org_${++counter}_${Date.now()}`,
  object: 'event',
  type,
  created: now(),
  data: { object },
});

/** A Stripe subscription bought by `userId` for the organization, known to the stand-in. */
function stripeSubscription(userId: string, organizationId: string) {
  const start = now();
  const subscription = {
    id: `sub_org_${++counter}_${Date.now()}`,
    object: 'subscription',
    customer: `cus_org_${counter}`,
    status: 'active',
    metadata: { userId, organizationId },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    items: {
      object: 'list',
      data: [
        {
          price: { id: priceId, recurring: { interval: 'month' } },
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
        },
      ],
    },
  };
  stripe.store.subscriptions.set(subscription.id, subscription);
  return subscription;
}

const completed = (userId: string, organizationId: string, subscriptionId: string) =>
  event('checkout.session.completed', {
    id: `cs_org_${counter}`,
    object: 'checkout.session',
    mode: 'subscription',
    customer: `cus_org_${counter}`,
    client_reference_id: userId,
    metadata: { userId, organizationId },
    subscription: subscriptionId,
  });

/** An organization with an admin (added directly) who started a checkout for it at Stripe. */
async function checkoutStartedByAdmin() {
  const owner = await t.createUser({ name: `Owner ${++counter}` });
  const admin = await t.createUser({ name: `Org admin ${counter}` });
  const name = `Stripe team ${counter}`;
  const organizationId = data(await call(owner, 'POST', '/api/organizations', { name })).organization
    .id as string;
  await db().insert(organizationMembers).values({ organizationId, userId: admin.id, role: 'admin' });
  const body = { priceId, billingCycle: 'monthly', organizationId };
  expect((await call(admin, 'POST', '/api/subscription/checkout', body)).statusCode).toBe(200);
  return { owner, admin, organizationId, name };
}

describe('checkout.session.completed for an organization', () => {
  it('completes the subscription for a starter who is still owner or admin', async () => {
    const org = await checkoutStartedByAdmin();
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    const response = await sendWebhook(completed(org.admin.id, org.organizationId, sub.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(sub.id)).toMatchObject({ organizationId: org.organizationId, status: 'active' });
    expect(stripeCalls('DELETE', `/v1/subscriptions/${sub.id}`)).toEqual([]);
  });

  it('ends at once, crediting the unused time, the subscription of a starter removed meanwhile, and logs it', async () => {
    const org = await checkoutStartedByAdmin();
    await call(org.owner, 'DELETE', `/api/organizations/${org.organizationId}/members/${org.admin.id}`);
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    // Stripe's subscription.created may come first: the organization pays, for now.
    expect((await sendWebhook(event('customer.subscription.created', sub))).statusCode).toBe(200);

    const response = await sendWebhook(completed(org.admin.id, org.organizationId, sub.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(stripeCalls('DELETE', `/v1/subscriptions/${sub.id}`)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ prorate: 'true', invoice_now: 'true' }) }),
    ]);
    expect(await rowOf(sub.id)).toMatchObject({ organizationId: org.organizationId, status: 'canceled' });
    const entries = await db()
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, org.admin.id), eq(securityLogs.eventType, 'subscription_updated')));
    expect(entries.map((entry) => entry.metadata)).toContainEqual(
      expect.objectContaining({ subscriptionId: sub.id, reason: 'checkout_starter_not_owner_or_admin' }),
    );
    // No live subscription keeps the organization any more.
    expect((await call(org.owner, 'DELETE', `/api/organizations/${org.organizationId}`)).statusCode).toBe(
      200,
    );
  });

  it('ignores the older subscription.created that arrives after the cancellation', async () => {
    const org = await checkoutStartedByAdmin();
    await call(org.owner, 'PUT', `/api/organizations/${org.organizationId}/members/${org.admin.id}`, {
      role: 'member',
    });
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    const created = event('customer.subscription.created', { ...sub });
    created.created = now() - 5;
    expect((await sendWebhook(completed(org.admin.id, org.organizationId, sub.id))).statusCode).toBe(200);
    expect((await sendWebhook(created)).statusCode).toBe(200);
    expect((await rowOf(sub.id))?.status).toBe('canceled');
  });
});

describe('ending a subscription now with Stripe', () => {
  it("the admin's cancel ends it at Stripe and stores the canceled state", async () => {
    const org = await checkoutStartedByAdmin();
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    expect((await sendWebhook(completed(org.admin.id, org.organizationId, sub.id))).statusCode).toBe(200);

    const response = await call(siteAdmin, 'POST', `/api/admin/subscriptions/${sub.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(data(response).subscription).toMatchObject({ id: sub.id, status: 'canceled' });
    expect(stripeCalls('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect(await rowOf(sub.id)).toMatchObject({ status: 'canceled' });
  });

  it('answers 503 and changes nothing when Stripe cannot end it', async () => {
    const org = await checkoutStartedByAdmin();
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    expect((await sendWebhook(completed(org.admin.id, org.organizationId, sub.id))).statusCode).toBe(200);
    stripe.state.fail = { path: '/v1/subscriptions', mode: 500 };
    try {
      const body = { cancelSubscription: true, confirmName: org.name };
      expect(
        (await call(org.owner, 'DELETE', `/api/organizations/${org.organizationId}`, body)).statusCode,
      ).toBe(503);
    } finally {
      stripe.state.fail = null;
    }
    expect((await rowOf(sub.id))?.status).toBe('active');
    expect((await call(org.owner, 'GET', `/api/organizations/${org.organizationId}`)).statusCode).toBe(200);
  });

  it('"cancel now and delete" ends it at Stripe, then deletes the organization', async () => {
    const org = await checkoutStartedByAdmin();
    const sub = stripeSubscription(org.admin.id, org.organizationId);
    expect((await sendWebhook(completed(org.admin.id, org.organizationId, sub.id))).statusCode).toBe(200);

    const body = { cancelSubscription: true, confirmName: org.name };
    const response = await call(org.owner, 'DELETE', `/api/organizations/${org.organizationId}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(stripeCalls('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect((await call(org.owner, 'GET', `/api/organizations/${org.organizationId}`)).statusCode).toBe(404);
  });
});
