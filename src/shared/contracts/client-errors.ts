/**
 * POST /api/client-errors: the web app's unhandled errors, sent to the server, which logs them and,
 * when SENTRY_DSN is set, reports them (src/server/observability/error-reports.ts). Through our own
 * server rather than from the browser to the error service: the page's Content-Security-Policy stays
 * `connect-src 'self'`, the web app ships no error SDK, and the server scrubs what is sent.
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';

export const clientErrorBody = z.object({
  name: z.string().trim().max(100).optional(),
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  /** The page's path (the web app sends it without its query string; the server cuts one anyway). */
  path: z.string().trim().min(1).max(500),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;

export const clientErrorEndpoints = endpoints(
  { access: 'public', tags: ['client errors'] },
  {
    report: {
      method: 'POST',
      path: '/api/client-errors',
      summary: 'Report an unhandled error of the web app (logged; sent to the error service when one is set)',
      body: clientErrorBody,
      response: z.object({ received: z.literal(true) }),
      status: 202,
    },
  },
);
