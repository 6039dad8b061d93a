/** A user row as the admin sees it, the SQL of "banned right now", and the row lock of every action. */
import { eq, sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/contracts/admin-users.ts';
import type { SubscriptionView } from '../../../shared/contracts/billing.ts';
import { orNotFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRecord = typeof users.$inferSelect;

/** A ban applies while it has no expiry or the expiry is still ahead. */
export const activeBan = sql<boolean>`(${users.banned} = true and (${users.banExpires} is null or ${users.banExpires} > now()))`;

export function toRow(
  user: UserRecord,
  subscription: SubscriptionView | null,
  now = Date.now(),
): AdminUserRow {
  const banned = user.banned && (!user.banExpires || user.banExpires.getTime() > now);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    banned,
    banReason: banned ? user.banReason : null,
    banExpires: banned ? (user.banExpires?.toISOString() ?? null) : null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    // The response schema trims it to the list's summary.
    subscription,
  };
}

/** The user's row, locked until the action's transaction ends (404 when there is none). */
export async function lockUser(tx: Db, userId: string): Promise<UserRecord> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return orNotFound(user, 'User');
}
