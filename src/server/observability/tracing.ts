/**
 * OpenTelemetry traces over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT). buildApp imports this module
 * only when the variable is set: without it, none of the SDK is loaded and no hook is added.
 * Instrumentation is explicit (request-spans, query-spans, outgoing-http-spans), with no loader
 * hooks: the server is ESM, run by tsx in development and as an esbuild bundle in production,
 * where module patching is fragile.
 */
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { traceLogFields } from './log-fields.ts';
import { traceOutgoingHttp } from './outgoing-http-spans.ts';
import { traceQuery } from './query-spans.ts';
import { registerRequestSpans } from './request-spans.ts';

export interface Tracing {
  /** pino's `mixin` for the app's logger: trace_id and span_id on lines written during a request. */
  logMixin: typeof traceLogFields;
  /** Adds the request spans (first, before the other hooks) and the query spans; closing the app flushes. */
  register(app: FastifyInstance, database: Database): void;
}

let contextManagerSet = false;

/** OTEL_TRACES_SAMPLER's sampler. An unrecorded request still has ids (in its logs and traceparent), at almost no cost. */
function samplerOf(options: NonNullable<Config['tracing']>): Sampler {
  const { sampler, samplerRatio } = options;
  const root = sampler.endsWith('always_off')
    ? new AlwaysOffSampler()
    : sampler.endsWith('traceidratio')
      ? new TraceIdRatioBasedSampler(samplerRatio)
      : new AlwaysOnSampler();
  return sampler.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

export function startTracing(options: NonNullable<Config['tracing']>): Tracing {
  // The one process-wide piece: the context follows async work through AsyncLocalStorage.
  if (!contextManagerSet) {
    contextManagerSet = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    sampler: samplerOf(options),
    spanProcessors: [
      new BatchSpanProcessor({
        // JSON over HTTP; OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and _COMPRESSION are read by the exporter.
        exporter: new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` }),
        scheduledDelayMillis: options.exportDelayMs,
      }),
    ],
  });
  const tracer = provider.getTracer('saas-starter');

  return {
    logMixin: traceLogFields,
    register(app, database) {
      registerRequestSpans(app, tracer);
      database.observeQueries(traceQuery);
      const stopOutgoing = traceOutgoingHttp();
      app.addHook('onClose', async () => {
        stopOutgoing();
        database.observeQueries(undefined);
        // Sends what is still batched (a trace backend that is down costs at most the exporter's timeout).
        await provider.shutdown();
      });
    },
  };
}
