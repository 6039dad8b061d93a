/**
 * The account-security rule: a route that changes how an account signs in or who holds it
 * (passkeys, linked providers, two-factor, sessions, password, e-mail, deletion, API keys)
 * declares `config.accountSecurity: true`, and an impersonation session is refused it. An admin
 * acting as a user may read as the user and act in the product, but must not leave behind a way
 * back into the account, nor lock its owner out. The auth guard applies the rule to every route
 * that declares it, whatever its access level (the OAuth start is public, yet links a provider
 * when a session calls it), so a new route is covered by its declaration, never by its handler.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { SecurityLog } from '../core/security-log.ts';
import { requestMeta } from './request-meta.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Changes the account's ways in or its holder: refused to an impersonation session (403, logged). */
    accountSecurity?: boolean;
  }
}

export const IMPERSONATION_REFUSED = 'Not allowed while impersonating: only the account owner can do this';

/** Throws 403, after logging the refusal with the admin as actor, when the rule applies. */
export async function enforceAccountSecurityRule(request: FastifyRequest, securityLog: SecurityLog) {
  const session = request.session;
  if (!request.routeOptions.config?.accountSecurity || !session?.impersonatedBy) return;
  const route = request.routeOptions.url;
  await securityLog
    .write({
      eventType: 'permission_denied',
      description: `An admin impersonating ${session.user.email} was refused ${request.method} ${route}: account security is the owner's`,
      userId: session.user.id,
      actorId: session.impersonatedBy,
      success: false,
      metadata: { method: request.method, route, impersonation: true, reason: 'account_security' },
      meta: requestMeta(request),
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'could not write security event'));
  throw new AppError('FORBIDDEN', IMPERSONATION_REFUSED, { apiCode: 'impersonation_forbidden' });
}
