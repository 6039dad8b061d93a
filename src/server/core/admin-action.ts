/**
 * The one way an admin changes something: the change and its security-log entry commit in the
 * same transaction, so there is never a change without its record (nor a record without it).
 */
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
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
    inTransaction(db, async (tx) => {
      const { result, event } = await perform(tx);
      await securityLog.write({ ...event, actorId: context.actor.id, meta: context.meta }, tx);
      return result;
    });
}
