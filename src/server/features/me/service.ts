/** The signed-in user's own profile. */
import { eq } from 'drizzle-orm';
import type { UpdateMeBody } from '../../../shared/auth-contracts.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { SessionUser } from '../../http/auth-guard.ts';
import { orNotFound } from '../../http/errors.ts';
import { currentSubscription } from '../billing/current-subscription.ts';

export function createMeService({ db }: { db: Db }) {
  const toMe = async (user: Omit<SessionUser, 'role'> & { role: string | null }) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    subscription: await currentSubscription(db, user.id),
  });

  return {
    /** The session lookup has just read the user's row: only the subscription is left to read. */
    async get(user: SessionUser) {
      return { user: await toMe(user) };
    },

    async update(userId: string, changes: UpdateMeBody) {
      const [user] = await db
        .update(users)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.image !== undefined ? { image: changes.image === '' ? null : changes.image } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      return { user: await toMe(orNotFound(user, 'User')) };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
