/**
 * Rules of impersonation sessions, on every /api request (registered once on the root app):
 * - the one-hour limit holds even if the session was refreshed (the auth library extends sessions
 *   on use; an impersonation session's expiry is put back, and it ends an hour after it began);
 * - such a session reaches no admin route (an admin never impersonates from it either);
 * - every request is written to the security log with the admin's id, after the answer is sent
 *   (impersonation is rare and short, so one row per request is cheap and stays auditable).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { isApiRequest } from '../../http/error-handler.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { IMPERSONATION_TTL_MS } from './impersonation.ts';

/** The one admin-area route an impersonation session may call: its own end. */
export const STOP_IMPERSONATION_URL = '/api/admin/impersonation/stop';

export function registerImpersonationHooks(
  app: FastifyInstance,
  deps: { db: Db; securityLog: SecurityLog },
): void {
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session?.impersonatedBy) return;
    const [row] = await deps.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    const end = row ? row.createdAt.getTime() + IMPERSONATION_TTL_MS : 0;
    if (Date.now() >= end) {
      await deps.db.delete(sessions).where(eq(sessions.id, session.id));
      request.session = null;
    } else if (row && row.expiresAt.getTime() > end) {
      // The library extended it on use (a bearer client has no "don't remember me" cookie): back to the hour.
      await deps.db
        .update(sessions)
        .set({ expiresAt: new Date(end) })
        .where(eq(sessions.id, session.id));
    }
  });

  app.addHook('preValidation', async (request) => {
    if (!request.session?.impersonatedBy) return;
    if (request.routeOptions.config?.auth === 'admin' && request.routeOptions.url !== STOP_IMPERSONATION_URL)
      throw new AppError('FORBIDDEN', 'Forbidden');
  });

  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session?.impersonatedBy || !isApiRequest(request)) return;
    await deps.securityLog
      .write({
        eventType: 'admin_access',
        description: `Request as ${session.user.email} by an impersonating admin: ${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}`,
        userId: session.user.id,
        actorId: session.impersonatedBy,
        metadata: {
          impersonation: true,
          method: request.method,
          route: request.routeOptions.url,
          status: reply.statusCode,
        },
        meta: requestMeta(request),
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'could not log an impersonated request'));
  });
}
