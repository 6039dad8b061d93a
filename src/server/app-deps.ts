/**
 * What buildApp() hands every feature: configuration, the database and the shared services.
 * Its own module so features can take it without importing app.ts, which imports them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { SecurityLog } from './core/security-log.ts';
import type { AccessLevel } from './core/session.ts';
import type { Database } from './db/client.ts';
import type { Auth } from './features/auth/better-auth.ts';
import type { ReportUsage } from './features/entitlements/usage-events.ts';
import type { DeliveryObserver } from './features/webhooks/deliver.ts';
import type { CacheBus } from './http/cache-bus.ts';
import type { PageContent } from './http/web.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TemplateStore } from './mail/template-store.ts';
import type { ErrorReporter } from './observability/error-reports.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** The one durable job runner: define a queue while registering, add jobs to it (src/server/jobs). */
  jobs: JobRunner;
  templates: TemplateStore;
  securityLog: SecurityLog;
  redis: Redis | undefined;
  /** Drops a named cache on every instance (Redis pub/sub; local without Redis). */
  cacheBus: CacheBus;
  /** Server-rendered pages: the web app's shell with a page's meta tags and content. */
  renderPage: (content: PageContent) => Promise<string>;
  /** The web app's shell as it is, for the pages the browser renders. */
  sendShell: (reply: FastifyReply, status?: number) => Promise<unknown>;
  /** What answers a GET no route has (the public pages' not-found page: features/public-pages). */
  setPageFallback: (fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => void;
  /** Every /api route with its declared access, as registered (the authorization matrix reads it). */
  apiRoutes: readonly ApiRoute[];
  /** Prefix of every key written to Redis (BuildAppOptions.redisKeyPrefix). */
  redisKeyPrefix: string;
  /** Counts API-key requests on their customer's `api_requests` meter, written in batches. */
  apiRequestMeter: ApiRequestMeterHandle;
  /** Error reports to the SENTRY_DSN service; undefined when it is unset. */
  errorReporter: ErrorReporter | undefined;
  /**
   * What the metrics count (features/metrics), for the features that report to them; undefined
   * while METRICS_TOKEN is unset. The job runner and the mailer get theirs in app.ts.
   */
  observers?: { webhooks: DeliveryObserver } | undefined;
}

/**
 * The API-request meter (features/entitlements/api-request-meter.ts) as the wiring and tests use
 * it; only app.ts holds the whole of it (the guard's check counts on it). Narrow so this module
 * imports no feature's entry, which imports it back.
 */
export interface ApiRequestMeterHandle {
  flush(): Promise<void>;
  reportTo(report: ReportUsage): void;
  close(): Promise<void>;
}

export interface ApiRoute {
  method: string;
  url: string;
  auth: AccessLevel;
  /** Declared `config.accountSecurity`: refused to an impersonation session. */
  accountSecurity: boolean;
}
