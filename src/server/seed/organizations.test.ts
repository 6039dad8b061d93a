import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/app.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, seedDemoOrganization } from './organizations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('npm run seed: the demo organization', () => {
  it('adds Demo Team once, with an owner, an admin and a member who can sign in', async () => {
    expect(await seedDemoOrganization(t.deps.database.db)).toBe(true);
    expect(await seedDemoOrganization(t.deps.database.db)).toBe(false);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO_MEMBERS[0].email, password: DEMO_MEMBER_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token } = json<{ data: { session: { token: string } } }>(signIn).data.session;
    const headers = { authorization: `Bearer ${token}` };
    const me = json<{ data: { user: { organizations: Array<{ id: string; slug: string; role: string }> } } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers }),
    ).data.user;
    expect(me.organizations).toEqual([expect.objectContaining({ slug: 'demo-team', role: 'owner' })]);
    const details = json<{
      data: { members: Array<{ email: string; role: string }>; subscription: unknown };
    }>(
      await t.app.inject({ method: 'GET', url: `/api/organizations/${me.organizations[0]!.id}`, headers }),
    ).data;
    expect(details.members.map((member) => [member.email, member.role])).toEqual(
      DEMO_MEMBERS.map((member) => [member.email, member.role]),
    );
    expect(details.subscription).toMatchObject({ status: 'active', plan: { slug: 'startup' } });
  });
});
