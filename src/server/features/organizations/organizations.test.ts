import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  organizationInvitations,
  organizationMembers,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema.ts';
import { type HttpMethod, json, type TestUser, uniqueEmail } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { ownsOrganizationWithOtherMembers } from './ownership.ts';

const t = sharedTestApp();
const siteAdmin = sharedUser(t, { role: 'admin', name: 'Site Admin' });
const outsider = sharedUser(t, { name: 'Outsider' });

type Data = Record<string, unknown>;
const as = (user: TestUser | null, method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: user, payload });
const dataOf = async (response: ReturnType<typeof as>, status = 200) => {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read fields out of every answer's shape.
  return json(settled).data as Record<string, any>;
};
const errorOf = async (response: ReturnType<typeof as>, status: number) => {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return json(settled).error as string;
};

let counter = 0;
const newUser = (name = 'Member') => t.createUser({ name: `${name} ${counter++}`, verified: true });

async function newOrganization(owner: TestUser, name = `Team ${counter++}`) {
  const data = await dataOf(as(owner, 'POST', '/api/organizations', { name }), 201);
  return data.organization.id as string;
}

/** A live subscription of the organization to a plan (as the webhook would have stored it). */
async function subscribe(
  organizationId: string,
  ownerId: string,
  slug: 'pro' | 'startup',
  status = 'active',
) {
  const db = t.deps.database.db;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  const id = `sub_test_${counter++}`;
  await db.insert(subscriptions).values({
    id,
    userId: ownerId,
    organizationId,
    planId: plan!.id,
    status,
    providerUpdatedAt: new Date(),
  });
  return id;
}

/** Invites `email` and returns the token from the e-mail sent. */
async function invite(
  by: TestUser,
  organizationId: string,
  email: string,
  role: 'admin' | 'member' = 'member',
) {
  const data = await dataOf(
    as(by, 'POST', `/api/organizations/${organizationId}/invitations`, { email, role }),
    201,
  );
  const mail = await t.lastEmail(email);
  const token = mail?.html.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  return { invitation: data.invitation, token: token! };
}

/** An organization with a Startup subscription and one member of each role. */
async function team() {
  const owner = await newUser('Owner');
  const admin = await newUser('Admin');
  const member = await newUser('Member');
  const id = await newOrganization(owner);
  await subscribe(id, owner.id, 'startup');
  for (const [user, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    const { token } = await invite(owner, id, user.email, role);
    await dataOf(as(user, 'POST', '/api/invitations/accept', { token }));
  }
  return { id, owner, admin, member };
}

describe('creating and listing organizations', () => {
  it('creates one with the caller as owner, derives the slug, and refuses a taken slug (409) and bad input (400)', async () => {
    const owner = await newUser('Creator');
    const created = await dataOf(as(owner, 'POST', '/api/organizations', { name: 'Acme Café, Inc.' }), 201);
    expect(created).toEqual({
      organization: {
        id: expect.any(String),
        name: 'Acme Café, Inc.',
        slug: expect.stringMatching(/^acme-cafe-inc/),
        logo: null,
        createdAt: expect.any(String),
      },
      membership: { role: 'owner' },
    });
    const slug = `taken-${counter++}`;
    await dataOf(as(owner, 'POST', '/api/organizations', { name: 'First', slug }), 201);
    expect(await errorOf(as(owner, 'POST', '/api/organizations', { name: 'Second', slug }), 409)).toMatch(
      /slug/i,
    );
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 'Ok', slug: 'Bad Slug!' }]) {
      await errorOf(as(owner, 'POST', '/api/organizations', body), 400);
    }
    const list = await dataOf(as(owner, 'GET', '/api/organizations'));
    expect(list.organizations).toHaveLength(2);
    expect(list.organizations[0]).toMatchObject({ name: 'Acme Café, Inc.', role: 'owner' });
    const event = await lastSecurityEvent(t, 'organization_created');
    expect(event).toMatchObject({ userId: owner.id, metadata: { slug } });
  });

  it('refuses anonymous callers on every route with 401', async () => {
    const id = 'any';
    for (const [method, url] of [
      ['POST', '/api/organizations'],
      ['GET', '/api/organizations'],
      ['GET', `/api/organizations/${id}`],
      ['PUT', `/api/organizations/${id}`],
      ['DELETE', `/api/organizations/${id}`],
      ['POST', `/api/organizations/${id}/invitations`],
      ['DELETE', `/api/organizations/${id}/invitations/x`],
      ['POST', `/api/organizations/${id}/invitations/x/resend`],
      ['PUT', `/api/organizations/${id}/members/x`],
      ['DELETE', `/api/organizations/${id}/members/x`],
      ['POST', '/api/invitations/accept'],
      ['POST', '/api/invitations/decline'],
    ] as const) {
      expect((await as(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET and PUT /api/me', () => {
  it("carries the user's organizations and the active one, which must be a membership", async () => {
    const user = await newUser('Me');
    const none = await dataOf(as(user, 'GET', '/api/me'));
    expect(none.user).toMatchObject({ organizations: [], activeOrganizationId: null });
    const first = await newOrganization(user, 'First team');
    const second = await newOrganization(user, 'Second team');
    const me = await dataOf(as(user, 'GET', '/api/me'));
    expect(me.user.organizations.map((o: Data) => o.id)).toEqual([first, second]);
    // The one created last was picked last.
    expect(me.user.activeOrganizationId).toBe(second);
    const switched = await dataOf(as(user, 'PUT', '/api/me', { activeOrganizationId: first }));
    expect(switched.user.activeOrganizationId).toBe(first);
    const foreign = await newOrganization(outsider);
    await errorOf(as(user, 'PUT', '/api/me', { activeOrganizationId: foreign }), 404);
    expect((await dataOf(as(user, 'GET', '/api/me'))).user.activeOrganizationId).toBe(first);
  });

  it('opens the personal space with null: no organization is active until one is picked again', async () => {
    const user = await newUser('Personal');
    const first = await newOrganization(user, 'Some team');
    const personal = await dataOf(as(user, 'PUT', '/api/me', { activeOrganizationId: null }));
    expect(personal.user.activeOrganizationId).toBeNull();
    expect(personal.user.organizations.map((o: Data) => o.id)).toEqual([first]);
    expect((await dataOf(as(user, 'GET', '/api/me'))).user.activeOrganizationId).toBeNull();
    const back = await dataOf(as(user, 'PUT', '/api/me', { activeOrganizationId: first }));
    expect(back.user.activeOrganizationId).toBe(first);
  });
});

describe('one organization, seen by each role', () => {
  let org: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    org = await team();
  });

  it('shows members to members, invitations only to owner and admin, and nothing to others (404)', async () => {
    await invite(org.owner, org.id, uniqueEmail('pending'));
    const asOwner = await dataOf(as(org.owner, 'GET', `/api/organizations/${org.id}`));
    expect(asOwner.role).toBe('owner');
    expect(asOwner.members.map((m: Data) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(asOwner.invitations).toHaveLength(1);
    expect(asOwner.subscription).toMatchObject({ status: 'active', plan: { slug: 'startup' } });
    expect(asOwner.memberLimit).toEqual({ limit: 25, used: 4 });
    expect((await dataOf(as(org.admin, 'GET', `/api/organizations/${org.id}`))).invitations).toHaveLength(1);
    const asMember = await dataOf(as(org.member, 'GET', `/api/organizations/${org.id}`));
    expect(asMember).toMatchObject({ role: 'member', invitations: null });
    expect(await errorOf(as(outsider, 'GET', `/api/organizations/${org.id}`), 404)).toBe(
      'Organization not found',
    );
    // A site admin is no member either: the admin API is the way in.
    await errorOf(as(siteAdmin, 'GET', `/api/organizations/${org.id}`), 404);
  });

  it('lets owner and admin update it (member 403, non-member 404, taken slug 409)', async () => {
    const url = `/api/organizations/${org.id}`;
    const updated = await dataOf(as(org.admin, 'PUT', url, { name: 'Renamed', logo: '/uploads/logo.png' }));
    expect(updated.organization).toMatchObject({ name: 'Renamed', logo: '/uploads/logo.png' });
    await dataOf(as(org.owner, 'PUT', url, { logo: null }));
    await errorOf(as(org.member, 'PUT', url, { name: 'Nope' }), 403);
    await errorOf(as(outsider, 'PUT', url, { name: 'Nope' }), 404);
    await errorOf(as(org.owner, 'PUT', url, {}), 400);
    const other = await dataOf(as(outsider, 'POST', '/api/organizations', { name: 'Slug holder' }), 201);
    await errorOf(as(org.owner, 'PUT', url, { slug: other.organization.slug }), 409);
    expect(await lastSecurityEvent(t, 'organization_updated')).toMatchObject({ userId: org.owner.id });
  });

  it('lets owner and admin invite and revoke (member 403, non-member 404), and refuses duplicates (409)', async () => {
    const url = `/api/organizations/${org.id}/invitations`;
    const email = uniqueEmail('dup');
    const { invitation } = await invite(org.admin, org.id, email, 'admin');
    expect(invitation).toMatchObject({
      email,
      role: 'admin',
      status: 'pending',
      expiresAt: expect.any(String),
    });
    await errorOf(as(org.owner, 'POST', url, { email: email.toUpperCase(), role: 'member' }), 409);
    await errorOf(as(org.owner, 'POST', url, { email: org.member.email, role: 'member' }), 409);
    await errorOf(as(org.member, 'POST', url, { email: uniqueEmail(), role: 'member' }), 403);
    await errorOf(as(outsider, 'POST', url, { email: uniqueEmail(), role: 'member' }), 404);
    await errorOf(as(org.owner, 'POST', url, { email: uniqueEmail(), role: 'owner' }), 400);
    await errorOf(as(org.member, 'DELETE', `${url}/${invitation.id}`), 403);
    await errorOf(as(outsider, 'DELETE', `${url}/${invitation.id}`), 404);
    await dataOf(as(org.admin, 'DELETE', `${url}/${invitation.id}`));
    await errorOf(as(org.admin, 'DELETE', `${url}/${invitation.id}`), 404);
    expect(await lastSecurityEvent(t, 'invitation_revoked')).toMatchObject({ userId: org.admin.id });
    // Revoked: the address can be invited again.
    await invite(org.owner, org.id, email);
  });

  it('changes roles: admin only member ↔ admin, member never, the owner through a transfer only', async () => {
    const url = (userId: string) => `/api/organizations/${org.id}/members/${userId}`;
    const promoted = await dataOf(as(org.admin, 'PUT', url(org.member.id), { role: 'admin' }));
    expect(promoted.member).toMatchObject({ userId: org.member.id, role: 'admin' });
    await dataOf(as(org.admin, 'PUT', url(org.member.id), { role: 'member' }));
    expect(await lastSecurityEvent(t, 'member_role_changed')).toMatchObject({
      metadata: { from: 'admin', to: 'member' },
    });
    await errorOf(as(org.admin, 'PUT', url(org.member.id), { role: 'owner' }), 403);
    await errorOf(as(org.admin, 'PUT', url(org.owner.id), { role: 'member' }), 400);
    await errorOf(as(org.member, 'PUT', url(org.admin.id), { role: 'member' }), 403);
    await errorOf(as(outsider, 'PUT', url(org.member.id), { role: 'admin' }), 404);
    await errorOf(as(org.owner, 'PUT', url(outsider.id), { role: 'admin' }), 404);
    await errorOf(as(org.owner, 'PUT', url(org.owner.id), { role: 'admin' }), 400);
  });
});

describe('ownership, leaving and removal', () => {
  it('the owner can neither leave nor be removed (400: transfer first); others leave and are removed', async () => {
    const org = await team();
    const url = (userId: string) => `/api/organizations/${org.id}/members/${userId}`;
    expect(await errorOf(as(org.owner, 'DELETE', url(org.owner.id)), 400)).toMatch(/transfer/i);
    expect(await errorOf(as(org.admin, 'DELETE', url(org.owner.id)), 400)).toMatch(/transfer/i);
    await errorOf(as(org.member, 'DELETE', url(org.admin.id)), 403);
    await errorOf(as(outsider, 'DELETE', url(org.member.id)), 404);
    // Leaving.
    await dataOf(as(org.member, 'DELETE', url(org.member.id)));
    expect(await lastSecurityEvent(t, 'member_removed')).toMatchObject({ metadata: { left: true } });
    await errorOf(as(org.member, 'GET', `/api/organizations/${org.id}`), 404);
    // Removal by the owner.
    await dataOf(as(org.owner, 'DELETE', url(org.admin.id)));
    const left = await dataOf(as(org.owner, 'GET', `/api/organizations/${org.id}`));
    expect(left.members.map((m: Data) => m.userId)).toEqual([org.owner.id]);
  });

  it('tells account deletion whether a user owns an organization that others belong to', async () => {
    const db = t.deps.database.db;
    const alone = await newUser('Alone');
    await newOrganization(alone);
    expect(await ownsOrganizationWithOtherMembers(db, alone.id)).toBe(false);
    const org = await team();
    expect(await ownsOrganizationWithOtherMembers(db, org.owner.id)).toBe(true);
    expect(await ownsOrganizationWithOtherMembers(db, org.admin.id)).toBe(false);
  });

  it('transfers ownership: the new owner is the only one, the old one is an admin', async () => {
    const org = await team();
    const moved = await dataOf(
      as(org.owner, 'PUT', `/api/organizations/${org.id}/members/${org.member.id}`, { role: 'owner' }),
    );
    expect(moved.member).toMatchObject({ userId: org.member.id, role: 'owner' });
    const roles = await t.deps.database.db
      .select({ userId: organizationMembers.userId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org.id));
    expect(roles.filter((row) => row.role === 'owner')).toEqual([{ userId: org.member.id, role: 'owner' }]);
    expect(roles.find((row) => row.userId === org.owner.id)?.role).toBe('admin');
    expect(await lastSecurityEvent(t, 'ownership_transferred')).toMatchObject({
      metadata: { from: org.owner.id, to: org.member.id },
    });
    // The old owner may leave now; the new one may not.
    await dataOf(as(org.owner, 'DELETE', `/api/organizations/${org.id}/members/${org.owner.id}`));
    await errorOf(as(org.member, 'DELETE', `/api/organizations/${org.id}/members/${org.member.id}`), 400);
  });

  it('two transfers at once: exactly one wins and there is exactly one owner', async () => {
    const org = await team();
    const url = (userId: string) => `/api/organizations/${org.id}/members/${userId}`;
    const results = await Promise.all([
      as(org.owner, 'PUT', url(org.admin.id), { role: 'owner' }),
      as(org.owner, 'PUT', url(org.member.id), { role: 'owner' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const owners = await t.deps.database.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('are accepted by the invited address only, once; show on a public preview; and add the member', async () => {
    const org = await team();
    const invitee = await newUser('Invitee');
    const { token } = await invite(org.admin, org.id, invitee.email, 'admin');
    const mail = await t.lastEmail(invitee.email);
    expect(mail).toMatchObject({ template: 'organization_invitation' });
    expect(mail?.html).toContain(`/invitations/${token}`);
    const preview = await dataOf(as(null, 'GET', `/api/invitations/${token}`));
    expect(preview.invitation).toMatchObject({
      email: invitee.email,
      role: 'admin',
      status: 'pending',
      organization: { name: expect.any(String) },
      invitedBy: { name: expect.stringMatching(/^Admin/) },
    });
    await errorOf(as(null, 'GET', '/api/invitations/not-a-token'), 404);
    expect(await errorOf(as(outsider, 'POST', '/api/invitations/accept', { token }), 403)).toContain(
      invitee.email,
    );
    await errorOf(as(invitee, 'POST', '/api/invitations/accept', { token: 'unknown' }), 404);
    const accepted = await dataOf(as(invitee, 'POST', '/api/invitations/accept', { token }));
    expect(accepted).toMatchObject({ organization: { id: org.id }, membership: { role: 'admin' } });
    expect(await lastSecurityEvent(t, 'invitation_accepted')).toMatchObject({ userId: invitee.id });
    expect((await dataOf(as(invitee, 'GET', '/api/me'))).user.activeOrganizationId).toBe(org.id);
    // Used: 400, also for declining.
    await errorOf(as(invitee, 'POST', '/api/invitations/accept', { token }), 400);
    await errorOf(as(invitee, 'POST', '/api/invitations/decline', { token }), 400);
    expect((await dataOf(as(null, 'GET', `/api/invitations/${token}`))).invitation.status).toBe('accepted');
  });

  it('expire after their time (400), can be resent with a new link, and can be declined', async () => {
    const org = await team();
    const invitee = await newUser('Late');
    const { invitation, token } = await invite(org.owner, org.id, invitee.email);
    await t.deps.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, invitation.id));
    expect(await errorOf(as(invitee, 'POST', '/api/invitations/accept', { token }), 400)).toMatch(/expired/);
    const details = await dataOf(as(org.owner, 'GET', `/api/organizations/${org.id}`));
    expect(details.invitations.find((i: Data) => i.id === invitation.id).status).toBe('expired');
    const resent = await dataOf(
      as(org.admin, 'POST', `/api/organizations/${org.id}/invitations/${invitation.id}/resend`),
    );
    expect(resent.invitation.status).toBe('pending');
    const newToken = (await t.lastEmail(invitee.email))?.html.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    await errorOf(as(invitee, 'POST', '/api/invitations/accept', { token }), 404);
    await errorOf(
      as(org.member, 'POST', `/api/organizations/${org.id}/invitations/${invitation.id}/resend`),
      403,
    );
    await dataOf(as(invitee, 'POST', '/api/invitations/decline', { token: newToken }));
    expect(await lastSecurityEvent(t, 'invitation_declined')).toMatchObject({ userId: invitee.id });
    await errorOf(as(invitee, 'POST', '/api/invitations/accept', { token: newToken }), 400);
  });

  it('two acceptances of one invitation at once: exactly one joins', async () => {
    const org = await team();
    const invitee = await newUser('Twice');
    const { token } = await invite(org.owner, org.id, invitee.email);
    const results = await Promise.all([
      as(invitee, 'POST', '/api/invitations/accept', { token }),
      as(invitee, 'POST', '/api/invitations/accept', { token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.deps.database.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, invitee.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('the member limit of the plan', () => {
  it("is the Free plan's without a paid subscription, and counts pending invitations", async () => {
    const owner = await newUser('Limited');
    const id = await newOrganization(owner);
    // Free: one team member, the owner.
    const refused = await errorOf(
      as(owner, 'POST', `/api/organizations/${id}/invitations`, { email: uniqueEmail(), role: 'member' }),
      403,
    );
    expect(refused).toMatch(/Free plan allows 1 team member/);
    // Pro: five, the owner and four invitations.
    await subscribe(id, owner.id, 'pro');
    for (let i = 0; i < 4; i++) await invite(owner, id, uniqueEmail(`seat${i}`));
    const full = await errorOf(
      as(owner, 'POST', `/api/organizations/${id}/invitations`, { email: uniqueEmail(), role: 'member' }),
      403,
    );
    expect(full).toMatch(/Pro plan allows 5 team members/);
    expect((await dataOf(as(owner, 'GET', `/api/organizations/${id}`))).memberLimit).toEqual({
      limit: 5,
      used: 5,
    });
  });
});

describe('billing per organization', () => {
  it('checks out for the organization (owner or admin only) and attaches the subscription to it', async () => {
    const org = await team();
    const body = { priceId: 'local_pro_monthly', billingCycle: 'monthly', organizationId: org.id };
    // The team already pays for Startup: a second checkout is refused.
    await errorOf(as(org.owner, 'POST', '/api/subscription/checkout', body), 409);
    const owner = await newUser('Buyer');
    const admin = await newUser('Buyer admin');
    const id = await newOrganization(owner);
    // The Free plan leaves no room for invitations: the members are added directly.
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId: id, userId: admin.id, role: 'admin' });
    const forOrg = { ...body, organizationId: id };
    await errorOf(as(outsider, 'POST', '/api/subscription/checkout', forOrg), 404);
    const member = await newUser('Plain member');
    await t.deps.database.db
      .insert(organizationMembers)
      .values({ organizationId: id, userId: member.id, role: 'member' });
    await errorOf(as(member, 'POST', '/api/subscription/checkout', forOrg), 403);
    await errorOf(as(member, 'POST', '/api/subscription/portal', { organizationId: id }), 403);
    const { url } = await dataOf(as(admin, 'POST', '/api/subscription/checkout', forOrg));
    const sessionId = (url as string).split('/').pop();
    const session = await dataOf(as(admin, 'GET', `/api/billing/local/checkout/${sessionId}`));
    // The checkout page names whom it bills.
    expect(session.session.organization).toEqual({ id, name: expect.stringMatching(/^Team /) });
    await dataOf(as(admin, 'POST', `/api/billing/local/checkout/${sessionId}/confirm`));
    const details = await dataOf(as(owner, 'GET', `/api/organizations/${id}`));
    expect(details.subscription).toMatchObject({ status: 'active', plan: { slug: 'pro' } });
    expect(details.memberLimit.limit).toBe(5);
    // Not the admin's own subscription.
    expect((await dataOf(as(admin, 'GET', '/api/subscription'))).subscription).toBeNull();
    expect(
      (await dataOf(as(admin, 'POST', '/api/subscription/portal', { organizationId: id }))).url,
    ).toContain('organizationId');
    // The local portal acts on the organization's subscription for its owner and admins only.
    const portal = await dataOf(as(admin, 'GET', `/api/billing/local/portal?organizationId=${id}`));
    expect(portal.subscription).toMatchObject({ plan: { slug: 'pro' } });
    await errorOf(as(member, 'GET', `/api/billing/local/portal?organizationId=${id}`), 403);
    await errorOf(as(outsider, 'POST', '/api/billing/local/portal/cancel', { organizationId: id }), 404);
    await errorOf(as(admin, 'POST', '/api/billing/local/portal/cancel'), 400);
    const canceled = await dataOf(
      as(owner, 'POST', '/api/billing/local/portal/cancel', { organizationId: id }),
    );
    expect(canceled.subscription).toMatchObject({ cancelAtPeriodEnd: true, plan: { slug: 'pro' } });
    // Still live until the period ends: it keeps the organization from being deleted.
    expect(await errorOf(as(owner, 'DELETE', `/api/organizations/${id}`), 409)).toMatch(/subscription/);
  });
});

describe('deleting an organization', () => {
  it('is for the owner only, refused while a subscription is live, and logged', async () => {
    const org = await team();
    const url = `/api/organizations/${org.id}`;
    await errorOf(as(org.admin, 'DELETE', url), 403);
    await errorOf(as(org.member, 'DELETE', url), 403);
    await errorOf(as(outsider, 'DELETE', url), 404);
    await errorOf(as(org.owner, 'DELETE', url), 409);
    await t.deps.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.organizationId, org.id));
    await dataOf(as(org.owner, 'DELETE', url));
    await errorOf(as(org.owner, 'GET', url), 404);
    expect(await lastSecurityEvent(t, 'organization_deleted')).toMatchObject({ userId: org.owner.id });
    expect((await dataOf(as(org.member, 'GET', '/api/me'))).user.organizations).toEqual([]);
  });
});

describe('/api/admin/organizations', () => {
  it('lists with search, member counts, owner and plan; shows details; deletes; only for admins', async () => {
    const org = await team();
    const name = (await dataOf(as(org.owner, 'GET', `/api/organizations/${org.id}`))).organization
      .name as string;
    const list = await dataOf(
      as(siteAdmin, 'GET', `/api/admin/organizations?search=${encodeURIComponent(name)}`),
    );
    expect(list.organizations).toEqual([
      expect.objectContaining({
        id: org.id,
        memberCount: 3,
        owner: expect.objectContaining({ id: org.owner.id }),
        plan: expect.objectContaining({ slug: 'startup' }),
      }),
    ]);
    expect(list.pagination).toMatchObject({ total: 1 });
    const details = await dataOf(as(siteAdmin, 'GET', `/api/admin/organizations/${org.id}`));
    expect(details.members).toHaveLength(3);
    expect(details.subscription).toMatchObject({ plan: { slug: 'startup' } });
    for (const user of [org.owner, outsider]) {
      await errorOf(as(user, 'GET', '/api/admin/organizations'), 403);
      await errorOf(as(user, 'DELETE', `/api/admin/organizations/${org.id}`), 403);
    }
    await errorOf(as(siteAdmin, 'DELETE', `/api/admin/organizations/${org.id}`), 409);
    const free = await newOrganization(org.owner);
    await dataOf(as(siteAdmin, 'DELETE', `/api/admin/organizations/${free}`));
    await errorOf(as(siteAdmin, 'GET', `/api/admin/organizations/${free}`), 404);
    expect(await lastSecurityEvent(t, 'organization_deleted')).toMatchObject({
      actorId: siteAdmin.id,
      metadata: { organizationId: free, byAdmin: true },
    });
  });
});
