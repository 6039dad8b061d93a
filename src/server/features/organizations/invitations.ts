/**
 * Invitations: sent by an owner or admin to an e-mail address, answered by the user with that
 * address through the link /invitations/{token}. The token is random and only its SHA-256 is
 * stored; it works for INVITATION_TTL_DAYS and once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  type CreateInvitationBody,
  INVITATION_TTL_DAYS,
  type InvitationRole,
} from '../../../shared/contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { organizationInvitations, organizationMembers, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { OWNER_OR_ADMIN, requireRole } from './access.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { assertRoomForOneMore } from './limits.ts';
import { organizationById, statusOf, toInvitationView, toOrganizationView } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

type Tx = Db;

async function userByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  return row;
}

async function inviterName(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * E-mails the invitation link, sent by `senderId` (create and resend share it); returns the sender
 * as the invitation view shows them.
 */
async function sendInvitationMail(
  deps: OrganizationDeps,
  senderId: string,
  invitation: { email: string; role: string; expiresAt: Date },
  organization: { name: string },
  token: string,
) {
  const [sender, recipient] = await Promise.all([
    inviterName(deps.db, senderId),
    userByEmail(deps.db, invitation.email),
  ]);
  await deps.mailer.sendTemplate('organization_invitation', invitation.email, {
    name: recipient?.name ?? invitation.email,
    inviterName: sender?.name ?? organization.name,
    organizationName: organization.name,
    role: invitation.role,
    url: `${deps.baseUrl}/invitations/${token}`,
    expiresAt: invitation.expiresAt.toISOString().slice(0, 10),
  });
  return sender;
}

export async function createInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  body: CreateInvitationBody,
  meta: RequestMeta,
) {
  const now = nowOf(deps);
  const token = newToken();
  const { invitation, organization } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await requireRole(tx, organizationId, userId, OWNER_OR_ADMIN);
    // The organization's row serializes invitations and acceptances: the limit check holds.
    const organization = await organizationById(tx, organizationId, { lock: true });
    const invitee = await userByEmail(tx, body.email);
    if (invitee) {
      const [member] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.userId, invitee.id),
          ),
        );
      if (member) throw new AppError('CONFLICT', 'This person is already a member of the organization');
    }
    const [pending] = await tx
      .select({ id: organizationInvitations.id, expiresAt: organizationInvitations.expiresAt })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.email, body.email),
          eq(organizationInvitations.status, 'pending'),
        ),
      );
    if (pending && pending.expiresAt.getTime() > now.getTime()) {
      throw new AppError('CONFLICT', 'This address is already invited: resend or revoke the invitation');
    }
    // An expired invitation of the same address makes way for the new one.
    if (pending) {
      await tx
        .update(organizationInvitations)
        .set({ status: 'expired' })
        .where(eq(organizationInvitations.id, pending.id));
    }
    await assertRoomForOneMore(tx, organizationId, now);
    const [row] = await tx
      .insert(organizationInvitations)
      .values({
        id: randomUUID(),
        organizationId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        expiresAt: expiryFrom(now),
        invitedById: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await deps.securityLog.write(
      {
        eventType: 'member_invited',
        userId,
        description: `${body.email} invited to "${organization.name}" as ${body.role}`,
        metadata: { organizationId, invitationId: row!.id, email: body.email, role: body.role },
        meta,
      },
      tx,
    );
    return { invitation: row!, organization };
  });
  const inviter = await sendInvitationMail(deps, userId, invitation, organization, token);
  return { invitation: toInvitationView(invitation, inviter, now) };
}

/** A new link (the old one stops working) and a new expiry, sent again. */
export async function resendInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  invitationId: string,
  meta: RequestMeta,
) {
  const now = nowOf(deps);
  const token = newToken();
  const { invitation, organization } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await requireRole(tx, organizationId, userId, OWNER_OR_ADMIN);
    const organization = await organizationById(tx, organizationId, { lock: true });
    const [current] = await tx
      .select()
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.id, invitationId),
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.status, 'pending'),
        ),
      )
      .for('update');
    if (!current) throw notFound('Invitation not found');
    // An expired invitation no longer counts against the limit: renewing it must fit.
    if (current.expiresAt.getTime() <= now.getTime()) await assertRoomForOneMore(tx, organizationId, now);
    const [row] = await tx
      .update(organizationInvitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiryFrom(now) })
      .where(eq(organizationInvitations.id, invitationId))
      .returning();
    await deps.securityLog.write(
      {
        eventType: 'member_invited',
        userId,
        description: `Invitation of ${row!.email} to "${organization.name}" sent again`,
        metadata: { organizationId, invitationId, email: row!.email, role: row!.role, resent: true },
        meta,
      },
      tx,
    );
    return { invitation: row!, organization };
  });
  await sendInvitationMail(deps, userId, invitation, organization, token);
  // The view names who invited first, whoever sent it again.
  const original = invitation.invitedById ? await inviterName(deps.db, invitation.invitedById) : null;
  return { invitation: toInvitationView(invitation, original, now) };
}

export async function revokeInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  invitationId: string,
  meta: RequestMeta,
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await requireRole(tx, organizationId, userId, OWNER_OR_ADMIN);
    const [row] = await tx
      .update(organizationInvitations)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(organizationInvitations.id, invitationId),
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw notFound('Invitation not found');
    await deps.securityLog.write(
      {
        eventType: 'invitation_revoked',
        userId,
        description: `Invitation of ${row.email} revoked`,
        metadata: { organizationId, invitationId, email: row.email },
        meta,
      },
      tx,
    );
  });
  return { success: true as const };
}

async function invitationByToken(db: Db, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.tokenHash, hashToken(token)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** What the invitation page shows before anyone signs in (the token is the secret). */
export async function previewInvitation(deps: OrganizationDeps, token: string) {
  const row = await invitationByToken(deps.db, token);
  const organization = await organizationById(deps.db, row.organizationId);
  const inviter = row.invitedById ? await inviterName(deps.db, row.invitedById) : null;
  return {
    invitation: {
      email: row.email,
      role: row.role as InvitationRole,
      status: statusOf(row, nowOf(deps)),
      expiresAt: row.expiresAt.toISOString(),
      organization: { name: organization.name, slug: organization.slug, logo: organization.logo },
      invitedBy: inviter ? { name: inviter.name } : null,
    },
  };
}

/** The invitation of a token, answerable by this user now (400 used/expired, 403 another address). */
function assertAnswerable(
  row: typeof organizationInvitations.$inferSelect,
  user: { email: string },
  now: Date,
) {
  if (row.status !== 'pending')
    throw new AppError('BAD_REQUEST', `This invitation has already been ${row.status}`);
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError('BAD_REQUEST', 'This invitation has expired: ask for a new one');
  if (row.email !== user.email.toLowerCase())
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to another e-mail address: sign in as ${row.email}`,
    );
}

export async function acceptInvitation(
  deps: OrganizationDeps,
  user: { id: string; email: string },
  token: string,
  meta: RequestMeta,
) {
  const now = nowOf(deps);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    // Locked: of two acceptances at once, the second waits and then finds it accepted (400).
    const row = await invitationByToken(tx, token, { lock: true });
    assertAnswerable(row, user, now);
    const organization = await organizationById(tx, row.organizationId);
    const [joined] = await tx
      .insert(organizationMembers)
      .values({
        organizationId: row.organizationId,
        userId: user.id,
        role: row.role,
        activeAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!joined) throw new AppError('CONFLICT', 'You are already a member of this organization');
    const [used] = await tx
      .update(organizationInvitations)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(organizationInvitations.id, row.id),
          eq(organizationInvitations.status, 'pending'),
          gt(organizationInvitations.expiresAt, now),
        ),
      )
      .returning({ id: organizationInvitations.id });
    if (!used) throw new AppError('BAD_REQUEST', 'This invitation has already been used');
    await deps.securityLog.write(
      {
        eventType: 'invitation_accepted',
        userId: user.id,
        description: `${user.email} joined "${organization.name}" as ${row.role}`,
        metadata: { organizationId: row.organizationId, invitationId: row.id, role: row.role },
        meta,
      },
      tx,
    );
    return {
      organization: toOrganizationView(organization),
      membership: { role: row.role as InvitationRole },
    };
  });
}

export async function declineInvitation(
  deps: OrganizationDeps,
  user: { id: string; email: string },
  token: string,
  meta: RequestMeta,
) {
  const now = nowOf(deps);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    const row = await invitationByToken(tx, token, { lock: true });
    assertAnswerable(row, user, now);
    await tx
      .update(organizationInvitations)
      .set({ status: 'declined' })
      .where(eq(organizationInvitations.id, row.id));
    await deps.securityLog.write(
      {
        eventType: 'invitation_declined',
        userId: user.id,
        description: `${user.email} declined the invitation to organization ${row.organizationId}`,
        metadata: { organizationId: row.organizationId, invitationId: row.id },
        meta,
      },
      tx,
    );
  });
  return { success: true as const };
}
