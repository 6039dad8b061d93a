/**
 * The one error handler and the /api 404. Every error leaves as `{ error, success: false, code }`
 * (`code`: the refusal's machine code, src/shared/api-error-codes.ts):
 * client errors keep their message, server errors say only "Internal Server Error" (the details
 * go to the log with the request id, never to the client). A database that cannot be reached
 * answers 503 "Service Unavailable", whatever the route. A unique violation no service translated
 * (a race two requests lost, a constraint added later) is a 409 "Conflict", never a 500.
 * Every server error it logs is also handed to `recordServerError` (the system page's record of
 * the last errors), except a database that cannot be reached: that is a dependency's outage, and
 * the record could not be written there anyway.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorCode, AppError, defaultApiCode, type ErrorDetail } from '../core/errors.ts';
import type { RecordServerError } from '../core/server-error-report.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { errorEnvelope } from './envelope.ts';

// Fastify's own client-error codes and those of Node's HTTP parser (connection-errors.ts),
// translated to the statuses of docs/decisions.md.
const frameworkCodeStatus: Record<string, { status: number; message: string; code?: ApiErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body', code: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Body cannot be empty when content-type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Invalid content type' },
  FST_ERR_CTP_INVALID_CHARSET: { status: 415, message: 'Unsupported charset' },
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'URI Too Long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'Bad Request' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request header fields too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Chunk extensions too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timeout' },
};

/** The status, message and machine code of a framework or parser error code; anything unknown is a 400. */
export function frameworkRefusal(frameworkCode: string | undefined) {
  const { status, message, code } = (frameworkCode ? frameworkCodeStatus[frameworkCode] : undefined) ?? {
    status: 400,
    message: 'Bad Request',
  };
  return { status, message, code: code ?? defaultApiCode(status) };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a malformed URL, a
 * path parameter over 200 characters) never reaches the error handler; it answers from the same
 * table, in the envelope.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, message, code } = frameworkRefusal(error.code);
  void reply.code(status).send(errorEnvelope(message, code));
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether a request is an API call, judged by the route it matched (the router decodes the path,
 * so `/%61pi/...` reaches /api routes and must be treated as one), else by its URL.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  isApiPath(request.routeOptions.url ?? request.url);

export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** Told of every server error answered (logged as one), after the log line. */
    recordServerError?: RecordServerError;
  } = {},
): void {
  const report = (error: unknown, request: FastifyRequest, status: number) => {
    if (!options.recordServerError) return;
    // A reporter that throws must not turn the answer into another error.
    try {
      options.recordServerError({
        error,
        status,
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url,
      });
    } catch (reportError) {
      request.log.warn({ err: reportError }, 'recordServerError failed');
    }
  };
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    // The database is down or unreachable: a dependency failed, not our code (docs/decisions.md: 503).
    if ((!(error instanceof AppError) || error.status === 500) && isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send(errorEnvelope('Service Unavailable', 'service_unavailable'));
    }
    if (!(error instanceof AppError) && isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'unique violation not translated by its service');
      return reply.code(409).send(errorEnvelope('Conflict: this value is already taken', 'conflict'));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status >= 500 && !error.loadShedding) {
        request.log.error({ err: error }, 'request failed');
        report(error, request, error.status);
      }
      return reply.code(error.status).send(
        errorEnvelope(error.message, error.apiCode, {
          details: error.details,
          params: error.params,
          plan: error.plan,
        }),
      );
    }

    if (error.validation) {
      const details = validationDetails(error);
      const first = details[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Bad Request';
      return reply
        .code(400)
        .send(errorEnvelope(message, 'validation_failed', details.length > 0 ? { details } : {}));
    }

    if (error.code && frameworkCodeStatus[error.code]) {
      const known = frameworkRefusal(error.code);
      return reply.code(known.status).send(errorEnvelope(known.message, known.code));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope(error.message || 'Bad Request', defaultApiCode(status)));
    }

    request.log.error({ err: error }, 'request failed');
    const message = status === 503 ? 'Service Unavailable' : 'Internal Server Error';
    const sent = status >= 500 && status < 600 ? status : 500;
    report(error, request, sent);
    return reply.code(sent).send(errorEnvelope(message, defaultApiCode(sent)));
  });

  app.setNotFoundHandler((request, reply) => {
    // Under /api/admin only admins learn which routes exist.
    if (request.url.startsWith('/api/admin') && request.session?.user.role !== 'admin') {
      return reply.code(403).send(errorEnvelope('Forbidden', 'forbidden'));
    }
    if (isApiPath(request.url)) return reply.code(404).send(errorEnvelope('Not Found', 'not_found'));
    if (options.pageFallback && (request.method === 'GET' || request.method === 'HEAD'))
      return options.pageFallback(request, reply);
    return reply.code(404).type('text/plain').send('Not Found');
  });
}
