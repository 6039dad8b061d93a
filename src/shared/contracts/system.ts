/**
 * The admin's system page (issue #34): the release and uptime, whether each dependency answers,
 * the job queues, the webhook endpoints that keep failing, and the last server errors.
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { redisState } from './health.ts';
import { jobQueue } from './jobs.ts';

/** `degraded`: it answers, but some of its recent work failed (e-mails that could not be delivered). */
export const DEPENDENCY_STATUSES = ['ok', 'degraded', 'down', 'off'] as const;
export type DependencyStatus = (typeof DEPENDENCY_STATUSES)[number];

const database = z.object({
  status: z.enum(['ok', 'down']),
  kind: z.enum(['pglite', 'postgres']),
  /** How long a trivial query took; null when it did not answer in time. */
  latencyMs: z.number().nullable(),
});
const redis = z.object({ status: redisState });
const mail = z.object({
  transport: z.enum(['smtp', 'outbox']),
  /** Read from the e-mail record: `degraded` when deliveries failed for good in the last 24 hours. */
  status: z.enum(['ok', 'degraded']),
  failedLast24h: z.number().int(),
});
const storage = z.object({ driver: z.enum(['local', 's3']), status: z.enum(['ok', 'down']) });
const payments = z.object({ provider: z.enum(['local', 'stripe']), status: z.enum(['ok', 'down']) });

export const systemQueue = jobQueue.extend({
  /** Waiting to run again after a failed attempt (part of `queued`). */
  retrying: z.number().int(),
});

export const failingWebhookEndpoint = z.object({
  id: z.string(),
  /** Without its query string, which may carry the receiver's own secret. */
  url: z.string(),
  owner: z.object({ kind: z.enum(['user', 'organization']), id: z.string(), name: z.string().nullable() }),
  consecutiveFailures: z.number().int(),
  failingSince: z.string().nullable(),
  /** Switched off by the failure rule (features/webhooks/disabling.ts). */
  disabled: z.boolean(),
  disabledReason: z.string().nullable(),
});

export const serverError = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  requestId: z.string(),
  method: z.string(),
  /** The route's template (`/api/blog/:slug`), never the URL; null when no route matched. */
  route: z.string().nullable(),
  status: z.number().int(),
  errorName: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  stackHash: z.string(),
  release: z.string(),
});

export const systemOverview = z.object({
  version: z.string(),
  node: z.string(),
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  dependencies: z.object({ database, redis, mail, storage, payments }),
  queues: z.array(systemQueue),
  failingWebhookEndpoints: z.array(failingWebhookEndpoint),
  lastErrors: z.array(serverError),
});

export type SystemOverview = z.output<typeof systemOverview>;
export type SystemQueue = z.output<typeof systemQueue>;
export type FailingWebhookEndpoint = z.output<typeof failingWebhookEndpoint>;
export type ServerErrorView = z.output<typeof serverError>;

export const systemAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: system'] },
  {
    overview: {
      method: 'GET',
      path: '/api/admin/system',
      summary:
        'The release and uptime, each dependency’s status (checks time out after 2 s), the job queues, failing webhook endpoints and the 20 newest server errors',
      response: systemOverview,
    },
  },
);
