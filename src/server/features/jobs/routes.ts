/**
 * The job runner's admin routes: GET /api/admin/jobs/queues, GET /api/admin/jobs and
 * POST /api/admin/jobs/{id}/retry (declared in src/shared/contracts/jobs.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobAdminEndpoints as admin } from '../../../shared/contracts/jobs.ts';
import { serve } from '../../http/route-kit.ts';
import { type JobAdminDeps, listJobs, queueSummaries, retryJob } from './service.ts';

export const jobAdminRoutes: FastifyPluginAsyncZod<{ deps: JobAdminDeps }> = async (app, { deps }) => {
  serve(app, admin.queues, async () => ({ queues: await queueSummaries(deps.db) }));
  serve(app, admin.list, (call) => listJobs(deps.db, call.query));
  serve(app, admin.retry, (call) => retryJob(deps, call.actor, call.meta, call.params.id));
};
