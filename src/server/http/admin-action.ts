/**
 * The one way an admin changes something: the change and its security-log entry commit in the
 * same transaction, so there is never a change without its record (nor a record without it).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { unauthorized } from './errors.ts';
import type { RequestMeta, SecurityEventInput, SecurityLog } from './security-log.ts';

export interface AdminActor {
  id: string;
  email: string;
}

export type AdminEvent = Omit<SecurityEventInput, 'meta' | 'actorId'>;

export type AdminActionRunner = <T>(
  context: { actor: AdminActor; meta: RequestMeta },
  perform: (tx: Db) => Promise<{ result: T; event: AdminEvent }>,
) => Promise<T>;

export function createAdminActionRunner(db: Db, securityLog: SecurityLog): AdminActionRunner {
  return (context, perform) =>
    db.transaction(async (tx) => {
      const { result, event } = await perform(tx as unknown as Db);
      await securityLog.write(
        { ...event, actorId: context.actor.id, meta: context.meta },
        tx as unknown as Db,
      );
      return result;
    });
}

/** The signed-in admin of a request on an `auth: 'admin'` route (the guard has checked it). */
export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.session) throw unauthorized();
  return { id: request.session.user.id, email: request.session.user.email };
}
