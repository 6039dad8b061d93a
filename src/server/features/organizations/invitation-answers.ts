/**
 * Answering an invitation: the user with the invited address accepts or declines it, through the
 * e-mail's link (/invitations/{token}: the token proves the mailbox) or from their list of pending
 * invitations in the app (by id: the address must be verified, the proof the token gives otherwise).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { InvitationAnswerBody, InvitationRole } from '../../../shared/contracts/organizations.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { organizationInvitations, organizationMembers, organizations, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { hashToken, inviterName } from './invitations.ts';
import { organizationById, statusOf, toOrganizationView } from './views.ts';

/** Who answers: the signed-in user. */
interface Answerer {
  id: string;
  email: string;
  emailVerified: boolean;
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

/**
 * The invitation answered: by token (anyone holding it; another address is refused below), or by
 * id among the caller's own, which needs a verified address (403) and is 404 for anyone else's.
 */
async function invitationToAnswer(db: Db, answer: InvitationAnswerBody, user: Answerer) {
  if (answer.token !== undefined) return invitationByToken(db, answer.token, { lock: true });
  if (!user.emailVerified)
    throw new AppError(
      'FORBIDDEN',
      "Verify your e-mail address to answer invitations here, or open the invitation e-mail's link",
    );
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, answer.invitationId ?? ''),
        eq(organizationInvitations.email, user.email.toLowerCase()),
      ),
    )
    .for('update');
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** The invitation of a token, answerable by this user now (400 used/expired, 403 another address). */
function assertAnswerable(
  row: typeof organizationInvitations.$inferSelect,
  user: { email: string },
  now: Date,
) {
  if (row.status !== 'pending')
    throw new AppError('BAD_REQUEST', `This invitation has already been ${row.status}`, {
      apiCode: 'invitation_used',
    });
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError('BAD_REQUEST', 'This invitation has expired: ask for a new one', {
      apiCode: 'invitation_expired',
    });
  if (row.email !== user.email.toLowerCase())
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to another e-mail address: sign in as ${row.email}`,
      { apiCode: 'invitation_other_email', params: { email: row.email } },
    );
}

/**
 * An answer's transaction: the invitation, locked (of two answers at once, the second waits and
 * then finds it answered: 400), and answerable by this user now.
 */
function answering<T>(
  deps: OrganizationDeps,
  user: Answerer,
  answer: InvitationAnswerBody,
  work: (tx: Db, row: typeof organizationInvitations.$inferSelect, now: Date) => Promise<T>,
): Promise<T> {
  const now = nowOf(deps);
  return inTransaction(deps.db, async (tx) => {
    const row = await invitationToAnswer(tx, answer, user);
    assertAnswerable(row, user, now);
    return work(tx, row, now);
  });
}

export async function acceptInvitation(
  deps: OrganizationDeps,
  user: Answerer,
  answer: InvitationAnswerBody,
  meta: RequestMeta,
) {
  const joined = await answering(deps, user, answer, async (tx, row, now) => {
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
    if (!joined)
      throw new AppError('CONFLICT', 'You are already a member of this organization', {
        apiCode: 'already_joined',
      });
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
    if (!used)
      throw new AppError('BAD_REQUEST', 'This invitation has already been used', {
        apiCode: 'invitation_used',
      });
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
    const member = { organizationId: row.organizationId, userId: user.id, role: row.role as InvitationRole };
    await deps.emitWebhook({ kind: 'organization', id: row.organizationId }, 'member.added', { member }, tx);
    return {
      organization: toOrganizationView(organization),
      membership: { role: row.role as InvitationRole },
    };
  });
  await deps.seatsChanged(joined.organization.id, meta);
  return joined;
}

export async function declineInvitation(
  deps: OrganizationDeps,
  user: Answerer,
  answer: InvitationAnswerBody,
  meta: RequestMeta,
) {
  await answering(deps, user, answer, async (tx, row) => {
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

/**
 * GET /api/invitations: the caller's pending, unexpired invitations, oldest first; none until the
 * address is verified (an unverified account may not be the mailbox's owner).
 */
export async function listMyInvitations(deps: OrganizationDeps, user: Answerer) {
  if (!user.emailVerified) return { invitations: [] };
  const rows = await deps.db
    .select({
      id: organizationInvitations.id,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
      createdAt: organizationInvitations.createdAt,
      name: organizations.name,
      slug: organizations.slug,
      logo: organizations.logo,
      inviter: users.name,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedById))
    .where(
      and(
        eq(organizationInvitations.email, user.email.toLowerCase()),
        eq(organizationInvitations.status, 'pending'),
        gt(organizationInvitations.expiresAt, nowOf(deps)),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt));
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      role: row.role as InvitationRole,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      organization: { name: row.name, slug: row.slug, logo: row.logo },
      invitedBy: row.inviter === null ? null : { name: row.inviter },
    })),
  };
}
