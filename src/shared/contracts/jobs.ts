/** The job runner's admin contract: its queues, their jobs (failed ones first of interest) and a retry. */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const jobQueue = z.object({
  name: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** Finished well in the last 24 hours. */
  succeeded: z.number().int(),
  /** The oldest job waiting to run (its due time): a queue that falls behind shows here. */
  oldestDueAt: z.string().nullable(),
});

export const job = z.object({
  id: z.number().int(),
  queue: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  payload: z.unknown(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const jobListQuery = z.object({
  ...pageQuery,
  status: z.enum(JOB_STATUSES).optional(),
  queue: z.string().trim().min(1).max(100).optional(),
});
export const jobIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export type JobQueueSummary = z.output<typeof jobQueue>;
export type JobView = z.output<typeof job>;
export type JobStatusName = JobView['status'];
export type JobsQuery = z.input<typeof jobListQuery>;

export const jobAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: jobs'] },
  {
    queues: {
      method: 'GET',
      path: '/api/admin/jobs/queues',
      summary: "The job runner's queues: jobs waiting, running, failed, and done in the last 24 hours",
      response: z.object({ queues: z.array(jobQueue) }),
    },
    list: {
      method: 'GET',
      path: '/api/admin/jobs',
      summary: 'Jobs, newest first, by status and queue (finished ones are kept 7 days)',
      query: jobListQuery,
      response: z.object({ jobs: z.array(job), pagination }),
    },
    retry: {
      method: 'POST',
      path: '/api/admin/jobs/:id/retry',
      summary: 'Run a failed job again with a fresh set of attempts (409 unless it failed)',
      params: jobIdParam,
      response: z.object({ job }),
    },
  },
);
