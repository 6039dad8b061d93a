/**
 * The trace id in the logs. A request's logger is made with `trace_id` and `span_id` among its
 * bindings (request-spans.ts), so even its first line ("incoming request", written before any
 * hook runs) has them. Other loggers (app.log, handed to the mailer, the job runner, auth) get
 * them from pino's `mixin`, read from the active context, when they write during a request.
 */
import { context, trace } from '@opentelemetry/api';

const BOUND = Symbol('trace ids bound');

/** Marks a logger (and the children it makes, which inherit from it) as carrying the ids already. */
export function markTraceIdsBound(logger: object): void {
  (logger as Record<symbol, boolean>)[BOUND] = true;
}

/** pino's `mixin`: called for each line, it returns a new object each time (pino merges into it). */
export function traceLogFields(_object: object, _level: number, logger?: object): Record<string, string> {
  if (logger && (logger as Record<symbol, boolean>)[BOUND]) return {};
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
