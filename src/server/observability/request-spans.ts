/**
 * A SERVER span per request, named by the route template (`GET /api/posts/:slug`, never the raw
 * URL), continuing the caller's trace when it sends a `traceparent`, and answering with this
 * span's `traceparent`. The rest of the request runs in the span's context, so database
 * statements and outgoing calls nest under it and log lines carry its ids.
 */
import {
  type Context,
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import { markTraceIdsBound } from './log-fields.ts';
import { traceparentOf, withTracer } from './trace-context.ts';

const propagator = new W3CTraceContextPropagator();

interface RequestTrace {
  span: Span;
  context: Context;
}

export function registerRequestSpans(app: FastifyInstance, tracer: Tracer): void {
  // Keyed by Node's request object, which the logger factory gets before Fastify's request exists.
  const traces = new WeakMap<object, RequestTrace>();

  // The span starts where Fastify makes the request's logger: the earliest point of a request it
  // exposes, before the "incoming request" line, which then carries the trace id too.
  app.setChildLoggerFactory((logger, bindings, options, rawRequest) => {
    const parent = propagator.extract(ROOT_CONTEXT, rawRequest.headers, defaultTextMapGetter);
    const method = rawRequest.method ?? 'GET';
    const span = tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
      parent,
    );
    traces.set(rawRequest, { span, context: withTracer(trace.setSpan(parent, span), tracer) });
    const { traceId, spanId } = span.spanContext();
    const child = logger.child({ ...bindings, trace_id: traceId, span_id: spanId }, options);
    markTraceIdsBound(child);
    return child;
  });

  // Callback hooks: the lifecycle goes on inside `done`, so inside the span's context.
  app.addHook('onRequest', (request, reply, done) => {
    const current = traces.get(request.raw);
    if (!current) return done();
    const route = request.routeOptions.url;
    if (route) {
      current.span.updateName(`${request.method} ${route}`);
      current.span.setAttribute(ATTR_HTTP_ROUTE, route);
    }
    reply.header('traceparent', traceparentOf(current.span));
    context.with(current.context, done);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const current = traces.get(request.raw);
    if (current) {
      const status = reply.statusCode;
      current.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      // A 4xx is the caller's mistake, not the server's (OpenTelemetry's HTTP conventions).
      if (status >= 500) {
        current.span.setAttribute(ATTR_ERROR_TYPE, String(status));
        current.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      current.span.end();
      traces.delete(request.raw);
    }
    done();
  });

  // The client went away before the answer: no onResponse comes.
  app.addHook('onRequestAbort', (request, done) => {
    const current = traces.get(request.raw);
    if (current) {
      current.span.setAttribute(ATTR_ERROR_TYPE, 'aborted');
      current.span.setStatus({ code: SpanStatusCode.ERROR, message: 'client aborted' });
      current.span.end();
      traces.delete(request.raw);
    }
    done();
  });
}
