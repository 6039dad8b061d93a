/** Promote and demote: never yourself, never the last admin; each change is logged with it. */
import { asc, eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { users } from '../../db/schema.ts';
import type { AdminUserDeps } from './deps.ts';
import { lockUser } from './user-rows.ts';

type Role = 'user' | 'admin';

function setRole(
  { runAdminAction }: Pick<AdminUserDeps, 'runAdminAction'>,
  actor: AdminActor,
  meta: RequestMeta,
  userId: string,
  newRole: Role,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    if (newRole === 'user' && userId === actor.id)
      throw new AppError('BAD_REQUEST', 'You cannot demote yourself', { apiCode: 'cannot_target_self' });
    // A demotion first locks every admin row, in one order, so two admins demoting each other
    // at once serialize (no deadlock) and the second sees that only one admin is left.
    const admins =
      newRole === 'user'
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'))
            .orderBy(asc(users.id))
            .for('update')
        : [];
    const user = await lockUser(tx, userId);
    const previousRole: Role = user.role === 'admin' ? 'admin' : 'user';
    if (newRole === 'user' && previousRole === 'admin' && admins.length <= 1) {
      throw new AppError('BAD_REQUEST', 'The last admin cannot be demoted', { apiCode: 'last_admin' });
    }
    if (previousRole !== newRole) await tx.update(users).set({ role: newRole }).where(eq(users.id, userId));
    return {
      result: { success: true as const, user: { id: userId, role: newRole } },
      event: {
        eventType: 'user_role_changed',
        severity: 'high',
        userId,
        description: `${actor.email} changed the role of ${user.email} from ${previousRole} to ${newRole}`,
        metadata: { previousRole, newRole, changedBy: actor.id },
      },
    };
  });
}

export const promoteUser = (deps: AdminUserDeps, actor: AdminActor, meta: RequestMeta, userId: string) =>
  setRole(deps, actor, meta, userId, 'admin');

export const demoteUser = (deps: AdminUserDeps, actor: AdminActor, meta: RequestMeta, userId: string) =>
  setRole(deps, actor, meta, userId, 'user');
