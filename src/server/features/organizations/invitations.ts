/**
 * Invitations: sent by an owner or admin to an e-mail address, answered by the user with that
 * address (invitation-answers.ts) through the link /invitations/{token} or from their list in the
 * app. The token is random and only its SHA-256 is stored; it works for INVITATION_TTL_DAYS and once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type CreateInvitationBody,
  INVITATION_TTL_DAYS,
  type InvitationRole,
} from '../../../shared/contracts/organizations.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { organizationInvitations, organizationMembers, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { invitationRoleWord } from '../../mail/built-in/words.ts';
import { OWNER_OR_ADMIN, requireRole } from './access.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { assertRoomForOneMore } from './limits.ts';
import { organizationById, toInvitationView } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function inviterName(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

async function savedLocale(db: Db, userId: string): Promise<Locale | undefined> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : undefined;
}

/**
 * E-mails the invitation link, sent by `senderId` (create and resend share it); returns the sender
 * as the invitation view shows them.
 *
 * The language: the invitee's saved one when they have an account and chose one; else the
 * sender's saved one (an address without an account most likely reads what its inviter writes);
 * else English. The role is written in that language too (`{{role}}`, also in edited templates).
 */
async function sendInvitationMail(
  deps: OrganizationDeps,
  senderId: string,
  invitation: { email: string; role: string; expiresAt: Date },
  organization: { name: string },
  token: string,
) {
  const [sender, recipient, senderLocale] = await Promise.all([
    inviterName(deps.db, senderId),
    userByEmail(deps.db, invitation.email),
    savedLocale(deps.db, senderId),
  ]);
  const locale = (isLocale(recipient?.locale) ? recipient.locale : senderLocale) ?? DEFAULT_LOCALE;
  await deps.mailer.sendTemplate(
    'organization_invitation',
    invitation.email,
    {
      name: recipient?.name ?? invitation.email,
      inviterName: sender?.name ?? organization.name,
      organizationName: organization.name,
      // The column holds what the contract let in: admin or member (views.ts casts it the same way).
      role: invitationRoleWord(locale, invitation.role as InvitationRole),
      url: `${deps.baseUrl}/invitations/${token}`,
      expiresAt: invitation.expiresAt.toISOString().slice(0, 10),
    },
    locale,
  );
  return sender;
}

type InvitationRow = typeof organizationInvitations.$inferSelect;
interface InvitationWrite {
  organization: Awaited<ReturnType<typeof organizationById>>;
  /** The new link's token; the invitation stores its hash. */
  token: string;
  now: Date;
}

/**
 * What sending and sending again share: an owner or admin writes the invitation (`write`) in a
 * transaction that holds the organization's row, which serializes invitations and acceptances so
 * the member-limit check holds; then the new link is e-mailed. Returns the sender as well.
 */
async function writeAndMailInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  write: (tx: Db, context: InvitationWrite) => Promise<InvitationRow>,
) {
  const now = nowOf(deps);
  const token = newToken();
  const { invitation, organization } = await inTransaction(deps.db, async (tx) => {
    await requireRole(tx, organizationId, userId, OWNER_OR_ADMIN);
    const organization = await organizationById(tx, organizationId, { lock: true });
    return { invitation: await write(tx, { organization, token, now }), organization };
  });
  const sender = await sendInvitationMail(deps, userId, invitation, organization, token);
  return { invitation, sender, now };
}

export async function createInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  body: CreateInvitationBody,
  meta: RequestMeta,
) {
  const { invitation, sender, now } = await writeAndMailInvitation(
    deps,
    userId,
    organizationId,
    async (tx, { organization, token, now }) => {
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
        if (member)
          throw new AppError('CONFLICT', 'This person is already a member of the organization', {
            apiCode: 'already_member',
          });
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
        throw new AppError('CONFLICT', 'This address is already invited: resend or revoke the invitation', {
          apiCode: 'already_invited',
        });
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
      return row!;
    },
  );
  return { invitation: toInvitationView(invitation, sender, now) };
}

/** A new link (the old one stops working) and a new expiry, sent again. */
export async function resendInvitation(
  deps: OrganizationDeps,
  userId: string,
  organizationId: string,
  invitationId: string,
  meta: RequestMeta,
) {
  const { invitation, now } = await writeAndMailInvitation(
    deps,
    userId,
    organizationId,
    async (tx, { organization, token, now }) => {
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
      return row!;
    },
  );
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
  await inTransaction(deps.db, async (tx) => {
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
