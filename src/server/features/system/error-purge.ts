/**
 * The error record stays small: rows older than 30 days go, and only the newest 1,000 stay. An
 * hourly job of the runner does it (one run an hour across every instance).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverErrors } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/runner.ts';

export const KEEP_ERRORS = 1_000;
export const KEEP_ERRORS_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

/** Deletes what is past either cap; returns how many rows went. */
export async function purgeServerErrors(db: Db): Promise<number> {
  const old = await db
    .delete(serverErrors)
    .where(lt(serverErrors.occurredAt, sql`now() - make_interval(days => ${KEEP_ERRORS_DAYS})`))
    .returning({ id: serverErrors.id });
  // The id of the oldest row to keep: everything below it goes (none when there are fewer).
  const beyond = await db
    .delete(serverErrors)
    .where(
      lt(
        serverErrors.id,
        sql`(select ${serverErrors.id} from ${serverErrors} order by ${serverErrors.id} desc offset ${KEEP_ERRORS - 1} limit 1)`,
      ),
    )
    .returning({ id: serverErrors.id });
  return old.length + beyond.length;
}

/** Defines the hourly purge on the job runner. */
export function scheduleServerErrorPurge(db: Db, jobs: JobRunner): void {
  const purge = jobs.define<Record<string, never>>({
    name: 'system.purge-errors',
    maxAttempts: 1,
    retryDelayMs: () => 0,
    run: async () => {
      await purgeServerErrors(db);
    },
  });
  jobs.every(purge, HOUR_MS);
}
