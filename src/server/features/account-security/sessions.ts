/**
 * The signed-in user's sessions: listed from the session table, revoked through the auth library
 * (so whatever it caches about a session goes with it). A revoked session is refused on its next
 * request, on every instance: the session lookup reads the table.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { SessionView } from '../../../shared/contracts/account-security.ts';
import { notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { sessions } from '../../db/schema.ts';
import type { AccountSecurityDeps } from './deps.ts';

type Deps = Pick<AccountSecurityDeps, 'db' | 'auth' | 'securityLog'>;

export async function listSessions(
  { db }: Deps,
  current: RequestSession,
): Promise<{ sessions: SessionView[] }> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, current.user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      current: row.id === current.id,
      createdAt: row.createdAt.toISOString(),
      // The session is refreshed (updatedAt) as it is used: the best "last active" there is.
      lastActiveAt: row.updatedAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      impersonatedBy: row.impersonatedBy,
    })),
  };
}

async function deleteSessionToken(deps: Deps, token: string): Promise<void> {
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteSession(token);
}

/** Revokes one of the caller's sessions; another user's (or an unknown id) is 404. */
export async function revokeSession(
  deps: Deps,
  current: RequestSession,
  sessionId: string,
  meta: RequestMeta,
) {
  const [row] = await deps.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, current.user.id)))
    .limit(1);
  if (!row) throw notFound('Session not found');
  await deleteSessionToken(deps, row.token);
  await deps.securityLog.write({
    eventType: 'session_revoked',
    description: `${current.user.email} revoked a session${sessionId === current.id ? ' (this one)' : ''}`,
    userId: current.user.id,
    metadata: { sessionId, count: 1 },
    meta,
  });
  return { success: true as const };
}

/** Revokes every session of the caller but the one making the request. */
export async function revokeOtherSessions(deps: Deps, current: RequestSession, meta: RequestMeta) {
  const revoked = await revokeOthers(deps, current);
  if (revoked > 0) {
    await deps.securityLog.write({
      eventType: 'session_revoked',
      description: `${current.user.email} revoked ${revoked} other session${revoked === 1 ? '' : 's'}`,
      userId: current.user.id,
      metadata: { count: revoked, allOthers: true },
      meta,
    });
  }
  return { revoked };
}

/** The shared step of "revoke others" and the password change; returns how many went. */
export async function revokeOthers(deps: Deps, current: RequestSession): Promise<number> {
  const others = await deps.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.userId, current.user.id), ne(sessions.id, current.id)));
  for (const other of others) await deleteSessionToken(deps, other.token);
  return others.length;
}
