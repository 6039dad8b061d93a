/**
 * Serves the endpoints declared in the contracts (src/shared/contracts/endpoint.ts): each route
 * takes its path, access, summary, request schemas and answer from the declaration and states only
 * the function it calls. The kit adds `config.auth`, the envelope with the standard error
 * responses (which the OpenAPI document shows) and, on admin routes, the acting admin and the
 * request's metadata that `runAdminAction` records (call.ts). Every function gets the reply too
 * (`call.reply`), for what a route adds besides its answer: the auth library's cookies
 * (`forwardCookies`), a cache header. An answer that is not enveloped JSON (a file, a stream, a
 * redirect, a page or a feed) is declared `raw` and served with `serveRaw` (route-kit-raw.ts).
 *
 *   serve(app, faqAdminEndpoints.remove, (call) => removeFaq(deps, call.actor, call.meta, call.params.id));
 *
 * An endpoint declared with `status: [200, 201]` answers either; its function says which:
 *
 *   serve(app, waitlistEndpoints.join, async (call) => {
 *     const { created, body } = await joinWaitlist(deps, call.body);
 *     return { status: created ? 201 : 200, data: body };
 *   });
 *
 * A function that has sent the answer itself through the reply (a cached, already serialized
 * answer: `sendCached`) returns the reply.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  AnswerOf,
  BodyOf,
  CsvEndpoint,
  JsonEndpoint,
  ParamsOf,
  QueryOf,
  SuccessStatus,
} from '../../shared/contracts/endpoint.ts';
import { type CallOf, callOf, type Parsed } from './call.ts';
import { sendCsvExport } from './csv.ts';
import { envelope, errorBody, errorResponses, ok } from './envelope.ts';
import { type App, accessConfig, type ServerConfig, schemaOf, urlInside } from './route-shape.ts';

export type { ServerConfig } from './route-shape.ts';

/** The success statuses a route documents. */
const statusesOf = (status: JsonEndpoint['status']): readonly SuccessStatus[] =>
  typeof status === 'number' ? [status] : status && status.length > 0 ? status : [200];

/** The standard error answers, then each extra status the declaration names, with the error envelope. */
const errorsOf = (endpoint: JsonEndpoint) => ({
  ...errorResponses,
  ...Object.fromEntries((endpoint.errors ?? []).map((code) => [code, errorBody])),
});

/**
 * Serves a declared endpoint inside the plugin registered for its path's prefix (the plugin's
 * prefix is taken off the declared path; a path outside it stops start-up). `config` adds route
 * options that are the server's own (`sessionColumns`); access comes from the declaration only.
 * `summary` replaces the declared one where the words depend on the server's configuration (the
 * upload's size limit).
 */
export function serve<E extends JsonEndpoint>(
  app: App,
  endpoint: E,
  // NoInfer: the declaration alone decides the types, so a literal status answered stays literal.
  handle: NoInfer<
    (call: CallOf<E['access'], ParamsOf<E>, QueryOf<E>, BodyOf<E>>) => Promise<AnswerOf<E> | FastifyReply>
  >,
  options: { config?: ServerConfig; summary?: string } = {},
) {
  const url = urlInside(app, endpoint);
  const statuses = statusesOf(endpoint.status);
  const chooses = typeof endpoint.status === 'object';
  const answer = envelope(endpoint.response);
  app.route({
    method: endpoint.method,
    url,
    config: accessConfig(endpoint, options.config),
    schema: {
      ...schemaOf(options.summary ? { ...endpoint, summary: options.summary } : endpoint),
      response: { ...Object.fromEntries(statuses.map((status) => [status, answer])), ...errorsOf(endpoint) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handle(
        callOf<E['access'], ParamsOf<E>, QueryOf<E>, BodyOf<E>>(endpoint.access, request, reply),
      );
      // A function that sent its answer itself returns the reply; awaiting it adopts the reply's
      // `then` (fastify resolves it once the response has gone), so what arrives here is undefined
      // and only the reply's state tells. Answering again would log "Reply was already sent".
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      const { status, data } = chooses
        ? (result as { status: SuccessStatus; data: unknown })
        : { status: statuses[0] ?? 200, data: result };
      // An undocumented status would leave the answer unfiltered: a programming error.
      if (!statuses.includes(status))
        throw new Error(`${endpoint.method} ${url} answered ${status}, not one of ${statuses.join(', ')}`);
      return status === 200 ? ok(data) : reply.code(status).send(ok(data));
    },
  });
}

/**
 * Serves a declared CSV download: the filtered rows as a file (not enveloped), recorded as an
 * export by the admin (`sendCsvExport`).
 */
export function serveCsv<E extends CsvEndpoint>(
  app: App,
  endpoint: E,
  rows: (query: Parsed<QueryOf<E>>) => Parameters<typeof sendCsvExport>[3],
) {
  app.route({
    method: 'GET',
    url: urlInside(app, endpoint),
    config: accessConfig(endpoint, undefined),
    schema: { ...schemaOf(endpoint), produces: ['text/csv'] },
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      sendCsvExport(request, reply, endpoint.csv, rows(request.query as Parsed<QueryOf<E>>)),
  });
}
