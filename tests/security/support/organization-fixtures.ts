/**
 * Organizations for the matrix and the fuzzer: `user` and `admin` each own one (with a live
 * Startup subscription, so the member limit leaves room for the matrix's invitations), with two
 * members (one to change, one to remove), two pending invitations (resend, revoke) and a second,
 * unpaid organization to delete. `other` belongs to none of them (it gets 404). Invitations to
 * `user`'s and `admin`'s own addresses, with known tokens, are there to accept and decline.
 * Memberships, subscriptions and invitations are written to the database directly: their
 * tokens exist only in e-mails, and their HTTP paths have their own tests.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  subscriptionPlans,
  subscriptions,
} from '../../../src/server/db/schema.ts';
import { hashToken } from '../../../src/server/features/organizations/invitations.ts';
import type { TestApp, TestUser } from '../../../src/server/testing/app.ts';

export interface OwnedOrganization {
  id: string;
  toDelete: string;
  memberToChange: string;
  memberToRemove: string;
  invitationToResend: string;
  invitationToRevoke: string;
}

export interface OrganizationFixtures {
  user: OwnedOrganization;
  admin: OwnedOrganization;
  /** Deleted by DELETE /api/admin/organizations/:id. */
  forAdminToDelete: string;
  /** A paid organization's subscription, ended by POST /api/admin/subscriptions/:id/cancel. */
  subscriptionForAdminToCancel: string;
  /** A pending invitation's token (GET /api/invitations/:token). */
  previewToken: string;
  acceptTokens: Record<'user' | 'admin', string>;
  declineTokens: Record<'user' | 'admin', string>;
}

let counter = 0;
const suffix = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function createOrganizationFixtures(
  t: TestApp,
  users: { user: TestUser; admin: TestUser; throwaway: TestUser },
): Promise<OrganizationFixtures> {
  const db = t.deps.database.db;
  const [startup] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'startup'));
  const newOrganization = async (ownerId: string, paid: boolean) => {
    const id = randomUUID();
    await db.insert(organizations).values({ id, name: `Matrix org ${suffix()}`, slug: `matrix-${suffix()}` });
    await db.insert(organizationMembers).values({ organizationId: id, userId: ownerId, role: 'owner' });
    if (paid) {
      await db.insert(subscriptions).values({
        id: `sub_matrix_${suffix()}`,
        userId: ownerId,
        organizationId: id,
        planId: startup!.id,
        status: 'active',
        providerUpdatedAt: new Date(),
      });
    }
    return id;
  };
  const subscriptionOf = async (organizationId: string) => {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    return row!.id;
  };
  const invite = async (organizationId: string, email: string, token = randomUUID()) => {
    const id = randomUUID();
    await db.insert(organizationInvitations).values({
      id,
      organizationId,
      email,
      role: 'member',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + WEEK_MS),
    });
    return { id, token };
  };
  const owned = async (owner: TestUser): Promise<OwnedOrganization> => {
    const id = await newOrganization(owner.id, true);
    const [toChange, toRemove] = await Promise.all([
      t.createUser({ name: 'Org member' }),
      t.createUser({ name: 'Org member to remove' }),
    ]);
    await db.insert(organizationMembers).values([
      { organizationId: id, userId: toChange.id, role: 'member' },
      { organizationId: id, userId: toRemove.id, role: 'member' },
    ]);
    return {
      id,
      toDelete: await newOrganization(owner.id, false),
      memberToChange: toChange.id,
      memberToRemove: toRemove.id,
      invitationToResend: (await invite(id, `resend-${suffix()}@example.com`)).id,
      invitationToRevoke: (await invite(id, `revoke-${suffix()}@example.com`)).id,
    };
  };
  const user = await owned(users.user);
  const admin = await owned(users.admin);
  // Invitations to the principals' own addresses, from organizations of neither (one pending
  // invitation per address and organization: one organization to accept, one to decline).
  const toAccept = await newOrganization(users.throwaway.id, true);
  const toDecline = await newOrganization(users.throwaway.id, true);
  const tokenFor = async (organizationId: string, email: string) =>
    (await invite(organizationId, email)).token;
  return {
    user,
    admin,
    forAdminToDelete: await newOrganization(users.throwaway.id, false),
    subscriptionForAdminToCancel: await subscriptionOf(await newOrganization(users.throwaway.id, true)),
    previewToken: await tokenFor(toAccept, `preview-${suffix()}@example.com`),
    acceptTokens: {
      user: await tokenFor(toAccept, users.user.email),
      admin: await tokenFor(toAccept, users.admin.email),
    },
    declineTokens: {
      user: await tokenFor(toDecline, users.user.email),
      admin: await tokenFor(toDecline, users.admin.email),
    },
  };
}
