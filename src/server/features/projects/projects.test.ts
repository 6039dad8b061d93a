/**
 * Projects, the sample resource counted against the plan (issue #32): who may see and change one,
 * the `projects` limit refused at exactly its max and lifted by an upgrade or an admin's override,
 * no race past the limit, and an unpaid customer held to the Free plan's limits with nothing lost.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, securityLogs } from '../../db/schema.ts';
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
const newUser = () => t.createUser({ name: `Project user ${counter++}`, verified: true });
const create = (user: TestUser, name: string, extra: object = {}) =>
  call(user, 'POST', '/api/projects', { name, ...extra });
const listOf = async (user: TestUser, query = '') =>
  (await dataOf(call(user, 'GET', `/api/projects${query}`))).projects as Data[];

async function subscribe(
  user: TestUser,
  priceId: string,
  options: { card?: string; organizationId?: string } = {},
) {
  const { url } = await dataOf(
    call(user, 'POST', '/api/subscription/checkout', {
      priceId,
      billingCycle: 'monthly',
      ...(options.organizationId ? { organizationId: options.organizationId } : {}),
    }),
  );
  const session = (url as string).split('/').pop()!;
  return (
    await dataOf(
      call(
        user,
        'POST',
        `/api/billing/local/checkout/${session}/confirm`,
        options.card ? { card: options.card } : {},
      ),
    )
  ).subscription as Data;
}

async function organizationOf(owner: TestUser) {
  const { organization } = await dataOf(
    call(owner, 'POST', '/api/organizations', { name: `Project team ${counter++}` }),
    201,
  );
  return organization.id as string;
}

describe('a project', () => {
  it('is created in the personal space without an organization, and read, renamed and listed there', async () => {
    const user = await newUser();
    const { project } = await dataOf(create(user, 'Website', { description: 'The new site' }), 201);
    expect(project).toMatchObject({
      name: 'Website',
      description: 'The new site',
      organizationId: null,
      createdBy: user.id,
    });
    expect((await dataOf(call(user, 'GET', `/api/projects/${project.id}`))).project.name).toBe('Website');
    const renamed = await dataOf(call(user, 'PUT', `/api/projects/${project.id}`, { name: 'Web app' }));
    expect(renamed.project).toMatchObject({ name: 'Web app', description: 'The new site' });
    expect((await listOf(user)).map((row) => row.name)).toEqual(['Web app']);
  });

  it("belongs to the caller's active organization, which every member sees and edits", async () => {
    const owner = await newUser();
    const organizationId = await organizationOf(owner);
    const { project } = await dataOf(create(owner, 'Shared'), 201);
    expect(project.organizationId).toBe(organizationId);
    // Another member of the organization reads and edits it; the personal list does not show it.
    const member = await newUser();
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: member.id, role: 'member' });
    expect((await listOf(member, `?organizationId=${organizationId}`)).map((row) => row.id)).toEqual([
      project.id,
    ]);
    await dataOf(call(member, 'PUT', `/api/projects/${project.id}`, { description: 'Edited by a member' }));
    expect(await listOf(member)).toEqual([]);
  });

  it('is 404 to anyone outside its space, and its list is 404 for a non-member', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { project } = await dataOf(create(owner, 'Private'), 201);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        stranger,
        method,
        `/api/projects/${project.id}`,
        method === 'PUT' ? { name: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    const organizationId = await organizationOf(owner);
    expect((await call(stranger, 'GET', `/api/projects?organizationId=${organizationId}`)).statusCode).toBe(
      404,
    );
    expect((await call(stranger, 'POST', '/api/projects', { name: 'x', organizationId })).statusCode).toBe(
      404,
    );
  });

  it('refuses a bad id, a missing name and unknown fields with 400', async () => {
    const user = await newUser();
    expect((await call(user, 'GET', '/api/projects/not-a-uuid')).statusCode).toBe(400);
    expect((await call(user, 'POST', '/api/projects', { name: '  ' })).statusCode).toBe(400);
    expect((await call(user, 'POST', '/api/projects', { name: 'x', owner: 'me' })).statusCode).toBe(400);
    expect((await call(user, 'POST', '/api/projects', { name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('is deleted with a project_deleted entry, and creating one writes project_created', async () => {
    const user = await newUser();
    const { project } = await dataOf(create(user, 'Short-lived'), 201);
    expect(await dataOf(call(user, 'DELETE', `/api/projects/${project.id}`))).toEqual({ deleted: true });
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    const entries = await t.deps.database.db
      .select({ eventType: securityLogs.eventType, metadata: securityLogs.metadata })
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user.id)));
    const types = entries.map((entry) => entry.eventType);
    expect(types).toEqual(expect.arrayContaining(['project_created', 'project_deleted']));
  });
});

describe("the plan's projects limit", () => {
  it("refuses the Free plan's second project with 403 plan_limit, naming the limit and the plans with room", async () => {
    const user = await newUser();
    await dataOf(create(user, 'First'), 201);
    const refused = await create(user, 'Second');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'plan_limit',
      params: { key: 'projects', limit: 1, used: 1, plan: 'Free' },
      limit: { key: 'projects', used: 1, max: 1 },
      feature: null,
      upgradePlans: ['pro', 'startup'],
    });
    expect(await listOf(user)).toHaveLength(1);
  });

  it("allows more after an upgrade, up to the new plan's max", async () => {
    const user = await newUser();
    await dataOf(create(user, 'Project 1'), 201);
    expect((await create(user, 'Project 2')).statusCode).toBe(403);
    await subscribe(user, 'local_pro_monthly');
    for (let index = 2; index <= 10; index++) await dataOf(create(user, `Project ${index}`), 201);
    const refused = await create(user, 'Project 11');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      limit: { key: 'projects', used: 10, max: 10 },
      upgradePlans: ['startup'],
    });
  });

  it("counts an organization's projects against the organization's plan, not the member's", async () => {
    const owner = await newUser();
    await subscribe(owner, 'local_pro_monthly');
    const organizationId = await organizationOf(owner);
    await dataOf(create(owner, 'Team project'), 201);
    expect((await create(owner, 'Another team project')).statusCode).toBe(403);
    // The personal space (no organization active) has the owner's own Pro plan.
    await dataOf(call(owner, 'PUT', '/api/me', { activeOrganizationId: null }));
    await dataOf(create(owner, 'Mine'), 201);
    await dataOf(create(owner, 'Mine too'), 201);
    await subscribe(owner, 'local_pro_monthly', { organizationId });
    await dataOf(create(owner, 'Another team project', { organizationId }), 201);
  });

  it('lets 20 concurrent creates at the edge of the limit leave exactly the max', async () => {
    const user = await newUser();
    await dataOf(call(admin, 'PUT', `/api/admin/users/${user.id}/entitlements`, { limits: { projects: 5 } }));
    for (let index = 0; index < 3; index++) await dataOf(create(user, `Before ${index}`), 201);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        create(user, `Racer ${index}`).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(18);
    expect(await listOf(user, '?limit=100')).toHaveLength(5);
  });

  it("holds an unpaid customer to the Free plan's limit, keeping every project, until it pays", async () => {
    const user = await newUser();
    const subscription = await subscribe(user, 'local_startup_monthly', { card: 'fails_on_renewal' });
    for (let index = 0; index < 3; index++) await dataOf(create(user, `Paid ${index}`), 201);
    const now = Date.parse((await dataOf(call(admin, 'GET', '/api/admin/billing/clock'))).now);
    const days = Math.ceil((Date.parse(subscription.currentPeriodEnd) - now) / DAY) + 8;
    await dataOf(call(admin, 'POST', '/api/admin/billing/clock', { advanceDays: days }));
    expect((await dataOf(call(user, 'GET', '/api/subscription'))).subscription.status).toBe('unpaid');

    expect(await listOf(user)).toHaveLength(3);
    const refused = await create(user, 'Unpaid');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ limit: { key: 'projects', used: 3, max: 1 } });
    const entitlements = await dataOf(call(user, 'GET', '/api/entitlements'));
    expect(entitlements).toMatchObject({ plan: { slug: 'free' }, status: null });

    await dataOf(call(user, 'POST', '/api/billing/local/portal/payment-method', { card: 'success' }));
    await dataOf(create(user, 'Paid again'), 201);
  });
});
