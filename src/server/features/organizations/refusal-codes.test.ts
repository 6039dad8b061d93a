/**
 * The machine codes of the refusals a person meets around organizations and their account, so the
 * web app can say each one specifically in the person's language (docs/api.md, Error codes).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationInvitations, subscriptionPlans, users } from '../../db/schema.ts';
import { json, type TestUser, uniqueEmail } from '../../testing/app.ts';
import { sharedTestApp } from '../../testing/suite.ts';

const t = sharedTestApp();

let counter = 0;
const newUser = (name = 'Member') => t.createUser({ name: `${name} ${counter++}`, verified: true });

async function newOrganization(owner: TestUser): Promise<string> {
  const created = await t.call('POST', '/api/organizations', {
    as: owner,
    payload: { name: `Team ${counter++}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  return json<{ data: { organization: { id: string } } }>(created).data.organization.id;
}

const inviteCall = (by: TestUser, organizationId: string, email: string) =>
  t.call('POST', `/api/organizations/${organizationId}/invitations`, {
    as: by,
    payload: { email, role: 'member' },
  });

/** The Free plan's member limit (organizations without a paid subscription have it). */
const setFreeMemberLimit = (teamMembers: number) =>
  t.deps.database.db
    .update(subscriptionPlans)
    .set({ limits: { projects: 1, teamMembers, storageMb: 10 } })
    .where(eq(subscriptionPlans.slug, 'free'));

/** A Free organization with room for invitations. */
async function roomyOrganization(owner: TestUser): Promise<string> {
  await setFreeMemberLimit(10);
  return newOrganization(owner);
}

async function inviteToken(by: TestUser, organizationId: string, email: string): Promise<string> {
  const response = await inviteCall(by, organizationId, email);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await t.lastEmail(email);
  return mail!.html.match(/\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
}

describe('refusal codes of organizations', () => {
  it("names the plan's member limit plan_limit, with the plan, the limit and the plans with more room", async () => {
    const owner = await newUser('Limited');
    await setFreeMemberLimit(1);
    const id = await newOrganization(owner);
    const refused = await inviteCall(owner, id, uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'plan_limit',
      params: { plan: 'Free', limit: 1, key: 'teamMembers', used: 1 },
      limit: { key: 'teamMembers', used: 1, max: 1 },
      feature: null,
      upgradePlans: ['pro', 'startup'],
    });
  });

  it('names inviting a member already_member, and inviting an invited address already_invited', async () => {
    const owner = await newUser('Owner');
    const id = await roomyOrganization(owner);
    const member = await newUser('Joined');
    const token = await inviteToken(owner, id, member.email);
    expect(
      (await t.call('POST', '/api/invitations/accept', { as: member, payload: { token } })).statusCode,
    ).toBe(200);
    const again = await inviteCall(owner, id, member.email);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, code: 'already_member' });

    const invited = uniqueEmail('invited');
    await inviteToken(owner, id, invited);
    expect(json(await inviteCall(owner, id, invited))).toMatchObject({ code: 'already_invited' });
  });

  it('names a used invitation invitation_used, an expired one invitation_expired, another address invitation_other_email', async () => {
    const owner = await newUser('Owner');
    const id = await roomyOrganization(owner);
    const invitee = await newUser('Invitee');
    const token = await inviteToken(owner, id, invitee.email);
    const stranger = await newUser('Stranger');
    const wrong = await t.call('POST', '/api/invitations/accept', { as: stranger, payload: { token } });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toMatchObject({ code: 'invitation_other_email', params: { email: invitee.email } });

    await t.call('POST', '/api/invitations/decline', { as: invitee, payload: { token } });
    const used = await t.call('POST', '/api/invitations/accept', { as: invitee, payload: { token } });
    expect(used.statusCode).toBe(400);
    expect(json(used)).toMatchObject({ code: 'invitation_used' });

    const late = await newUser('Late');
    const lateToken = await inviteToken(owner, id, late.email);
    await t.deps.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.email, late.email.toLowerCase()));
    const expired = await t.call('POST', '/api/invitations/accept', {
      as: late,
      payload: { token: lateToken },
    });
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({ code: 'invitation_expired' });
  });

  it('names the owner leaving owner_must_transfer, and a member acting as an owner organization_role_required', async () => {
    const owner = await newUser('Owner');
    const id = await roomyOrganization(owner);
    const member = await newUser('Plain');
    const token = await inviteToken(owner, id, member.email);
    await t.call('POST', '/api/invitations/accept', { as: member, payload: { token } });

    const leave = await t.call('DELETE', `/api/organizations/${id}/members/${owner.id}`, { as: owner });
    expect(leave.statusCode).toBe(400);
    expect(json(leave)).toMatchObject({ code: 'owner_must_transfer' });
    const invite = await inviteCall(member, id, uniqueEmail());
    expect(invite.statusCode).toBe(403);
    expect(json(invite)).toMatchObject({ code: 'organization_role_required' });
  });
});

describe('refusal codes of deleting an account', () => {
  it('names the owner of an organization with members owns_organization', async () => {
    const owner = await newUser('Owner');
    const id = await roomyOrganization(owner);
    const member = await newUser('Stays');
    const token = await inviteToken(owner, id, member.email);
    await t.call('POST', '/api/invitations/accept', { as: member, payload: { token } });
    const refused = await t.call('DELETE', '/api/me', { as: owner, payload: { password: owner.password } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'owns_organization' });
  });

  it('names the last admin last_admin', async () => {
    const db = t.deps.database.db;
    await db.delete(users).where(eq(users.role, 'admin'));
    const only = await t.createUser({ role: 'admin' });
    const refused = await t.call('DELETE', '/api/me', { as: only, payload: { password: only.password } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'last_admin' });
  });
});
