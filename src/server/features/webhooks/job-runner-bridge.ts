/**
 * TEMPORARY, until main wires the one job runner into AppDeps (`deps.jobs`, created in app.ts,
 * started once every feature is registered, closed on close): this makes one for the app when
 * deps has none, the same way, and puts it on deps so tests reach it as `t.deps.jobs`. Delete this
 * file and pass `deps.jobs` in features/index.ts once the wiring is merged.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { createJobRunner, type JobRunner } from '../../jobs/runner.ts';

export function jobRunnerOf(app: FastifyInstance, deps: AppDeps): JobRunner {
  const holder = deps as AppDeps & { jobs?: JobRunner };
  if (holder.jobs) return holder.jobs;
  const jobs = createJobRunner({
    db: deps.database.db,
    log: app.log,
    pollMs: 1000,
    concurrency: 8,
    leaseMs: 60_000,
  });
  holder.jobs = jobs;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.close());
  return jobs;
}
