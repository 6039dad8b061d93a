/**
 * Traces over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT): a local receiver on 127.0.0.1 gets a SERVER
 * span per request with its statements' spans, in the trace named by the response's `traceparent`
 * and by the request's log lines; an incoming `traceparent` is continued; outgoing HTTP calls get
 * CLIENT spans. Unset, nothing of OpenTelemetry is loaded or hooked.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import { context, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { type Receiver, startReceiver } from '../testing/webhook-receiver.ts';
import { withTracer } from './trace-context.ts';

// OTLP/JSON, as the exporter sends it.
type OtlpValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: OtlpValue }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}
const OTLP_SERVER = 2;
const OTLP_CLIENT = 3;
const OTLP_ERROR = 2;

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((item) => item.key === key)?.value;
  if (!value) return undefined;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue;
};

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

function parseTraceparent(header: unknown): { traceId: string; spanId: string } {
  const match = TRACEPARENT.exec(String(header));
  if (!match) throw new Error(`not a traceparent: ${String(header)}`);
  return { traceId: match[1] as string, spanId: match[2] as string };
}

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  // First in this file: nothing before it has loaded OpenTelemetry.
  it('answers without traceparent, registers no OpenTelemetry global and hooks no channel', async () => {
    const t = await createTestApp();
    try {
      const response = await t.call('GET', '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.headers.traceparent).toBeUndefined();
      expect((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')]).toBeUndefined();
      expect(diagnosticsChannel.channel('http.client.request.start').hasSubscribers).toBe(false);
      expect(diagnosticsChannel.channel('undici:request:create').hasSubscribers).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let collector: Receiver;
  let t: TestApp;
  const logLines: Array<Record<string, unknown>> = [];

  const exportedSpans = (): Array<OtlpSpan & { service: unknown }> =>
    collector.received.flatMap((request) => {
      expect(request.path).toBe('/v1/traces');
      const body = JSON.parse(request.body) as OtlpExport;
      return body.resourceSpans.flatMap((resourceSpans) => {
        const service = resourceSpans.resource.attributes.find((item) => item.key === 'service.name')?.value
          .stringValue;
        return resourceSpans.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, service })));
      });
    });

  /** The spans of a trace, once the receiver has its SERVER span (batches go every 50 ms here). */
  async function traceOf(traceId: string) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const spans = exportedSpans().filter((span) => span.traceId === traceId);
      if (spans.some((span) => span.kind === OTLP_SERVER)) {
        // The request's statements end before its span does, so they are in the same batch or earlier.
        return spans;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no SERVER span of trace ${traceId} reached the receiver`);
  }

  beforeAll(async () => {
    collector = await startReceiver('/v1/traces');
    collector.answer = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' });
    t = await createTestApp(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url.replace(/\/v1\/traces$/, ''),
        OTEL_BSP_SCHEDULE_DELAY: '50',
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });

  afterAll(async () => {
    await t?.close();
    await collector?.close();
  });

  it("sends the request's span with its statements' spans, in the trace of its traceparent and its log lines", async () => {
    const user = await t.createUser();
    const response = await t.call('GET', '/api/me', { as: user });
    expect(response.statusCode).toBe(200);
    const { traceId, spanId } = parseTraceparent(response.headers.traceparent);

    const spans = await traceOf(traceId);
    const server = spans.find((span) => span.kind === OTLP_SERVER);
    expect(server).toMatchObject({ name: 'GET /api/me', spanId, service: 'saas-starter' });
    expect(server?.parentSpanId ?? '').toBe('');
    expect(attribute(server as OtlpSpan, 'http.route')).toBe('/api/me');
    expect(attribute(server as OtlpSpan, 'http.request.method')).toBe('GET');
    expect(attribute(server as OtlpSpan, 'http.response.status_code')).toBe(200);

    const queries = spans.filter((span) => span.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.kind).toBe(OTLP_CLIENT);
      expect(query.parentSpanId).toBe(spanId);
      expect(attribute(query, 'db.system.name')).toBe('postgresql');
      const text = String(attribute(query, 'db.query.text'));
      expect(text).toMatch(/^\s*(select|insert|update|delete|with)\b/i);
      // Values travel as parameters, never in the span: not the session token, not the e-mail.
      expect(text).not.toContain(user.token);
      expect(text).not.toContain(user.email);
    }

    // The exporter's own POSTs make no spans (it sends with tracing suppressed).
    expect(
      exportedSpans().filter((span) => String(attribute(span, 'url.full')).includes('/v1/traces')),
    ).toEqual([]);

    const requestId = response.headers['x-request-id'];
    const lines = logLines.filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of lines) expect(line).toMatchObject({ trace_id: traceId, span_id: spanId });
  });

  it('continues the trace of an incoming traceparent, and names the span by the route template', async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const response = await t.call('GET', '/api/blog/no-such-post', {
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    expect(response.statusCode).toBe(404);
    const { traceId, spanId } = parseTraceparent(response.headers.traceparent);
    expect(traceId).toBe(callerTrace);
    expect(spanId).not.toBe(callerSpan);

    const spans = await traceOf(traceId);
    const server = spans.find((span) => span.kind === OTLP_SERVER);
    expect(server).toMatchObject({ name: 'GET /api/blog/:slug', spanId, parentSpanId: callerSpan });
    expect(attribute(server as OtlpSpan, 'http.route')).toBe('/api/blog/:slug');
    expect(attribute(server as OtlpSpan, 'http.response.status_code')).toBe(404);
    // A 404 is the caller's: not an error of the server.
    expect(server?.status?.code ?? 0).not.toBe(OTLP_ERROR);
    expect(spans.some((span) => span.name === 'db.query' && span.parentSpanId === spanId)).toBe(true);
  });

  it("traces a transaction's statements, as Drizzle sends them on either driver", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    const tracer = provider.getTracer('test');
    try {
      const parent = tracer.startSpan('work');
      await context.with(withTracer(trace.setSpan(ROOT_CONTEXT, parent), tracer), () =>
        t.deps.database.db.transaction(async (tx) => {
          await tx.execute(sql`select ${'a value'}::text as traced_in_transaction`);
        }),
      );
      parent.end();
      const queries = exporter.getFinishedSpans().filter((span) => span.name === 'db.query');
      const statement = queries.find((span) =>
        String(span.attributes['db.query.text']).includes('traced_in_transaction'),
      );
      expect(statement?.attributes['db.query.text']).toBe('select $1::text as traced_in_transaction');
      expect(statement?.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
      expect(statement?.kind).toBe(SpanKind.CLIENT);
    } finally {
      await provider.shutdown();
    }
  });

  it('gives outgoing node:http and fetch calls CLIENT spans under the active span, without the query string', async () => {
    const target = await startReceiver('/called');
    const exporter = new InMemorySpanExporter();
    const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    const tracer = provider.getTracer('test');
    try {
      const parent = tracer.startSpan('work');
      await context.with(withTracer(trace.setSpan(ROOT_CONTEXT, parent), tracer), async () => {
        await new Promise<void>((resolve, reject) => {
          const request = http.request(`${target.url}?token=secret`, { method: 'POST' }, (answer) => {
            answer.resume();
            answer.on('end', resolve);
          });
          request.on('error', reject);
          request.end('{}');
        });
        await (await fetch(`${target.url}?token=secret`)).text();
      });
      parent.end();
      // Outside a traced request: no span.
      await (await fetch(target.url)).text();

      const clients = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
      expect(clients.map((span) => span.name).sort()).toEqual(['GET', 'POST']);
      for (const span of clients) {
        expect(span.spanContext().traceId).toBe(parent.spanContext().traceId);
        expect(span.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
        expect(span.attributes['http.response.status_code']).toBe(200);
        expect(span.attributes['url.full']).toBe(target.url);
        expect(span.attributes['server.address']).toBe('127.0.0.1');
      }
      // fetch passes the trace on; its traceparent names its CLIENT span.
      const fetchSpan = clients.find((span) => span.name === 'GET');
      expect(target.received[1]?.headers.traceparent).toBe(
        `00-${fetchSpan?.spanContext().traceId}-${fetchSpan?.spanContext().spanId}-01`,
      );
      expect(target.received[2]?.headers.traceparent).toBeUndefined();
    } finally {
      await provider.shutdown();
      await target.close();
    }
  });
});

describe('with OTEL_TRACES_SAMPLER=parentbased_traceidratio and a ratio of 0', () => {
  it('records no request of its own, but one its caller sampled; both keep their ids', async () => {
    const collector = await startReceiver('/v1/traces');
    collector.answer = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' });
    const t = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url.replace(/\/v1\/traces$/, ''),
      OTEL_BSP_SCHEDULE_DELAY: '50',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0',
    });
    try {
      const unsampled = await t.call('GET', '/api/health');
      expect(String(unsampled.headers.traceparent)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      const callerTrace = '0af7651916cd43dd8448eb211c80319c';
      const sampled = await t.call('GET', '/api/health', {
        headers: { traceparent: `00-${callerTrace}-b7ad6b7169203331-01` },
      });
      expect(parseTraceparent(sampled.headers.traceparent).traceId).toBe(callerTrace);

      const traceIds = () =>
        collector.received.flatMap((request) =>
          (JSON.parse(request.body) as OtlpExport).resourceSpans.flatMap((resource) =>
            resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.traceId)),
          ),
        );
      const deadline = Date.now() + 10_000;
      while (!traceIds().includes(callerTrace) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(traceIds()).toContain(callerTrace);
      expect(new Set(traceIds())).toEqual(new Set([callerTrace]));
    } finally {
      await t.close();
      await collector.close();
    }
  });
});
