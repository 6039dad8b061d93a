/**
 * A user's pending invitations in the app (GET /api/invitations) and answering one by id, without
 * the e-mail's link: for the invited, verified address only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationInvitations, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp } from '../../testing/suite.ts';

const t = sharedTestApp();

const as = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
// biome-ignore lint/suspicious/noExplicitAny: the tests read fields out of every answer's shape.
type Data = Record<string, any>;
async function expectStatus(response: ReturnType<typeof as>, status: number): Promise<Data> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled) as Data;
}

let counter = 0;
const newUser = (name: string, verified = true) => t.createUser({ name: `${name} ${counter++}`, verified });

/** An organization on the Startup plan (room to invite), owned by a new user. */
async function organizationWithRoom(name: string) {
  const owner = await newUser('Owner');
  const { data } = await expectStatus(as(owner, 'POST', '/api/organizations', { name }), 201);
  const db = t.deps.database.db;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'startup'));
  await db.insert(subscriptions).values({
    id: `sub_mine_${counter++}`,
    userId: owner.id,
    organizationId: data.organization.id,
    planId: plan!.id,
    status: 'active',
    providerUpdatedAt: new Date(),
  });
  return { owner, id: data.organization.id as string };
}

async function invite(owner: TestUser, organizationId: string, email: string, role = 'member') {
  const { data } = await expectStatus(
    as(owner, 'POST', `/api/organizations/${organizationId}/invitations`, { email, role }),
    201,
  );
  return data.invitation.id as string;
}

const mine = async (user: TestUser) =>
  (await expectStatus(as(user, 'GET', '/api/invitations'), 200)).data.invitations as Data[];

describe('GET /api/invitations', () => {
  it("lists the caller's pending invitations with organization, role and inviter, and no one else's", async () => {
    const invitee = await newUser('Invitee');
    const other = await newUser('Other');
    const rockets = await organizationWithRoom('Rockets');
    const widgets = await organizationWithRoom('Widgets');
    const first = await invite(rockets.owner, rockets.id, invitee.email, 'admin');
    const second = await invite(widgets.owner, widgets.id, invitee.email);
    await invite(widgets.owner, widgets.id, other.email);

    const list = await mine(invitee);
    expect(list.map((invitation) => invitation.id)).toEqual([first, second]);
    expect(list[0]).toEqual({
      id: first,
      role: 'admin',
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      organization: { name: 'Rockets', slug: 'rockets', logo: null },
      invitedBy: { name: expect.stringMatching(/^Owner /) },
    });
  });

  it('leaves out answered, revoked and expired invitations', async () => {
    const invitee = await newUser('Busy');
    const org = await organizationWithRoom('Leftovers');
    const revoked = await invite(org.owner, org.id, invitee.email);
    await expectStatus(as(org.owner, 'DELETE', `/api/organizations/${org.id}/invitations/${revoked}`), 200);
    const expired = await invite(org.owner, org.id, invitee.email);
    await t.deps.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, expired));
    expect(await mine(invitee)).toEqual([]);
  });

  it('shows nothing to an account whose address is not verified', async () => {
    const unverified = await newUser('Unverified', false);
    const org = await organizationWithRoom('Careful');
    await invite(org.owner, org.id, unverified.email);
    expect(await mine(unverified)).toEqual([]);
  });
});

describe('answering by invitationId', () => {
  it('accepts an invitation from the list: the caller joins, and it leaves the list', async () => {
    const invitee = await newUser('Joiner');
    const org = await organizationWithRoom('Joinable');
    const invitationId = await invite(org.owner, org.id, invitee.email);
    const { data } = await expectStatus(
      as(invitee, 'POST', '/api/invitations/accept', { invitationId }),
      200,
    );
    expect(data).toMatchObject({ organization: { id: org.id }, membership: { role: 'member' } });
    expect(await lastSecurityEvent(t, 'invitation_accepted', invitee.id)).toBeTruthy();
    expect(await mine(invitee)).toEqual([]);
    await expectStatus(as(invitee, 'POST', '/api/invitations/accept', { invitationId }), 400);
  });

  it('declines an invitation from the list', async () => {
    const invitee = await newUser('Decliner');
    const org = await organizationWithRoom('Declinable');
    const invitationId = await invite(org.owner, org.id, invitee.email);
    await expectStatus(as(invitee, 'POST', '/api/invitations/decline', { invitationId }), 200);
    expect(await lastSecurityEvent(t, 'invitation_declined', invitee.id)).toBeTruthy();
    expect(await mine(invitee)).toEqual([]);
  });

  it("answers 404 for another address's invitation and 403 for an unverified address", async () => {
    const invitee = await newUser('Target');
    const stranger = await newUser('Stranger');
    const unverified = await newUser('Unproven', false);
    const org = await organizationWithRoom('Guarded');
    const invitationId = await invite(org.owner, org.id, invitee.email);
    await expectStatus(as(stranger, 'POST', '/api/invitations/accept', { invitationId }), 404);
    await expectStatus(as(stranger, 'POST', '/api/invitations/decline', { invitationId }), 404);
    const forUnverified = await invite(org.owner, org.id, unverified.email);
    await expectStatus(
      as(unverified, 'POST', '/api/invitations/accept', { invitationId: forUnverified }),
      403,
    );
    expect((await mine(invitee)).map((invitation) => invitation.id)).toEqual([invitationId]);
  });

  it('wants exactly one of token and invitationId (400)', async () => {
    const user = await newUser('Vague');
    await expectStatus(as(user, 'POST', '/api/invitations/accept', {}), 400);
    await expectStatus(as(user, 'POST', '/api/invitations/accept', { token: 'a', invitationId: 'b' }), 400);
  });
});
