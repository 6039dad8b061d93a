/**
 * POST /api/client-errors (src/shared/contracts/client-errors.ts): an error the web app did not
 * handle is logged as a warning (scrubbed: the page sent it, anyone can) and, with SENTRY_DSN,
 * reported with the page's path and the request id. The general API rate limit bounds a flood;
 * the web app itself sends at most a few a page (src/web/lib/error-reporting.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ClientErrorBody, clientErrorEndpoints } from '../../shared/contracts/client-errors.ts';
import { scrub, scrubPath } from '../core/scrub.ts';
import { serve } from '../http/route-kit.ts';
import type { ErrorReporter } from './error-reports.ts';

/** The browser's error as an Error, so the report has its type, message and stack frames. */
function errorOf(body: ClientErrorBody): Error {
  const error = new Error(body.message);
  error.name = body.name || 'Error';
  error.stack = body.stack ?? `${error.name}: ${body.message}`;
  return error;
}

export const clientErrorRoutes: FastifyPluginAsyncZod<{ reporter: ErrorReporter | undefined }> = async (
  app,
  { reporter },
) => {
  serve(app, clientErrorEndpoints.report, async (call) => {
    const path = scrubPath(call.body.path);
    call.request.log.warn(
      { page: path, errorName: call.body.name, error: scrub(call.body.message) },
      'web app error',
    );
    reporter?.report(errorOf(call.body), { source: 'web', requestId: call.request.id, route: path });
    return { received: true as const };
  });
};
