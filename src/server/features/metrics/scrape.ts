/**
 * One scrape: the gauges that describe the database are read now (one grouped query on the job
 * table, the pool's own counters), then the registry is written out in Prometheus' text format.
 * Nothing is read between scrapes, so an instance nobody scrapes pays nothing for them.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, poolStatsOf } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { Instruments } from './instruments.ts';

/** Prometheus gives up on a scrape after 10 s by default: a stalled database must not take it all. */
const QUERY_TIMEOUT_MS = 2_000;

export interface Scrape {
  (log: FastifyBaseLogger): Promise<string>;
  contentType: string;
}

export function createScrape(instruments: Instruments, database: Database): Scrape {
  const { gauges, registry } = instruments;
  // Queues seen once stay at 0 when they empty, rather than vanish (an alert on growth needs the series).
  const queues = new Set<string>();

  const jobGauges = [gauges.jobsPending, gauges.jobsScheduled, gauges.jobsRunning];

  async function readJobs(): Promise<void> {
    // Due or not: a job waiting for a worker is a backlog, one waiting for its time is not.
    const due = sql<boolean>`${jobs.runAt} <= now()`;
    const rows = await within(
      database.db
        .select({ queue: jobs.queue, status: jobs.status, due, jobs: count() })
        .from(jobs)
        .where(inArray(jobs.status, ['queued', 'running']))
        .groupBy(jobs.queue, jobs.status, due),
      QUERY_TIMEOUT_MS,
    );
    for (const gauge of jobGauges) gauge.reset();
    for (const row of rows) queues.add(row.queue);
    for (const queue of queues) for (const gauge of jobGauges) gauge.set({ queue }, 0);
    for (const row of rows) {
      const gauge =
        row.status === 'running' ? gauges.jobsRunning : row.due ? gauges.jobsPending : gauges.jobsScheduled;
      gauge.inc({ queue: row.queue }, row.jobs);
    }
  }

  function readPool(): void {
    const stats = poolStatsOf(database);
    if (!stats || !gauges.pool) return;
    gauges.pool.total.set(stats.total);
    gauges.pool.idle.set(stats.idle);
    gauges.pool.waiting.set(stats.waiting);
    gauges.pool.max.set(stats.max);
  }

  const scrape = async (log: FastifyBaseLogger) => {
    readPool();
    try {
      await readJobs();
      gauges.databaseUp.set(1);
    } catch (error) {
      // The other metrics still answer: a scrape that fails would read as the instance being down.
      log.warn({ err: error }, 'metrics: the job table could not be read');
      for (const gauge of jobGauges) gauge.reset();
      gauges.databaseUp.set(0);
    }
    return registry.metrics();
  };
  return Object.assign(scrape, { contentType: registry.contentType });
}

/** Rejects when `work` has not settled within `ms`. */
function within<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
