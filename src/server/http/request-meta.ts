/**
 * What the HTTP layer hands the core about a request: who/where it came from (`RequestMeta`, for
 * the security log) and the signed-in admin of an admin route (`AdminActor`, for admin actions).
 */
import type { FastifyRequest } from 'fastify';
import type { AdminActor } from '../core/admin-action.ts';
import { unauthorized } from '../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../core/security-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one writer, reachable from HTTP helpers that run outside a feature (CSV exports). */
    securityLog: SecurityLog;
  }
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ipAddress: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  requestPath: request.url.split('?')[0]?.slice(0, 512) ?? null,
});

/** The signed-in admin of a request on an `auth: 'admin'` route (the guard has checked it). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.session) throw unauthorized();
  return { id: request.session.user.id, email: request.session.user.email };
}
