/** Ban (with a reason and an optional expiry; every session ends at once) and lifting a ban. */
import { eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { sessions, users } from '../../db/schema.ts';
import type { AdminUserDeps } from './deps.ts';
import { lockUser } from './user-rows.ts';

export interface BanInput {
  userId: string;
  reason: string;
  expires?: Date | undefined;
}

export function banUser(
  { runAdminAction }: AdminUserDeps,
  actor: AdminActor,
  meta: RequestMeta,
  input: BanInput,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    if (input.userId === actor.id)
      throw new AppError('BAD_REQUEST', 'You cannot ban yourself', { apiCode: 'cannot_target_self' });
    const user = await lockUser(tx, input.userId);
    const banExpires = input.expires ?? null;
    await tx
      .update(users)
      .set({ banned: true, banReason: input.reason, banExpires })
      .where(eq(users.id, user.id));
    // Every session ends now: cookie and bearer tokens alike stop working at once.
    const revoked = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    return {
      result: {
        success: true as const,
        user: {
          id: user.id,
          banned: true as const,
          banReason: input.reason,
          banExpires: banExpires?.toISOString() ?? null,
        },
      },
      event: {
        eventType: 'user_banned',
        userId: user.id,
        description: `${actor.email} banned ${user.email}${banExpires ? ` until ${banExpires.toISOString()}` : ''}: ${input.reason}`,
        metadata: {
          reason: input.reason,
          expires: banExpires?.toISOString() ?? null,
          bannedBy: actor.id,
          sessionsRevoked: revoked.length,
        },
      },
    };
  });
}

export function unbanUser(
  { runAdminAction }: AdminUserDeps,
  actor: AdminActor,
  meta: RequestMeta,
  userId: string,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const user = await lockUser(tx, userId);
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, user.id));
    return {
      result: { success: true as const, user: { id: user.id, banned: false as const } },
      event: {
        eventType: 'user_unbanned',
        userId: user.id,
        description: `${actor.email} lifted the ban on ${user.email}`,
        metadata: { previousReason: user.banReason, unbannedBy: actor.id },
      },
    };
  });
}
