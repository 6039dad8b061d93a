/** What the admin's jobs page reads and does: queue counts, job lists, a failed job's retry. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { JobQueueSummary, JobsQuery, JobView } from '../../../shared/contracts/jobs.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { AdminActionRunner, AdminActor } from '../../core/admin-action.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { countUpTo } from '../../db/count.ts';
import { type Job, jobs } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/runner.ts';

export interface JobAdminDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
  jobs: JobRunner;
}

const toJob = (row: Job): JobView => ({
  id: row.id,
  queue: row.queue,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  payload: row.payload,
  runAt: row.runAt.toISOString(),
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Per queue in one pass over the table (indexed by queue and status). */
export async function queueSummaries(db: Db): Promise<JobQueueSummary[]> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const rows = await db
    .select({
      name: jobs.queue,
      queued: count(sql`${jobs.status} = 'queued'`),
      running: count(sql`${jobs.status} = 'running'`),
      failed: count(sql`${jobs.status} = 'failed'`),
      succeeded: count(
        sql`${jobs.status} = 'succeeded' and ${jobs.finishedAt} > now() - interval '24 hours'`,
      ),
      oldestDueAt: sql<string | null>`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued')`,
    })
    .from(jobs)
    .groupBy(jobs.queue)
    .orderBy(jobs.queue);
  return rows.map((row) => ({
    ...row,
    oldestDueAt: row.oldestDueAt === null ? null : new Date(row.oldestDueAt).toISOString(),
  }));
}

export async function listJobs(db: Db, query: JobsQuery & { page: number; limit: number }) {
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.queue ? eq(jobs.queue, query.queue) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, jobs, where),
  ]);
  return { jobs: rows.map(toJob), pagination: paginationOf(query.page, query.limit, counted.total) };
}

/** Puts a failed job back in its queue, logged as the admin's action; 409 unless it failed. */
export async function retryJob(deps: JobAdminDeps, actor: AdminActor, meta: RequestMeta, id: number) {
  const job = await deps.runAdminAction({ actor, meta }, async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!current) throw notFound('Job not found');
    if (current.status !== 'failed')
      throw new AppError('CONFLICT', `Only a failed job can be retried (this one is ${current.status})`);
    await deps.jobs.retry(id, tx);
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id));
    return {
      result: toJob(row!),
      event: {
        eventType: 'custom_admin_action',
        description: `${actor.email} queued the failed ${current.queue} job #${id} again`,
        metadata: { action: 'job_retry', jobId: id, queue: current.queue, error: current.lastError },
      },
    };
  });
  // Committed: wake this instance's worker (the others find it on their next poll).
  deps.jobs.wake();
  return { job };
}
