/**
 * The web app's unhandled errors go to POST /api/client-errors (src/shared/contracts/client-errors.ts):
 * the server logs them and, when SENTRY_DSN is set, reports them. No error SDK in the bundle, and
 * the page's Content-Security-Policy keeps `connect-src 'self'`.
 *
 * Plain `fetch`, not the API client: a report must never raise a toast, count as the page's
 * request or report its own failure. At most MAX_REPORTS a page, each message once: a render loop
 * must not become a request loop. The path goes without its query string (tokens of e-mailed
 * links live there).
 */
import { clientErrorEndpoints } from '@shared/endpoints/client-errors';

const MAX_REPORTS = 5;
const sent = new Set<string>();

export function reportError(error: unknown): void {
  const isError = error instanceof Error;
  const message = (isError ? error.message : String(error)).slice(0, 1000) || 'Unknown error';
  if (sent.size >= MAX_REPORTS || sent.has(message)) return;
  sent.add(message);
  const body = {
    name: isError ? error.name.slice(0, 100) : undefined,
    message,
    stack: isError ? error.stack?.slice(0, 8000) : undefined,
    path: window.location.pathname.slice(0, 500) || '/',
  };
  const { method, path } = clientErrorEndpoints.report;
  void fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // Sent even when the error is the page going away.
    keepalive: true,
  }).catch(() => {});
}

/** Errors thrown outside React (event handlers, timers) and promises nobody awaited. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
