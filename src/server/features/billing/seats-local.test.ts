/**
 * Seats of a per-seat plan with the local provider (issue #31): a checkout buys a seat per member
 * of the organization, and the quantity then follows the members, each join or leave prorated on
 * an invoice of its own. A flat plan's subscription has no seats.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
const db = () => t.deps.database.db;
let startupId: number;

beforeAll(async () => {
  const { plans } = await dataOf(call(null, 'GET', '/api/plans'));
  startupId = plans.find((plan: Data) => plan.slug === 'startup').id;
  // Startup ($49 a month) is priced per member for these tests.
  await dataOf(
    call(admin, 'PUT', `/api/admin/subscription-plans/${startupId}`, { pricingModel: 'per_seat' }),
  );
});

let counter = 0;
const newUser = () => t.createUser({ name: `Seat user ${counter++}`, verified: true });

/** An organization of a new owner with `extra` more members (added directly). */
async function organizationOf(extra: number) {
  const owner = await newUser();
  const { organization } = await dataOf(
    call(owner, 'POST', '/api/organizations', { name: `Seated team ${counter++}` }),
    201,
  );
  for (let index = 0; index < extra; index++) {
    const member = await newUser();
    await db()
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: member.id, role: 'member' });
  }
  return { owner, id: organization.id as string };
}

async function checkout(owner: TestUser, organizationId: string, priceId: string, seats?: number) {
  const { url } = await dataOf(
    call(owner, 'POST', '/api/subscription/checkout', {
      priceId,
      billingCycle: 'monthly',
      organizationId,
      ...(seats ? { seats } : {}),
    }),
  );
  return (url as string).split('/').pop()!;
}

async function subscribed(owner: TestUser, organizationId: string, priceId = 'local_startup_monthly') {
  const session = await checkout(owner, organizationId, priceId);
  return (await dataOf(call(owner, 'POST', `/api/billing/local/checkout/${session}/confirm`, {})))
    .subscription;
}

const organizationSubscription = async (owner: TestUser, id: string) =>
  (await dataOf(call(owner, 'GET', `/api/organizations/${id}`))).subscription;
const invoicesOf = async (owner: TestUser, organizationId: string) =>
  (await dataOf(call(owner, 'GET', `/api/subscription/invoices?organizationId=${organizationId}`)))
    .invoices as Data[];

/** A new user joins through an invitation they accept. */
async function join(owner: TestUser, organizationId: string) {
  const invitee = await newUser();
  const { invitation } = await dataOf(
    call(owner, 'POST', `/api/organizations/${organizationId}/invitations`, {
      email: invitee.email,
      role: 'member',
    }),
    201,
  );
  await dataOf(call(invitee, 'POST', '/api/invitations/accept', { invitationId: invitation.id }));
  return invitee;
}

describe('a per-seat checkout', () => {
  it('buys a seat for each member and charges the price per seat', async () => {
    const org = await organizationOf(2);
    const session = await checkout(org.owner, org.id, 'local_startup_monthly');
    const page = (await dataOf(call(org.owner, 'GET', `/api/billing/local/checkout/${session}`))).session;
    expect(page).toMatchObject({ seats: 3, amount: 14_700, amountDue: 14_700 });
    const subscription = (
      await dataOf(call(org.owner, 'POST', `/api/billing/local/checkout/${session}/confirm`, {}))
    ).subscription;
    expect(subscription.seats).toBe(3);
    const [invoice] = await invoicesOf(org.owner, org.id);
    expect(invoice).toMatchObject({
      amountPaid: 14_700,
      lines: [{ description: 'Startup (monthly)', amount: 14_700, quantity: 3 }],
    });
  });

  it('takes more seats than members when asked, and refuses fewer (400 naming seats)', async () => {
    const org = await organizationOf(2);
    const session = await checkout(org.owner, org.id, 'local_startup_monthly', 5);
    expect(
      (await dataOf(call(org.owner, 'GET', `/api/billing/local/checkout/${session}`))).session.seats,
    ).toBe(5);
    const refused = await call(org.owner, 'POST', '/api/subscription/checkout', {
      priceId: 'local_startup_monthly',
      billingCycle: 'monthly',
      organizationId: org.id,
      seats: 2,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect((json(refused) as { details?: Array<{ path: string }> }).details?.[0]?.path).toBe('seats');
  });

  it('is previewed per seat', async () => {
    const org = await organizationOf(3);
    const { preview } = await dataOf(
      call(org.owner, 'POST', '/api/subscription/preview', {
        planId: startupId,
        billingCycle: 'monthly',
        organizationId: org.id,
      }),
    );
    expect(preview).toMatchObject({
      amountDueNow: 19_600,
      lines: [{ description: 'Startup (monthly)', amount: 19_600, quantity: 4 }],
    });
  });
});

describe('seats following the members', () => {
  it('adds a seat when a member joins, charging its remaining time now', async () => {
    const org = await organizationOf(1);
    await subscribed(org.owner, org.id);
    await join(org.owner, org.id);
    expect((await organizationSubscription(org.owner, org.id)).seats).toBe(3);
    const [newest] = await invoicesOf(org.owner, org.id);
    expect(newest?.status).toBe('paid');
    expect(newest?.lines.map((line: Data) => [line.description, line.quantity])).toEqual([
      ['Unused time on 2 × Startup (monthly)', 2],
      ['Remaining time on 3 × Startup (monthly)', 3],
    ]);
    // Just after the checkout nearly the whole month is left: about one seat's price.
    expect(newest?.amountPaid).toBeGreaterThan(4_800);
    expect(newest?.amountPaid).toBeLessThanOrEqual(4_900);
  });

  it('removes a seat when a member leaves, crediting its unused time (nothing charged)', async () => {
    const org = await organizationOf(2);
    await subscribed(org.owner, org.id);
    const [member] = await db()
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, 'member')))
      .orderBy(asc(organizationMembers.createdAt))
      .limit(1);
    await dataOf(call(org.owner, 'DELETE', `/api/organizations/${org.id}/members/${member!.userId}`));
    expect((await organizationSubscription(org.owner, org.id)).seats).toBe(2);
    const [newest] = await invoicesOf(org.owner, org.id);
    expect(newest).toMatchObject({ amountPaid: 0 });
    expect(newest?.lines[0].amount).toBeLessThan(0);
    expect(newest?.lines[0].amount + newest?.lines[1].amount).toBeLessThan(-4_800);
  });

  it('records each change of seats in the security log as a subscription update', async () => {
    const org = await organizationOf(0);
    const subscription = await subscribed(org.owner, org.id);
    await join(org.owner, org.id);
    const entries = await db()
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.eventType, 'subscription_updated'))
      .orderBy(asc(securityLogs.id));
    const mine = entries.filter((entry) => (entry.metadata as Data).subscriptionId === subscription.id);
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });

  it("leaves a flat plan's subscription without seats when members join", async () => {
    const org = await organizationOf(0);
    await subscribed(org.owner, org.id, 'local_pro_monthly');
    const invoices = (await invoicesOf(org.owner, org.id)).length;
    await join(org.owner, org.id);
    expect((await organizationSubscription(org.owner, org.id)).seats).toBeNull();
    expect(await invoicesOf(org.owner, org.id)).toHaveLength(invoices);
  });
});
