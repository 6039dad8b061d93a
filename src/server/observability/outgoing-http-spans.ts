/**
 * A CLIENT span per outgoing HTTP call made during a traced request, from Node's
 * diagnostics_channel events, with no module patching: `node:http` (webhook deliveries, the AWS
 * SDK) and undici (`fetch`: OAuth, Stripe). A fetch also carries the span's `traceparent`, so the
 * called service can continue the trace; node:http announces a request only once its headers are
 * written, too late to add one. URLs are recorded without their query string (a token in a
 * customer's webhook URL stays out of the trace).
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { type Attributes, type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_FULL,
} from '@opentelemetry/semantic-conventions';
import { activeTracing, traceparentOf } from './trace-context.ts';

function startClientSpan(method: string, url: URL): Span | undefined {
  const active = activeTracing();
  if (!active) return undefined;
  const attributes: Attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: method,
    [ATTR_SERVER_ADDRESS]: url.hostname,
    [ATTR_SERVER_PORT]: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    [ATTR_URL_FULL]: `${url.origin}${url.pathname}`,
  };
  return active.tracer.startSpan(method, { kind: SpanKind.CLIENT, attributes }, active.parent);
}

function endClientSpan(span: Span, status: number | undefined, errorType?: string): void {
  if (status !== undefined) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  const failure = errorType ?? (status !== undefined && status >= 400 ? String(status) : undefined);
  if (failure) {
    span.setAttribute(ATTR_ERROR_TYPE, failure);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

const errorTypeOf = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
};

// node:http. The start event comes when the request gets its socket; the global agent has no
// socket limit, so that is at once, in the caller's async context.
const httpSpans = new WeakMap<ClientRequest, { span: Span; status?: number; error?: string }>();

function onHttpStart(message: unknown): void {
  const { request } = message as { request: ClientRequest };
  let url: URL;
  try {
    url = new URL(request.path, `${request.protocol}//${request.getHeader('host') ?? request.host}`);
  } catch {
    return;
  }
  const span = startClientSpan(request.method, url);
  if (!span) return;
  const entry: { span: Span; status?: number; error?: string } = { span };
  httpSpans.set(request, entry);
  // 'close' comes once the answer is read, or after a failure: the end of the exchange either way.
  request.once('close', () => {
    httpSpans.delete(request);
    endClientSpan(span, entry.status, entry.error ?? (entry.status === undefined ? 'closed' : undefined));
  });
}

function onHttpResponse(message: unknown): void {
  const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
  const entry = httpSpans.get(request);
  if (entry) entry.status = response.statusCode;
}

function onHttpError(message: unknown): void {
  const { request, error } = message as { request: ClientRequest; error: unknown };
  const entry = httpSpans.get(request);
  if (entry) entry.error = errorTypeOf(error);
}

// undici (fetch). Its request object: origin, method, path, and addHeader() until it is sent.
interface UndiciRequest {
  origin: string | URL;
  method: string;
  path: string;
  addHeader(name: string, value: string): unknown;
}
const undiciSpans = new WeakMap<UndiciRequest, { span: Span; status?: number }>();

function onUndiciCreate(message: unknown): void {
  const { request } = message as { request: UndiciRequest };
  let url: URL;
  try {
    url = new URL(request.path, request.origin);
  } catch {
    return;
  }
  const span = startClientSpan(request.method, url);
  if (!span) return;
  undiciSpans.set(request, { span });
  request.addHeader('traceparent', traceparentOf(span));
}

function onUndiciHeaders(message: unknown): void {
  const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } };
  const entry = undiciSpans.get(request);
  if (entry) entry.status = response.statusCode;
}

// The body has been read to its end.
function onUndiciTrailers(message: unknown): void {
  const { request } = message as { request: UndiciRequest };
  const entry = undiciSpans.get(request);
  if (!entry) return;
  undiciSpans.delete(request);
  endClientSpan(entry.span, entry.status);
}

function onUndiciError(message: unknown): void {
  const { request, error } = message as { request: UndiciRequest; error: unknown };
  const entry = undiciSpans.get(request);
  if (!entry) return;
  undiciSpans.delete(request);
  endClientSpan(entry.span, entry.status, errorTypeOf(error));
}

const subscriptions: Array<[string, (message: unknown) => void]> = [
  ['http.client.request.start', onHttpStart],
  ['http.client.response.finish', onHttpResponse],
  // Older Node.js releases may not publish this one: a failure then shows as 'closed'.
  ['http.client.request.error', onHttpError],
  ['undici:request:create', onUndiciCreate],
  ['undici:request:headers', onUndiciHeaders],
  ['undici:request:trailers', onUndiciTrailers],
  ['undici:request:error', onUndiciError],
];

// The channels are the process's; several traced apps (tests) share one subscription.
let users = 0;

/** Subscribes while at least one traced app runs; the returned function ends this app's share. */
export function traceOutgoingHttp(): () => void {
  if (users++ === 0) for (const [name, handler] of subscriptions) diagnosticsChannel.subscribe(name, handler);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--users === 0)
      for (const [name, handler] of subscriptions) diagnosticsChannel.unsubscribe(name, handler);
  };
}
