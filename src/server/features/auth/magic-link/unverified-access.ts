/**
 * A magic link to an unverified account proves the mailbox for the first time, and the auth
 * library then removes what the account accrued before that proof (its password and linked
 * providers, and ends its sessions): whoever registered the address first may not own it. We keep
 * that defence, and make it visible: what is about to go is read before the link is verified, and
 * once the library has done it, the removal is logged and the owner told by e-mail.
 */
import { count, eq } from 'drizzle-orm';
import type { RequestMeta } from '../../../core/security-log.ts';
import { accounts, sessions, users } from '../../../db/schema.ts';
import { type AccountDeps, findUserByEmail } from '../deps.ts';

export interface UnprovenAccess {
  user: { id: string; email: string; name: string };
  /** The account rows the library deletes: `credential` is the password, the others providers. */
  providers: string[];
  sessions: number;
}

/** What the link would remove, or null when the account is verified (or unknown). */
export async function unprovenAccessOf({ db }: AccountDeps, email: string): Promise<UnprovenAccess | null> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerified) return null;
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, user.id));
  const [sessionCount] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
  return {
    user: { id: user.id, email: user.email, name: user.name },
    providers: rows.map((row) => row.providerId),
    sessions: sessionCount?.n ?? 0,
  };
}

/**
 * After the link was followed: if the library verified the address (so it removed the access
 * read before), logs `unverified_access_revoked` and e-mails the owner. Also after a refused
 * sign-in (a banned account): the removal happens before the library creates the session.
 */
export async function reportRevokedAccess(
  deps: AccountDeps,
  access: UnprovenAccess | null,
  meta: RequestMeta,
) {
  if (!access || (access.providers.length === 0 && access.sessions === 0)) return;
  const [now] = await deps.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, access.user.id));
  if (!now?.emailVerified) return;
  const passwordRemoved = access.providers.includes('credential');
  const providersRemoved = access.providers.filter((provider) => provider !== 'credential');
  await deps.securityLog.write({
    eventType: 'unverified_access_revoked',
    description: `A sign-in link confirmed ${access.user.email} for the first time: ${[
      passwordRemoved ? 'its password' : null,
      providersRemoved.length > 0 ? `its linked providers (${providersRemoved.join(', ')})` : null,
      access.sessions > 0 ? `its ${access.sessions} earlier session(s)` : null,
    ]
      .filter(Boolean)
      .join(', ')} removed`,
    userId: access.user.id,
    metadata: { passwordRemoved, providersRemoved, sessionsEnded: access.sessions },
    meta,
  });
  await deps.afterUnverifiedAccessRevoked?.(access.user);
}
