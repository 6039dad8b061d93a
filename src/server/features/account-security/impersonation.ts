/**
 * Admin impersonation through the auth library's admin plugin: a one-hour session as the user,
 * marked `impersonatedBy`. With a cookie the admin's own session is kept aside by the library and
 * restored on stop; a bearer client still holds its own token, so stop only ends the impersonation.
 */
import { eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { sessions, users } from '../../db/schema.ts';
import { apiErrorCode } from '../auth/index.ts';
import type { AccountSecurityDeps } from './deps.ts';

/** The one-hour limit (the library's default, and enforced again on every request: hooks.ts). */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

type Deps = Pick<AccountSecurityDeps, 'db' | 'auth' | 'securityLog'>;

export async function startImpersonation(
  deps: Deps,
  actor: AdminActor,
  userId: string,
  headers: Headers,
  meta: RequestMeta,
) {
  const [target] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound('User not found');
  if (target.role === 'admin')
    throw new AppError('FORBIDDEN', 'Admins cannot be impersonated', { apiCode: 'impersonation_forbidden' });
  if (target.banned)
    throw new AppError('CONFLICT', 'A banned user cannot be impersonated', {
      apiCode: 'impersonation_forbidden',
    });
  let started: Awaited<ReturnType<typeof impersonate>>;
  try {
    started = await impersonate(deps, userId, headers);
  } catch (error) {
    if (apiErrorCode(error) === 'YOU_CANNOT_IMPERSONATE_ADMINS')
      throw new AppError('FORBIDDEN', 'Admins cannot be impersonated', {
        apiCode: 'impersonation_forbidden',
      });
    throw error;
  }
  const token = started.headers.get('set-auth-token');
  if (!token) throw new Error('better-auth returned no impersonation token');
  await deps.securityLog.write({
    eventType: 'impersonation_started',
    description: `${actor.email} started impersonating ${target.email}`,
    userId: target.id,
    actorId: actor.id,
    metadata: { sessionId: started.response.session.id },
    meta,
  });
  return {
    cookies: started.headers,
    body: {
      session: {
        token,
        user: { id: target.id, email: target.email, name: target.name, role: 'user' as const },
      },
    },
  };
}

const impersonate = (deps: Deps, userId: string, headers: Headers) =>
  deps.auth.api.impersonateUser({ headers, body: { userId }, returnHeaders: true });

/** Ends the caller's impersonation session; with the cookie kept aside, the admin's session is back. */
export async function stopImpersonation(
  deps: Deps,
  session: RequestSession,
  headers: Headers,
  meta: RequestMeta,
) {
  const adminId = session.impersonatedBy;
  if (!adminId) throw new AppError('BAD_REQUEST', 'You are not impersonating anyone');
  let cookies: Headers | null = null;
  try {
    cookies = (await deps.auth.api.stopImpersonating({ headers, returnHeaders: true })).headers;
  } catch {
    // No admin session kept aside (a bearer client): ending the impersonation is all there is to do.
    await deps.db.delete(sessions).where(eq(sessions.id, session.id));
  }
  const [admin] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, adminId));
  await deps.securityLog.write({
    eventType: 'impersonation_stopped',
    description: `${admin?.email ?? 'An admin'} stopped impersonating ${session.user.email}`,
    userId: session.user.id,
    actorId: adminId,
    metadata: { sessionId: session.id },
    meta,
  });
  return { cookies, body: { success: true as const } };
}

/** Who is acting as the caller and until when (null for an ordinary session). */
export async function currentImpersonation(deps: Pick<Deps, 'db'>, session: RequestSession) {
  if (!session.impersonatedBy) return { impersonation: null };
  const [admin] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, session.impersonatedBy));
  const [row] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, session.id));
  if (!admin || !row) return { impersonation: null };
  return {
    impersonation: { admin, endsAt: new Date(row.createdAt.getTime() + IMPERSONATION_TTL_MS).toISOString() },
  };
}
