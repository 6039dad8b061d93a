/**
 * The one way an admin changes something: the change and its security-log entry commit in the
 * same transaction, so there is never a change without its record (nor a record without it).
 */
import { bumpContentVersion } from '../content/content-version.ts';
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
      // Every admin action moves the content version (content/content-version.ts), whether or not
      // it touched a public page: admin actions are rare, a needless bump costs each instance one
      // re-render per cached page, and no list of "actions that matter" can fall out of date.
      // Last, so the version row stays locked only for the commit.
      await bumpContentVersion(tx);
      return result;
    });
}
