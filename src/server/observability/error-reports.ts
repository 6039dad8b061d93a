/**
 * Error reports to Sentry, or any service that speaks its protocol (GlitchTip, Bugsink, a
 * self-hosted Sentry), when SENTRY_DSN is set: the server's unexpected errors (a 5xx a route did
 * not mean, an unhandled rejection) and the web app's (POST /api/client-errors). Each report has
 * the request id, the route template, the release and the environment, and nothing personal:
 * no user, body, headers, cookies or query string, and its texts pass through core/scrub.ts.
 *
 * Built on `@sentry/core`'s server runtime client (the building block of Sentry's own runtime
 * SDKs) rather than `@sentry/node`, which would set up its own OpenTelemetry tracing and patch
 * modules: here reports are explicit, and the SDK is loaded only when the DSN is set.
 */
import type { ErrorEvent } from '@sentry/core';
import type { FastifyBaseLogger } from 'fastify';
import { scrub, scrubPath } from '../core/scrub.ts';

export interface ErrorContext {
  /** Where the error happened: the server's request handling, the web app, the process. */
  source: 'server' | 'web' | 'process';
  requestId?: string;
  method?: string;
  /** The route template (`/api/admin/users/:id`), or for the web app the page's path. */
  route?: string;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Sends what is queued, waiting at most `timeoutMs` (on shutdown). */
  flush(timeoutMs?: number): Promise<void>;
}

export interface ErrorReportOptions {
  dsn: string;
  release: string;
  environment: string;
  log: FastifyBaseLogger;
}

function scrubEvent(event: ErrorEvent): ErrorEvent {
  // Whatever an integration or a future option might add that could carry personal data.
  delete event.user;
  delete event.request;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.server_name;
  if (event.message) event.message = scrub(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrub(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  if (event.transaction) event.transaction = scrubPath(event.transaction);
  return event;
}

export async function createErrorReporter(options: ErrorReportOptions): Promise<ErrorReporter> {
  const { createStackParser, createTransport, Scope } = await import('@sentry/core');
  const { ServerRuntimeClient, nodeStackLineParser } = await import('@sentry/core/server');
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    sendDefaultPii: false,
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    beforeSend: scrubEvent,
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: request.body as BodyInit,
          headers: { 'content-type': 'application/x-sentry-envelope' },
          signal: AbortSignal.timeout(10_000),
        });
        return {
          statusCode: response.status,
          headers: {
            'retry-after': response.headers.get('retry-after'),
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          },
        };
      }),
  });
  client.init();
  options.log.info('error reports go to the SENTRY_DSN service');

  return {
    report(error, context) {
      const scope = new Scope();
      scope.setTag('source', context.source);
      if (context.requestId) scope.setTag('request_id', context.requestId);
      if (context.method) scope.setTag('http.method', context.method);
      if (context.route) {
        const route = scrubPath(context.route);
        scope.setTag('route', route);
        scope.setTransactionName(context.method ? `${context.method} ${route}` : route);
      }
      client.captureException(error, { mechanism: { type: context.source, handled: false } }, scope);
    },
    async flush(timeoutMs = 2_000) {
      await client.flush(timeoutMs);
    },
  };
}
