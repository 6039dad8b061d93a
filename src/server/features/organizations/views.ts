/** Rows → the contract's views, and the reads several modules share (members, invitations). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  InvitationRole,
  InvitationStatus,
  InvitationView,
  OrganizationMember,
  OrganizationRole,
  OrganizationView,
} from '../../../shared/contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import {
  type Organization,
  type OrganizationInvitation,
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema.ts';
import { organizationNotFound } from './access.ts';

export const toOrganizationView = (row: Organization): OrganizationView => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  logo: row.logo,
  createdAt: row.createdAt.toISOString(),
});

/** A pending invitation past its expiry reads as expired (the row says pending until replaced). */
export const statusOf = (
  row: Pick<OrganizationInvitation, 'status' | 'expiresAt'>,
  now: Date,
): InvitationStatus =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : (row.status as InvitationStatus);

export async function organizationById(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(organizations).where(eq(organizations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw organizationNotFound();
  return row;
}

const roleRank = sql`case ${organizationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

export async function membersOf(
  db: Db,
  organizationId: string,
  userId?: string,
): Promise<OrganizationMember[]> {
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      name: users.name,
      email: users.email,
      image: users.image,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      userId === undefined
        ? eq(organizationMembers.organizationId, organizationId)
        : and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .orderBy(roleRank, asc(organizationMembers.createdAt), asc(users.name));
  return rows.map((row) => ({
    ...row,
    role: row.role as OrganizationRole,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/** Pending invitations (also those past their expiry, shown as expired so they can be resent). */
export async function pendingInvitationsOf(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<InvitationView[]> {
  const rows = await db
    .select({ invitation: organizationInvitations, inviter: { id: users.id, name: users.name } })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedById))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'pending'),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt));
  return rows.map(({ invitation, inviter }) => toInvitationView(invitation, inviter, now));
}

export const toInvitationView = (
  row: OrganizationInvitation,
  inviter: { id: string; name: string } | null,
  now: Date,
): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role as InvitationRole,
  status: statusOf(row, now),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  invitedBy: inviter,
});
