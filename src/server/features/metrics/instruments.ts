/**
 * The metrics of one app instance, on a registry of its own: tests build many apps in one
 * process, and prom-client's global registry would refuse a second metric of the same name.
 * The counters move through the observers handed to the job runner, the mailer and the webhook
 * deliveries (none of them imports this); the gauges are set at each scrape (scrape.ts).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobObserver } from '../../jobs/runner.ts';
import type { MailObserver } from '../../mail/mailer.ts';
import type { DeliveryObserver } from '../webhooks/index.ts';

/** The route label of a request no route matched: a scan of made-up paths adds one series, not one per path. */
const UNMATCHED_ROUTE = 'unmatched';

export interface Instruments {
  registry: Registry;
  /** One answered request: its route template (never the raw URL), status and duration. */
  requestAnswered(method: string, route: string | undefined, status: number, seconds: number): void;
  observers: { jobs: JobObserver; mail: MailObserver; webhooks: DeliveryObserver };
  gauges: {
    jobsPending: Gauge<'queue'>;
    jobsScheduled: Gauge<'queue'>;
    jobsRunning: Gauge<'queue'>;
    databaseUp: Gauge;
    /** Only with PostgreSQL: the embedded database has no pool (docs/architecture.md, "Operations"). */
    pool: { total: Gauge; idle: Gauge; waiting: Gauge; max: Gauge } | undefined;
  };
}

export function createInstruments(options: { pool: boolean }): Instruments {
  const registry = new Registry();
  // Node.js and process metrics (CPU, memory, heap, event-loop lag, GC, handles), read at scrape.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const jobsSucceeded = new Counter({
    name: 'jobs_succeeded_total',
    help: 'Job runs that succeeded, by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobsRetried = new Counter({
    name: 'jobs_retried_total',
    help: 'Job runs that failed with attempts left (run again after the backoff), by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: 'jobs_failed_total',
    help: 'Jobs that failed for good (no attempts left; listed on the admin jobs page), by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobCounters = { succeeded: jobsSucceeded, retry: jobsRetried, failed: jobsFailed };

  const emails = new Counter({
    name: 'emails_sent_total',
    help: 'E-mail delivery attempts: sent, retry (failed, tried again later) or failed (no attempts left)',
    labelNames: ['result'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts: delivered, retry, failed (no attempts left) or disabled (endpoint off, not sent)',
    labelNames: ['result'] as const,
    registers,
  });
  // Every result from the start, at 0: rate() and increase() need the series before the first event.
  for (const result of ['sent', 'retry', 'failed']) emails.inc({ result }, 0);
  for (const result of ['delivered', 'retry', 'failed', 'disabled']) webhooks.inc({ result }, 0);

  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  return {
    registry,
    requestAnswered(method, route, status, seconds) {
      const template = route ?? UNMATCHED_ROUTE;
      requests.inc({ method, route: template, status: String(status) });
      duration.observe({ method, route: template }, seconds);
    },
    observers: {
      jobs: { jobFinished: (queue, outcome) => jobCounters[outcome].inc({ queue }) },
      mail: { deliveryAttempted: (result) => emails.inc({ result }) },
      webhooks: { deliveryAttempted: (result) => webhooks.inc({ result }) },
    },
    gauges: {
      jobsPending: new Gauge({
        name: 'jobs_pending',
        help: 'Jobs due and waiting for a worker (the backlog), by queue; the same figure on every instance',
        labelNames: ['queue'] as const,
        registers,
      }),
      jobsScheduled: new Gauge({
        name: 'jobs_scheduled',
        help: 'Jobs waiting for their time (a retry after its backoff, a scheduled post), by queue',
        labelNames: ['queue'] as const,
        registers,
      }),
      jobsRunning: new Gauge({
        name: 'jobs_running',
        help: 'Jobs held by a worker of any instance, by queue',
        labelNames: ['queue'] as const,
        registers,
      }),
      databaseUp: gauge('database_up', 'Whether the database answered the last scrape (1) or not (0)'),
      pool: options.pool
        ? {
            total: gauge('db_pool_connections', 'Open PostgreSQL connections of the pool, idle or in use'),
            idle: gauge('db_pool_idle_connections', 'Idle PostgreSQL connections of the pool'),
            waiting: gauge('db_pool_waiting_queries', 'Queries waiting for a free connection of the pool'),
            max: gauge('db_pool_max_connections', 'The most connections the pool opens'),
          }
        : undefined,
    },
  };
}
