/**
 * Members: role changes (the owner's `role: "owner"` transfers ownership), removal and leaving.
 * Exactly one owner always: the owner can neither leave nor be removed nor demoted except by
 * transferring, and a transfer is a conditional update of the caller's owner row (of two at once,
 * the second finds no owner row of the caller and is refused; the one-owner index backs this up).
 */
import { and, eq } from 'drizzle-orm';
import type { OrganizationRole } from '../../../shared/contracts/organizations.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { roleIn } from './access.ts';
import type { OrganizationDeps } from './deps.ts';
import { membersOf, organizationById } from './views.ts';

const transferFirst = (what: string) =>
  new AppError('BAD_REQUEST', `The owner ${what}: transfer the ownership to another member first`, {
    apiCode: 'owner_must_transfer',
  });
const ownerOrAdminOnly = () =>
  new AppError('FORBIDDEN', 'Only the owner or an admin can do this', {
    apiCode: 'organization_role_required',
  });

const memberRow = (organizationId: string, userId: string) =>
  and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId));

async function targetRole(tx: Db, organizationId: string, userId: string): Promise<OrganizationRole> {
  const [row] = await tx
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(memberRow(organizationId, userId))
    .for('update');
  if (!row) throw notFound('Member not found');
  return row.role as OrganizationRole;
}

async function memberView(db: Db, organizationId: string, userId: string) {
  const [member] = await membersOf(db, organizationId, userId);
  return { member: member! };
}

export async function changeMemberRole(
  deps: OrganizationDeps,
  actorId: string,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
  meta: RequestMeta,
) {
  await inTransaction(deps.db, async (tx) => {
    const actorRole = await roleIn(tx, organizationId, actorId);
    if (actorRole === 'member') throw ownerOrAdminOnly();
    const organization = await organizationById(tx, organizationId);
    const current = await targetRole(tx, organizationId, userId);

    if (role === 'owner') {
      if (actorRole !== 'owner')
        throw new AppError('FORBIDDEN', 'Only the owner can transfer the ownership', {
          apiCode: 'organization_role_required',
        });
      if (userId === actorId) return; // Already the owner.
      // Conditional: only while the caller still is the owner (a concurrent transfer may have won).
      const [stepped] = await tx
        .update(organizationMembers)
        .set({ role: 'admin' })
        .where(and(memberRow(organizationId, actorId), eq(organizationMembers.role, 'owner')))
        .returning();
      if (!stepped)
        throw new AppError('FORBIDDEN', 'Only the owner can transfer the ownership', {
          apiCode: 'organization_role_required',
        });
      await tx.update(organizationMembers).set({ role: 'owner' }).where(memberRow(organizationId, userId));
      await deps.securityLog.write(
        {
          eventType: 'ownership_transferred',
          userId: actorId,
          description: `Ownership of "${organization.name}" transferred to user ${userId} (the previous owner is now an admin)`,
          metadata: { organizationId, from: actorId, to: userId, previousRole: current },
          meta,
        },
        tx,
      );
      return;
    }

    if (current === 'owner') throw transferFirst('cannot change role');
    // An admin moves members between member and admin only (the owner was excluded above).
    if (current === role) return;
    await tx.update(organizationMembers).set({ role }).where(memberRow(organizationId, userId));
    await deps.securityLog.write(
      {
        eventType: 'member_role_changed',
        userId: actorId,
        description: `Role of user ${userId} in "${organization.name}": ${current} → ${role}`,
        metadata: { organizationId, memberId: userId, from: current, to: role },
        meta,
      },
      tx,
    );
  });
  return memberView(deps.db, organizationId, userId);
}

/** Removal by the owner or an admin, or leaving (a member removing themself). */
export async function removeMember(
  deps: OrganizationDeps,
  actorId: string,
  organizationId: string,
  userId: string,
  meta: RequestMeta,
) {
  await inTransaction(deps.db, async (tx) => {
    const actorRole = await roleIn(tx, organizationId, actorId);
    const leaving = userId === actorId;
    if (!leaving && actorRole === 'member') throw ownerOrAdminOnly();
    const organization = await organizationById(tx, organizationId);
    const current = await targetRole(tx, organizationId, userId);
    if (current === 'owner') throw transferFirst(leaving ? 'cannot leave' : 'cannot be removed');
    await tx.delete(organizationMembers).where(memberRow(organizationId, userId));
    await deps.securityLog.write(
      {
        eventType: 'member_removed',
        userId: actorId,
        description: leaving
          ? `User ${userId} left "${organization.name}"`
          : `User ${userId} (${current}) removed from "${organization.name}"`,
        metadata: { organizationId, memberId: userId, role: current, left: leaving },
        meta,
      },
      tx,
    );
    const member = { organizationId, userId, role: current };
    await deps.emitWebhook({ kind: 'organization', id: organizationId }, 'member.removed', { member }, tx);
  });
  await deps.seatsChanged(organizationId, meta);
  return { success: true as const };
}
