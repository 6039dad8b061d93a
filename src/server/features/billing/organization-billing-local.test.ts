/**
 * An organization's subscription with the local provider: the checkout role checked again at
 * payment, deleting a paid organization (when it becomes possible, "cancel now and delete"), and
 * an admin ending a user's or an organization's subscription.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, subscriptions } from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const siteAdmin = sharedUser(t, { role: 'admin', name: 'Site Admin' });

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
async function dataOf(response: ReturnType<typeof call>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).data as Data;
}
async function errorOf(response: ReturnType<typeof call>, status: number): Promise<string> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).error as string;
}
const db = () => t.deps.database.db;
const rowOf = async (id: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

let counter = 0;
const newUser = (name: string) => t.createUser({ name: `${name} ${counter++}`, verified: true });

/** An organization of a new owner, with an admin added directly (the Free plan has no room to invite). */
async function organizationWithAdmin() {
  const owner = await newUser('Owner');
  const admin = await newUser('Org admin');
  const name = `Paying team ${counter++}`;
  const { organization } = await dataOf(call(owner, 'POST', '/api/organizations', { name }), 201);
  await db()
    .insert(organizationMembers)
    .values({ organizationId: organization.id, userId: admin.id, role: 'admin' });
  return { owner, admin, id: organization.id as string, name };
}

/** Starts a local checkout of Pro for the organization; returns the session id. */
async function startCheckout(buyer: TestUser, organizationId: string) {
  const body = { priceId: 'local_pro_monthly', billingCycle: 'monthly', organizationId };
  const { url } = await dataOf(call(buyer, 'POST', '/api/subscription/checkout', body));
  return (url as string).split('/').pop()!;
}

/** The organization pays for Pro (checkout + confirm by `buyer`); returns the subscription id. */
async function paidOrganization() {
  const org = await organizationWithAdmin();
  const session = await startCheckout(org.owner, org.id);
  const confirmed = await dataOf(call(org.owner, 'POST', `/api/billing/local/checkout/${session}/confirm`));
  return { ...org, subscriptionId: confirmed.subscription.id as string };
}

describe('confirming an organization checkout (local provider)', () => {
  it('is refused (404) to an admin removed from the organization since the checkout started, and nothing is bought', async () => {
    const org = await organizationWithAdmin();
    const session = await startCheckout(org.admin, org.id);
    await dataOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}/members/${org.admin.id}`));

    await errorOf(call(org.admin, 'POST', `/api/billing/local/checkout/${session}/confirm`), 404);
    const details = await dataOf(call(org.owner, 'GET', `/api/organizations/${org.id}`));
    expect(details.subscription).toBeNull();
    // Not bought for the removed admin either.
    expect((await dataOf(call(org.admin, 'GET', '/api/subscription'))).subscription).toBeNull();
  });

  it('is refused (403) to an admin demoted to member since the checkout started', async () => {
    const org = await organizationWithAdmin();
    const session = await startCheckout(org.admin, org.id);
    await dataOf(
      call(org.owner, 'PUT', `/api/organizations/${org.id}/members/${org.admin.id}`, { role: 'member' }),
    );

    await errorOf(call(org.admin, 'POST', `/api/billing/local/checkout/${session}/confirm`), 403);
    expect((await dataOf(call(org.owner, 'GET', `/api/organizations/${org.id}`))).subscription).toBeNull();
  });
});

describe('deleting a paid organization', () => {
  it('refuses the owner with the renewal date, the billing page and "Cancel now and delete"', async () => {
    const org = await paidOrganization();
    const end = (await rowOf(org.subscriptionId))!.currentPeriodEnd!.toISOString().slice(0, 10);
    const message = await errorOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}`), 409);
    expect(message).toContain(`renews on ${end}`);
    expect(message).toContain(`/organizations/${org.id}/billing`);
    expect(message).toContain(`"Cancel now and delete" on /organizations/${org.id}`);
    expect(message).not.toMatch(/admin subscriptions/);
  });

  it('after cancelling at the period end, names the date deletion becomes possible', async () => {
    const org = await paidOrganization();
    await dataOf(call(org.owner, 'POST', '/api/billing/local/portal/cancel', { organizationId: org.id }));
    const end = (await rowOf(org.subscriptionId))!.currentPeriodEnd!.toISOString().slice(0, 10);
    const message = await errorOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}`), 409);
    expect(message).toContain(`is canceled and ends on ${end}: the organization can be deleted from then on`);
  });

  it('is possible once the period of a subscription canceled at its end has passed', async () => {
    const org = await paidOrganization();
    await dataOf(call(org.owner, 'POST', '/api/billing/local/portal/cancel', { organizationId: org.id }));
    // The period is over (the local provider sends no event when it ends).
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, org.subscriptionId));
    await dataOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}`));
    await errorOf(call(org.owner, 'GET', `/api/organizations/${org.id}`), 404);
  });

  it('"cancel now and delete" needs the organization\'s name typed exactly (400, nothing changes)', async () => {
    const org = await paidOrganization();
    const url = `/api/organizations/${org.id}`;
    const wrong = { cancelSubscription: true, confirmName: `${org.name}!` };
    const settled = await call(org.owner, 'DELETE', url, wrong);
    expect(settled.statusCode, settled.body).toBe(400);
    expect(json(settled)).toMatchObject({ details: [{ path: 'confirmName' }] });
    expect((await rowOf(org.subscriptionId))!.status).toBe('active');
    await dataOf(call(org.owner, 'GET', url));
  });

  it('"cancel now and delete" is for the owner only (admin 403)', async () => {
    const org = await paidOrganization();
    const body = { cancelSubscription: true, confirmName: org.name };
    await errorOf(call(org.admin, 'DELETE', `/api/organizations/${org.id}`, body), 403);
    expect((await rowOf(org.subscriptionId))!.status).toBe('active');
  });

  it('"cancel now and delete" ends the subscription, deletes the organization, and logs both', async () => {
    const org = await paidOrganization();
    const body = { cancelSubscription: true, confirmName: org.name };
    await dataOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}`, body));

    await errorOf(call(org.owner, 'GET', `/api/organizations/${org.id}`), 404);
    // The subscription row went with the organization; its end was recorded first.
    expect(await rowOf(org.subscriptionId)).toBeUndefined();
    expect(await lastSecurityEvent(t, 'subscription_updated', org.owner.id)).toMatchObject({
      metadata: { subscriptionId: org.subscriptionId, status: 'canceled', previousStatus: 'active' },
    });
    expect(await lastSecurityEvent(t, 'organization_deleted', org.owner.id)).toMatchObject({
      metadata: { organizationId: org.id, canceledSubscriptions: [org.subscriptionId] },
    });
    expect((await t.lastEmail(org.owner.email))?.template).toBe('subscription_canceled');
  });
});

describe('POST /api/admin/subscriptions/{id}/cancel', () => {
  it('is refused to non-admins (403) and changes nothing', async () => {
    const org = await paidOrganization();
    for (const who of [org.owner, org.admin]) {
      await errorOf(call(who, 'POST', `/api/admin/subscriptions/${org.subscriptionId}/cancel`), 403);
    }
    expect((await rowOf(org.subscriptionId))!.status).toBe('active');
  });

  it("ends an organization's subscription now, with the admin's entry, so the admin can delete it", async () => {
    const org = await paidOrganization();
    const refused = await errorOf(call(siteAdmin, 'DELETE', `/api/admin/organizations/${org.id}`), 409);
    expect(refused).toContain(`POST /api/admin/subscriptions/${org.subscriptionId}/cancel`);
    expect(refused).toMatch(/renews on \d{4}-\d{2}-\d{2}/);

    const { subscription } = await dataOf(
      call(siteAdmin, 'POST', `/api/admin/subscriptions/${org.subscriptionId}/cancel`),
    );
    expect(subscription).toMatchObject({
      id: org.subscriptionId,
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(subscription.canceledAt).toEqual(expect.any(String));
    expect(await lastSecurityEvent(t, 'subscription_updated')).toMatchObject({
      actorId: siteAdmin.id,
      userId: org.owner.id,
      metadata: { subscriptionId: org.subscriptionId, organizationId: org.id, byAdmin: true },
    });
    expect((await t.lastEmail(org.owner.email))?.template).toBe('subscription_canceled');

    await dataOf(call(siteAdmin, 'DELETE', `/api/admin/organizations/${org.id}`));
  });

  it("ends a user's own subscription now; an ended one is 409, an unknown one 404", async () => {
    const user = await newUser('Subscriber');
    const checkout = await dataOf(
      call(user, 'POST', '/api/subscription/checkout', {
        priceId: 'local_pro_monthly',
        billingCycle: 'monthly',
      }),
    );
    const session = (checkout.url as string).split('/').pop()!;
    const { subscription } = await dataOf(
      call(user, 'POST', `/api/billing/local/checkout/${session}/confirm`),
    );
    const url = `/api/admin/subscriptions/${subscription.id}/cancel`;

    await dataOf(call(siteAdmin, 'POST', url));
    expect((await dataOf(call(user, 'GET', '/api/subscription'))).subscription).toMatchObject({
      id: subscription.id,
      status: 'canceled',
    });
    expect(await errorOf(call(siteAdmin, 'POST', url), 409)).toMatch(/already ended/);
    await errorOf(call(siteAdmin, 'POST', '/api/admin/subscriptions/sub_unknown/cancel'), 404);
  });
});
