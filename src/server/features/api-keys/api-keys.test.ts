/**
 * API keys (issues #32, #33): a plan with `apiAccess` may create them; a key is shown once, acts as
 * its user (or organization) on the endpoints its scopes name and nowhere else, is refused at once
 * when revoked or expired, and records usage idempotently.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, organizationMembers, securityLogs } from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const call = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
/** A request with `Authorization: Bearer <key>` and nothing else. */
const withKey = (secret: string, method: HttpMethod, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });
// biome-ignore lint/suspicious/noExplicitAny: assertions read the nested JSON freely; toEqual checks its shape.
type Data = Record<string, any>;
async function dataOf(response: Promise<{ statusCode: number; body: string }>, status = 200): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return (JSON.parse(settled.body) as { data: Data }).data;
}

let counter = 0;
const newUser = () => t.createUser({ name: `Key user ${counter++}`, verified: true });

/** A user whose personal space has API access (an admin's override on the Free plan). */
async function entitledUser() {
  const user = await newUser();
  await dataOf(
    call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { flags: { apiAccess: true } }),
  );
  return user;
}

async function keyOf(user: TestUser, scopes: string[], extra: object = {}) {
  return dataOf(call(user, 'POST', '/api/api-keys', { name: `Key ${counter++}`, scopes, ...extra }), 201);
}

describe('creating an API key', () => {
  it('is refused with 403 plan_feature when the plan has no API access', async () => {
    const user = await newUser();
    const refused = await call(user, 'POST', '/api/api-keys', { name: 'CI', scopes: ['projects:read'] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'plan_feature',
      feature: 'apiAccess',
      limit: null,
      upgradePlans: ['pro', 'startup'],
    });
  });

  it('shows the secret once: sk_ and 32 random bytes, stored only as its hash, listed without it', async () => {
    const user = await entitledUser();
    const { apiKey, secret } = await keyOf(user, ['projects:read']);
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      prefix: secret.slice(0, 10),
      scopes: ['projects:read'],
      organizationId: null,
    });
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const { apiKeys: listed } = await dataOf(call(user, 'GET', '/api/api-keys'));
    expect(listed.map((key: Data) => key.id)).toEqual([apiKey.id]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('refuses no scope, an unknown scope and an expiry in the past (400)', async () => {
    const user = await entitledUser();
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin:all'] },
      { name: 'x', scopes: ['projects:read'], expiresAt: '2020-01-01T00:00:00Z' },
    ])
      expect((await call(user, 'POST', '/api/api-keys', body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('writes api_key_created and api_key_revoked to the security log', async () => {
    const user = await entitledUser();
    const { apiKey } = await keyOf(user, ['projects:read']);
    await dataOf(call(user, 'DELETE', `/api/api-keys/${apiKey.id}`));
    const entries = await t.deps.database.db
      .select({ eventType: securityLogs.eventType })
      .from(securityLogs)
      .where(eq(securityLogs.userId, user.id));
    expect(entries.map((entry) => entry.eventType)).toEqual(
      expect.arrayContaining(['api_key_created', 'api_key_revoked']),
    );
  });
});

describe('calling the API with a key', () => {
  it('reaches the endpoints its scopes name, as its user, and records when it was last used', async () => {
    const user = await entitledUser();
    const { apiKey, secret } = await keyOf(user, ['projects:read', 'projects:write']);
    const { project } = await dataOf(withKey(secret, 'POST', '/api/projects', { name: 'From CI' }), 201);
    expect(project).toMatchObject({ createdBy: user.id, organizationId: null });
    const { projects } = await dataOf(withKey(secret, 'GET', '/api/projects'));
    expect(projects.map((row: Data) => row.id)).toEqual([project.id]);
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('is refused (403 api_key_scope) where its scopes do not reach', async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['projects:read']);
    const refused = await withKey(secret, 'POST', '/api/projects', { name: 'Not allowed' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'api_key_scope', params: { scopes: 'projects:write' } });
  });

  it('never reaches the account, account security, billing changes, the key routes or admin routes', async () => {
    const adminUser = await t.createUser({ role: 'admin', verified: true });
    await dataOf(
      call(admin, 'PUT', `/api/admin/users/${adminUser.id}/entitlements`, { flags: { apiAccess: true } }),
    );
    const { secret } = await keyOf(adminUser, [
      'projects:read',
      'projects:write',
      'usage:write',
      'organization:read',
    ]);
    const attempts: Array<[HttpMethod, string, object?]> = [
      ['GET', '/api/me'],
      ['POST', '/api/me/password', { currentPassword: 'x', newPassword: 'y-long-enough-1' }],
      ['GET', '/api/me/sessions'],
      ['GET', '/api/me/export'],
      ['POST', '/api/subscription/change', { planId: 1, billingCycle: 'monthly' }],
      ['POST', '/api/subscription/checkout', { priceId: 'local_pro_monthly', billingCycle: 'monthly' }],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'Another', scopes: ['projects:read'] }],
      ['GET', '/api/admin/users'],
      ['GET', '/api/plans'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await withKey(secret, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('is 401 at once when revoked, when expired, and when unknown', async () => {
    const user = await entitledUser();
    const { apiKey, secret } = await keyOf(user, ['projects:read']);
    await dataOf(withKey(secret, 'GET', '/api/projects'));
    await dataOf(call(user, 'DELETE', `/api/api-keys/${apiKey.id}`));
    expect((await withKey(secret, 'GET', '/api/projects')).statusCode).toBe(401);

    const expiring = await keyOf(user, ['projects:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await dataOf(withKey(expiring.secret, 'GET', '/api/projects'));
    await t.deps.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.apiKey.id));
    expect((await withKey(expiring.secret, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await withKey('sk_not-a-real-key', 'GET', '/api/projects')).statusCode).toBe(401);
  });

  it("is held to the plan's API requests a minute (429 naming the plan and its limit)", async () => {
    const user = await newUser();
    await dataOf(
      call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, {
        flags: { apiAccess: true },
        limits: { apiRequestsPerMinute: 2 },
      }),
    );
    const { secret } = await keyOf(user, ['projects:read']);
    const first = await withKey(secret, 'GET', '/api/projects');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect((await withKey(secret, 'GET', '/api/projects')).statusCode).toBe(200);
    const refused = await withKey(secret, 'GET', '/api/projects');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'rate_limited', params: { limit: 2, plan: 'Free' } });
    // The same user's browser session is not counted against the key's budget.
    expect((await call(user, 'GET', '/api/projects')).statusCode).toBe(200);
  });

  it("is refused with 403 plan_feature once the customer's plan loses API access", async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['projects:read']);
    await dataOf(call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { flags: {} }));
    const refused = await withKey(secret, 'GET', '/api/projects');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'plan_feature', feature: 'apiAccess' });
  });

  it("cannot see another user's project by its id", async () => {
    const owner = await newUser();
    const { project } = await dataOf(call(owner, 'POST', '/api/projects', { name: 'Not yours' }), 201);
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['projects:read']);
    expect((await withKey(secret, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });
});

describe('the api_requests meter', () => {
  it("counts each request a key was served, not the refused ones, on the period's meter", async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['projects:read']);
    for (let index = 0; index < 3; index++) await dataOf(withKey(secret, 'GET', '/api/projects'));
    expect((await withKey(secret, 'POST', '/api/projects', { name: 'Refused' })).statusCode).toBe(403);
    await t.deps.apiRequestMeter.flush();
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements.meters.api_requests).toMatchObject({ used: 3, included: 1000 });
    expect(entitlements.limits.apiRequestsPerMonth).toEqual({ used: 3, max: 1000 });
  });

  it("refuses a request past the month's API requests with 403 plan_limit", async () => {
    const user = await newUser();
    await dataOf(
      call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, {
        flags: { apiAccess: true },
        limits: { apiRequestsPerMonth: 2 },
      }),
    );
    const { secret } = await keyOf(user, ['projects:read']);
    await dataOf(withKey(secret, 'GET', '/api/projects'));
    await dataOf(withKey(secret, 'GET', '/api/projects'));
    const refused = await withKey(secret, 'GET', '/api/projects');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'plan_limit',
      limit: { key: 'apiRequestsPerMonth', used: 2, max: 2 },
    });
  });

  it('does not cap a plan that prices the meter: the overage is billed instead', async () => {
    const user = await newUser();
    const { url } = await dataOf(
      call(user, 'POST', '/api/subscription/checkout', {
        priceId: 'local_startup_monthly',
        billingCycle: 'monthly',
      }),
    );
    await dataOf(
      call(user, 'POST', `/api/billing/local/checkout/${(url as string).split('/').pop()}/confirm`, {}),
    );
    await dataOf(
      call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { limits: { apiRequestsPerMonth: 1 } }),
    );
    const { secret } = await keyOf(user, ['projects:read']);
    for (let index = 0; index < 3; index++) await dataOf(withKey(secret, 'GET', '/api/projects'));
  });
});

describe("an organization's key", () => {
  async function entitledOrganization() {
    const owner = await newUser();
    const { organization } = await dataOf(
      call(owner, 'POST', '/api/organizations', { name: `Keyed ${counter++}` }),
      201,
    );
    await dataOf(
      call(admin, 'PUT', `/api/admin/organizations/${organization.id}/entitlements`, {
        flags: { apiAccess: true },
        limits: { projects: 10 },
      }),
    );
    return { owner, organizationId: organization.id as string };
  }

  it("acts in the organization: its projects, not its creator's personal space's", async () => {
    const { owner, organizationId } = await entitledOrganization();
    const { apiKey, secret } = await keyOf(owner, ['projects:write', 'projects:read'], { organizationId });
    expect(apiKey.organizationId).toBe(organizationId);
    const { project } = await dataOf(withKey(secret, 'POST', '/api/projects', { name: 'Team CI' }), 201);
    expect(project.organizationId).toBe(organizationId);
    const other = await entitledOrganization();
    const elsewhere = await withKey(secret, 'GET', `/api/projects?organizationId=${other.organizationId}`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('is created and revoked by the owner or an admin only (a member: 403)', async () => {
    const { owner, organizationId } = await entitledOrganization();
    const member = await newUser();
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: member.id, role: 'member' });
    const refused = await call(member, 'POST', '/api/api-keys', {
      name: 'Mine',
      scopes: ['projects:read'],
      organizationId,
    });
    expect(refused.statusCode).toBe(403);
    const { apiKey } = await keyOf(owner, ['projects:read'], { organizationId });
    expect((await call(member, 'DELETE', `/api/api-keys/${apiKey.id}`)).statusCode).toBe(403);
    const stranger = await newUser();
    expect((await call(stranger, 'DELETE', `/api/api-keys/${apiKey.id}`)).statusCode).toBe(404);
  });

  it('stops working (401) when its creator leaves the organization', async () => {
    const { owner, organizationId } = await entitledOrganization();
    const creator = await newUser();
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: creator.id, role: 'admin' });
    const { secret } = await keyOf(creator, ['projects:read'], { organizationId });
    await dataOf(withKey(secret, 'GET', '/api/projects'));
    await dataOf(call(owner, 'DELETE', `/api/organizations/${organizationId}/members/${creator.id}`));
    expect((await withKey(secret, 'GET', '/api/projects')).statusCode).toBe(401);
  });
});

describe('POST /api/usage', () => {
  it('records an event once per idempotency key: 201, then 200 with the same event, counted once', async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['usage:write']);
    const body = { meter: 'exports', quantity: 3, idempotencyKey: 'export-42' };
    const first = await dataOf(withKey(secret, 'POST', '/api/usage', body), 201);
    const again = await dataOf(withKey(secret, 'POST', '/api/usage', body), 200);
    expect(again.event).toEqual(first.event);
    const usage = await dataOf(call(user, 'GET', '/api/usage?meter=exports'));
    expect(usage.total).toBe(3);
  });

  it('counts concurrent retries of one event once', async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['usage:write']);
    const body = { meter: 'exports', quantity: 5, idempotencyKey: 'burst' };
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        withKey(secret, 'POST', '/api/usage', body).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect((await dataOf(call(user, 'GET', '/api/usage?meter=exports'))).total).toBe(5);
  });

  it('counts a concurrent burst of events and their retries each once, per customer', async () => {
    const [ada, bob] = [await entitledUser(), await entitledUser()];
    const keys = [(await keyOf(ada, ['usage:write'])).secret, (await keyOf(bob, ['usage:write'])).secret];
    // Both customers use the same idempotency keys: a key is unique per customer only. Ten
    // requests each: the Free plan's API rate limit a minute.
    const sends = keys.flatMap((secret, customer) =>
      Array.from({ length: 10 }, (_, index) =>
        withKey(secret, 'POST', '/api/usage', {
          meter: 'exports',
          quantity: customer + 1,
          idempotencyKey: `burst-${index % 5}`,
        }),
      ),
    );
    const responses = await Promise.all(sends);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    // A retry answers its first event's id.
    const ids = new Set(responses.map((response) => json<{ data: Data }>(response).data.event.id));
    expect(ids.size).toBe(10);
    expect((await dataOf(call(ada, 'GET', '/api/usage?meter=exports'))).total).toBe(5);
    expect((await dataOf(call(bob, 'GET', '/api/usage?meter=exports'))).total).toBe(10);
  });

  it('is refused to a browser session and to a key without usage:write (403)', async () => {
    const user = await entitledUser();
    const body = { meter: 'exports', quantity: 1, idempotencyKey: 'x' };
    expect((await call(user, 'POST', '/api/usage', body)).statusCode).toBe(403);
    const { secret } = await keyOf(user, ['projects:read']);
    expect((await withKey(secret, 'POST', '/api/usage', body)).statusCode).toBe(403);
  });

  it('refuses a bad meter, a quantity of 0 and a missing key (400)', async () => {
    const user = await entitledUser();
    const { secret } = await keyOf(user, ['usage:write']);
    for (const body of [
      { meter: 'Bad Meter', quantity: 1, idempotencyKey: 'a' },
      { meter: 'exports', quantity: 0, idempotencyKey: 'b' },
      { meter: 'exports', quantity: 1 },
    ])
      expect((await withKey(secret, 'POST', '/api/usage', body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
