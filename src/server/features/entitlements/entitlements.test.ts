/**
 * Entitlements (issue #32): what GET /api/entitlements tells a customer, the admin's overrides on
 * top of the plan, GET /api/usage's daily series, and metered usage past the included units on
 * the local provider's next invoice.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityLogs, usageEvents } from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const DAY = 86_400_000;

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
async function dataOf(response: ReturnType<typeof call>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).data as Data;
}

let counter = 0;
const newUser = () => t.createUser({ name: `Entitled user ${counter++}`, verified: true });
const db = () => t.deps.database.db;
const clockNow = async () => new Date((await dataOf(call(admin, 'GET', '/api/admin/billing/clock'))).now);

async function subscribe(user: TestUser, priceId: string) {
  const { url } = await dataOf(
    call(user, 'POST', '/api/subscription/checkout', { priceId, billingCycle: 'monthly' }),
  );
  const session = (url as string).split('/').pop()!;
  return (await dataOf(call(user, 'POST', `/api/billing/local/checkout/${session}/confirm`, {})))
    .subscription as Data;
}

/** Usage recorded straight into the table (POST /api/usage takes an API key: issue #33). */
const record = (user: TestUser, meter: string, quantity: number, recordedAt: Date) =>
  db()
    .insert(usageEvents)
    .values({
      customerKey: `user:${user.id}`,
      userId: user.id,
      meter,
      quantity,
      idempotencyKey: `test-${counter++}`,
      recordedAt,
    });

describe('GET /api/entitlements', () => {
  it("tells a new user the Free plan's flags, each limit's use and max, and the API meter", async () => {
    const user = await newUser();
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements).toMatchObject({
      plan: { slug: 'free', name: 'Free' },
      status: null,
      flags: { apiAccess: false, webhooks: false, customDomain: false, sso: false, prioritySupport: false },
      limits: {
        projects: { used: 0, max: 1 },
        teamMembers: { used: null, max: 1 },
        storageMb: { used: 0, max: 100 },
        apiRequestsPerMonth: { used: 0, max: 1000 },
        apiRequestsPerMinute: { used: null, max: 10 },
      },
      meters: { api_requests: { used: 0, included: 1000, overageAmount: 0 } },
    });
  });

  it("follows the live plan: Pro switches Pro's flags on and lifts its limits", async () => {
    const user = await newUser();
    await subscribe(user, 'local_pro_monthly');
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements).toMatchObject({
      plan: { slug: 'pro' },
      status: 'active',
      flags: { apiAccess: true, webhooks: true, customDomain: true, sso: false },
      limits: { projects: { max: 10 }, storageMb: { max: 10240 } },
    });
  });

  it("counts an organization's members and pending invitations for a member, and is 404 to others", async () => {
    const owner = await newUser();
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: `Org ${counter++}` }),
      201,
    );
    const mine = await dataOf(call(owner, 'GET', `/api/entitlements?organizationId=${organization.id}`));
    expect(mine.limits.teamMembers).toEqual({ used: 1, max: 1 });
    const stranger = await newUser();
    expect(
      (await call(stranger, 'GET', `/api/entitlements?organizationId=${organization.id}`)).statusCode,
    ).toBe(404);
  });

  it('is 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/entitlements')).statusCode).toBe(401);
  });
});

describe("an admin's overrides", () => {
  it('grant a flag and a limit on top of the plan, and the customer sees them at once', async () => {
    const user = await newUser();
    const { overrides } = await dataOf(
      call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, {
        flags: { apiAccess: true },
        limits: { projects: 3, storageMb: null },
      }),
    );
    expect(overrides).toMatchObject({ flags: { apiAccess: true }, limits: { projects: 3, storageMb: null } });
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements.plan.slug).toBe('free');
    expect(entitlements.flags.apiAccess).toBe(true);
    expect(entitlements.flags.webhooks).toBe(false);
    expect(entitlements.limits.projects.max).toBe(3);
    expect(entitlements.limits.storageMb.max).toBeNull();
    for (let index = 0; index < 3; index++)
      await dataOf(call(user, 'POST', '/api/projects', { name: `Granted ${index}` }), 201);
    expect((await call(user, 'POST', '/api/projects', { name: 'One too many' })).statusCode).toBe(403);
  });

  it('replace only the part they name, and an empty part gives the plan back', async () => {
    const user = await newUser();
    const url = `/api/admin/users/${user.id}/entitlements`;
    await dataOf(call(admin, 'PUT', url, { flags: { sso: true }, limits: { projects: 7 } }));
    const { overrides } = await dataOf(call(admin, 'PUT', url, { limits: {} }));
    expect(overrides).toMatchObject({ flags: { sso: true }, limits: {} });
    const view = await dataOf(call(admin, 'GET', url));
    expect(view.entitlements.limits.projects.max).toBe(1);
    expect(view.entitlements.flags.sso).toBe(true);
    expect(view.overrides.flags).toEqual({ sso: true });
  });

  it("lift an organization's member limit", async () => {
    const owner = await newUser();
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: `Org ${counter++}` }),
      201,
    );
    const invite = () =>
      call(owner, 'POST', `/api/organizations/${organization.id}/invitations`, {
        email: `invitee-${counter++}@example.com`,
        role: 'member',
      });
    expect((await invite()).statusCode).toBe(403);
    await dataOf(
      call(admin, 'PUT', `/api/admin/organizations/${organization.id}/entitlements`, {
        limits: { teamMembers: 3 },
      }),
    );
    expect((await invite()).statusCode).toBe(201);
  });

  it('are written to the security log with the customer and what was granted', async () => {
    const user = await newUser();
    await dataOf(call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { limits: { projects: 2 } }));
    const [entry] = await db()
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'entitlements_overridden')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      metadata: { customer: user.email, limits: { projects: 2 } },
    });
  });

  it('refuse an unknown customer (404), an unknown limit, a negative one and a non-boolean flag (400)', async () => {
    expect(
      (await call(admin, 'PUT', '/api/admin/users/nobody/entitlements', { limits: {} })).statusCode,
    ).toBe(404);
    const user = await newUser();
    const url = `/api/admin/users/${user.id}/entitlements`;
    for (const body of [
      { limits: { widgets: 3 } },
      { limits: { projects: -1 } },
      { flags: { sso: 'yes' } },
      {},
    ])
      expect((await call(admin, 'PUT', url, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('are refused to a non-admin (403)', async () => {
    const user = await newUser();
    const response = await call(user, 'PUT', `/api/admin/users/${user.id}/entitlements`, {
      limits: { projects: 99 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/usage', () => {
  it("gives the period's days, zero-filled, with each day's total and the period's", async () => {
    const user = await newUser();
    const today = new Date();
    await record(user, 'api_requests', 5, today);
    await record(user, 'api_requests', 7, today);
    await record(user, 'exports', 100, today);
    const day = today.toISOString().slice(0, 10);
    const usage = await dataOf(call(user, 'GET', `/api/usage?meter=api_requests&from=${day}&to=${day}`));
    expect(usage).toEqual({
      meter: 'api_requests',
      from: day,
      to: day,
      series: [{ date: day, quantity: 12 }],
      total: 12,
    });
    const period = await dataOf(call(user, 'GET', '/api/usage'));
    expect(period.total).toBe(12);
    expect(period.series.length).toBeGreaterThanOrEqual(28);
    expect(period.series.find((point: Data) => point.date === day).quantity).toBe(12);
  });

  it('refuses a range that ends before it starts, one over 400 days and a malformed date (400)', async () => {
    const user = await newUser();
    for (const query of [
      'from=2026-02-10&to=2026-02-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-13-45',
      'meter=Bad-Name',
    ])
      expect((await call(user, 'GET', `/api/usage?${query}`)).statusCode, query).toBe(400);
  });
});

describe('metered usage past the included units', () => {
  it("is billed on the local provider's next invoice, every started block of units", async () => {
    const user = await newUser();
    const subscription = await subscribe(user, 'local_startup_monthly');
    // Startup includes 1,000,000 API requests, then $1.00 per 10,000.
    await record(user, 'api_requests', 1_025_000, await clockNow());
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements.meters.api_requests).toMatchObject({
      used: 1_025_000,
      included: 1_000_000,
      overageAmount: 300,
    });
    const days = Math.ceil((Date.parse(subscription.currentPeriodEnd) - (await clockNow()).getTime()) / DAY);
    await dataOf(call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days }));
    const { invoices } = await dataOf(call(user, 'GET', '/api/subscription/invoices'));
    const renewal = invoices[0];
    expect(renewal.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 300, quantity: 3 })]),
    );
    expect(renewal.amountDue).toBe(4900 + 300);
  });

  it('adds nothing to the invoice within the included units', async () => {
    const user = await newUser();
    const subscription = await subscribe(user, 'local_startup_monthly');
    await record(user, 'api_requests', 999_999, await clockNow());
    const days = Math.ceil((Date.parse(subscription.currentPeriodEnd) - (await clockNow()).getTime()) / DAY);
    await dataOf(call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days }));
    const { invoices } = await dataOf(call(user, 'GET', '/api/subscription/invoices'));
    expect(invoices[0].amountDue).toBe(4900);
    expect(invoices[0].lines).toHaveLength(1);
  });
});
