/**
 * Which tracer the work in progress reports to. A request's span puts its app's tracer in the
 * context beside itself (request-spans.ts); the database and outgoing-HTTP hooks, shared by the
 * whole process, read it from there. So no global tracer provider is registered, several apps in
 * one process (tests) keep their own exporters, and work outside a traced request (the job
 * runner's polling) makes no spans.
 */
import { type Context, context, createContextKey, type Span, type Tracer } from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';

const TRACER = createContextKey('saas-starter tracer');

export function withTracer(parent: Context, tracer: Tracer): Context {
  return parent.setValue(TRACER, tracer);
}

/**
 * The tracer and parent context for a child span of the active work: undefined outside a traced
 * request, and while the exporter sends spans (it suppresses tracing, so its own POSTs make none).
 */
export function activeTracing(): { tracer: Tracer; parent: Context } | undefined {
  const parent = context.active();
  const tracer = parent.getValue(TRACER) as Tracer | undefined;
  if (!tracer || isTracingSuppressed(parent)) return undefined;
  return { tracer, parent };
}

/** `00-<trace id>-<span id>-<flags>`: W3C Trace Context's header for a span. */
export function traceparentOf(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}
