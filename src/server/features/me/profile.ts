/** The signed-in user's own profile: reading it (with the current subscription) and changing it. */
import { eq } from 'drizzle-orm';
import type { UpdateMeBody } from '../../../shared/auth-contracts.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { SessionUser } from '../../http/auth-guard.ts';
import { orNotFound } from '../../http/errors.ts';
import { currentSubscription } from '../billing/current-subscription.ts';

export interface MeDeps {
  db: Db;
}

type UserRow = Omit<SessionUser, 'role' | 'locale'> & { role: string | null; locale: string | null };

async function toMe({ db }: MeDeps, user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    locale: isLocale(user.locale) ? user.locale : null,
    subscription: await currentSubscription(db, user.id),
  };
}

/** The session lookup has just read the user's row: only the subscription is left to read. */
export async function getMe(deps: MeDeps, user: SessionUser) {
  return { user: await toMe(deps, user) };
}

export async function updateMe(deps: MeDeps, userId: string, changes: UpdateMeBody) {
  const [user] = await deps.db
    .update(users)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.image !== undefined ? { image: changes.image === '' ? null : changes.image } : {}),
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return { user: await toMe(deps, orNotFound(user, 'User')) };
}
