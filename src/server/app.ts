/**
 * Builds the Fastify app: plugins, the HTTP layer (one of each), and every feature's routes.
 * No listen() here: main.ts listens, tests call app.inject().
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { brand } from '../shared/brand.ts';
import type { ApiRoute, AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { createSecurityLog } from './core/security-log.ts';
import type { Database } from './db/client.ts';
import { apiKeyAccessCheck } from './features/api-keys/index.ts';
import { createAuth } from './features/auth/better-auth.ts';
import { resolveAuthSecret } from './features/auth/bootstrap.ts';
import { hashCostFor } from './features/auth/password.ts';
import { adminTwoFactorCheck } from './features/auth/two-factor/admin-requirement.ts';
import { apiKeyEntitlementsColumn, createApiRequestMeter } from './features/entitlements/index.ts';
import { registerFeatures } from './features/index.ts';
import { createMetrics, registerMetrics } from './features/metrics/index.ts';
import { APP_VERSION, createServerErrorRecorder } from './features/system/index.ts';
import { webhookEventsDocument } from './features/webhooks/index.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { createCacheBus } from './http/cache-bus.ts';
import { registerConnectionRefusals, sendClientError } from './http/connection-errors.ts';
import { isApiPath, isApiRequest, registerErrorHandling, sendFrameworkError } from './http/error-handler.ts';
import { registerNullByteGuard } from './http/null-bytes.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createWebApp } from './http/web.ts';
import { createJobRunner } from './jobs/runner.ts';
import { createMailer } from './mail/mailer.ts';
import { createTemplateStore, ensureBuiltInTemplates } from './mail/template-store.ts';
import { createSmtpTransport, type MailTransport, outboxTransport } from './mail/transport.ts';
import { clientErrorRoutes } from './observability/client-errors.ts';
import { createErrorReporter } from './observability/error-reports.ts';

export interface BuildAppOptions {
  /** Replace the mail transport chosen from SMTP_URL (tests point it at a local SMTP server). */
  mailTransport?: MailTransport;
  /**
   * Prefix of every key this app writes to Redis (default `starter-`: `starter-rl:…` for rate
   * limits, `starter-views:…` for article views). Tests isolate their runs with it.
   */
  redisKeyPrefix?: string;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

// The app shell, the API docs page and the admin area all pass this policy.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  // OpenTelemetry is loaded only with OTEL_EXPORTER_OTLP_ENDPOINT set: unset, tracing costs nothing.
  const tracing = config.tracing && (await import('./observability/tracing.ts')).startTracing(config.tracing);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(tracing ? { mixin: tracing.logMixin } : {}),
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // Query strings stay out of the logs: e-mailed links carry reset and verification tokens.
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // Fastify also takes a hop count; its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
    // What is refused before routing answers in the envelope too (connection-errors.ts): the
    // parser's errors, a missing Host and requests during shutdown (503) are answered by us.
    clientErrorHandler: sendClientError,
    http: { requireHostHeader: false },
    return503OnClosing: false,
  });
  // First, so the whole request runs inside its span.
  tracing?.register(app, database);
  registerConnectionRefusals(app);
  // The API speaks JSON (and multipart for uploads); a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A POST without a body (`curl -X POST`, `fetch(url, { method: 'POST' })`) would reach the body
  // schema as null ("expected object, received null"). Read it as an empty object: routes whose
  // fields are all optional accept it, the others name each missing field.
  app.addHook('preValidation', async (request) => {
    if ((request.body === null || request.body === undefined) && request.routeOptions.schema?.body) {
      request.body = {};
    }
  });

  const db = database.db;
  const securityLog = createSecurityLog(db);
  const transport =
    options.mailTransport ??
    (config.mail.smtpUrl ? await createSmtpTransport(config.mail.smtpUrl) : outboxTransport);
  await ensureBuiltInTemplates(db);
  const templates = createTemplateStore(db, { appName: brand.name, baseUrl: config.baseUrl });
  // Only with METRICS_TOKEN: without it nothing is counted and GET /metrics answers 404.
  const metrics = config.metricsToken ? await createMetrics(database, config.metricsToken) : undefined;
  // The one durable job runner (src/server/jobs): features define their queues while they
  // register, and it starts once all of them have.
  const jobs = createJobRunner({ db, log: app.log, ...config.jobs, observer: metrics?.observers.jobs });
  const mailer = createMailer({
    db,
    jobs,
    transport,
    templates,
    from: config.mail.from,
    log: app.log,
    retry: { baseDelayMs: config.mail.retryDelayMs, maxAttempts: config.mail.maxAttempts },
    observer: metrics?.observers.mail,
  });
  const secret = await resolveAuthSecret(db, config.authSecret);
  const auth = createAuth({
    db,
    mailer,
    log: app.log,
    secret,
    baseUrl: config.baseUrl,
    requireEmailVerification: config.requireEmailVerification,
    oauth: config.oauth,
    passwordHashCost: hashCostFor(config.env),
  });
  // ioredis is loaded only when Redis is configured: nothing to load without it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
        // A Redis that hangs must not hang requests: the rate limiter falls back to memory.
        commandTimeout: 500,
      })
    : undefined;
  // ioredis reconnects every two seconds while Redis is down: one line per outage, not per attempt.
  let redisErrorLogged = false;
  redis?.on('ready', () => {
    redisErrorLogged = false;
  });
  redis?.on('error', (error) => {
    if (redisErrorLogged) return;
    redisErrorLogged = true;
    app.log.warn({ err: error }, 'redis error');
  });
  // Without an offline queue, commands sent before the connection is up fail, and the limiter
  // would let those requests through: connect before serving. An unreachable Redis is logged and
  // the service starts anyway (limits are skipped until it comes back).
  await redis
    ?.connect()
    .catch((error: unknown) => app.log.error({ err: error }, 'redis unreachable at start-up'));
  const web = createWebApp({ auth, securityLog, distDir: config.webDistDir });
  // The shell until the public pages' feature puts its renderer in (features/public-pages).
  let pageFallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> = (_request, reply) =>
    web.sendShell(reply);
  const apiRequestMeter = createApiRequestMeter(database.db, app.log, config.billing.apiRequestMeterFlushMs);
  const deps: AppDeps = {
    config,
    database,
    auth,
    mailer,
    jobs,
    templates,
    securityLog,
    redis,
    cacheBus: createCacheBus(redis, app.log),
    renderPage: web.renderPage,
    sendShell: web.sendShell,
    setPageFallback: (fallback) => {
      pageFallback = fallback;
    },
    apiRoutes: [],
    redisKeyPrefix: options.redisKeyPrefix ?? 'starter-',
    apiRequestMeter,
    // Loaded only when SENTRY_DSN is set: otherwise the SDK is never imported.
    errorReporter: config.errorReports
      ? await createErrorReporter({ ...config.errorReports, log: app.log })
      : undefined,
    observers: metrics?.observers,
  };
  app.decorate('securityLog', securityLog);

  const recordServerError = createServerErrorRecorder({ db, log: app.log, release: APP_VERSION });
  registerErrorHandling(app, {
    pageFallback: (request, reply) => pageFallback(request, reply),
    // The system page's record of the last errors (features/system), and the error reports
    // (SENTRY_DSN) when they are on.
    recordServerError: (report) => {
      recordServerError(report);
      deps.errorReporter?.report(report.error, {
        source: 'server',
        requestId: report.requestId,
        method: report.method,
        route: report.route ?? 'unmatched',
      });
    },
  });
  // gzip/brotli for what a browser downloads (the app's bundles, pages, large JSON lists) when it
  // asks for it; a reverse proxy that compresses can take this over (docs/deployment.md).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, {
    baseUrl: config.baseUrl,
    helmet: { contentSecurityPolicy, crossOriginEmbedderPolicy: false },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brand.name} API`,
        version: '0.1.0',
        description:
          'Every success body is `{ data, success: true }`; every error `{ error, success: false }`. Authenticate with the session cookie set by sign-in or `Authorization: Bearer <token>`.',
      },
      // The events a customer's webhook endpoints receive (features/webhooks/openapi.ts).
      webhooks: webhookEventsDocument(),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sk_…',
            description:
              'An API key (`Authorization: Bearer sk_…`), created on the developer page; it reaches only the endpoints whose description names one of its scopes.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs pages are public; the rule that every /api route declares its access covers them here.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, auth: 'public' };
  });
  const apiRoutes: ApiRoute[] = [];
  deps.apiRoutes = apiRoutes;
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const auth = route.config?.auth;
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes are added by Fastify; a '/' route also registers without its slash.
      if (method === 'HEAD' || (route.url.length > 1 && route.url.endsWith('/'))) continue;
      if (auth)
        apiRoutes.push({
          method,
          url: route.url,
          auth,
          accountSecurity: route.config?.accountSecurity === true,
        });
    }
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerNullByteGuard(app);
  registerAuthGuard(app, {
    auth,
    securityLog,
    origin: config.origin,
    db,
    adminCheck: adminTwoFactorCheck(db, config.requireAdmin2fa),
    apiKeyColumn: apiKeyEntitlementsColumn(),
    apiKeyCheck: apiKeyAccessCheck(db, apiRequestMeter),
  });
  await registerRateLimits(app, { limits: config.rateLimit, redis, namespace: `${deps.redisKeyPrefix}rl:` });

  await registerFeatures(app, deps);
  // The web app's unhandled errors: logged, and reported with SENTRY_DSN.
  await app.register(clientErrorRoutes, { reporter: deps.errorReporter });
  await registerMetrics(app, metrics);
  await web.register(app);
  jobs.start();

  // API responses are per-user and never cached by browsers or proxies.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.addHook('onClose', async () => {
    // Before the database closes: the requests counted since the last batch are billable.
    await deps.apiRequestMeter.close();
    // Finishes the jobs in hand (a delivery cut short runs again once its lease ends).
    await jobs.close();
    transport.close();
    await deps.cacheBus.close();
    await deps.errorReporter?.flush();
    redis?.disconnect();
  });

  return { app, deps };
}
