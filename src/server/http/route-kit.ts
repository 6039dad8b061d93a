/**
 * The one shape of an /api route, written once: a plugin makes a kit for its access level and
 * tags, then each route states only its path, summary, request schemas, answer and the function
 * it calls. The kit adds `config.auth`, the envelope with the standard error responses (which the
 * OpenAPI document shows) and, on admin routes, the acting admin and the request's metadata that
 * `runAdminAction` records. A route whose answer is not one enveloped status (a file, a stream,
 * 200-or-201) is written with `app.route` as before.
 *
 *   const admin = routeKit(app, { auth: 'admin', tags: ['admin: faqs'] });
 *   admin.delete('/:id', { summary: 'Delete an FAQ', params: idParam, response: successMessage }, (call) =>
 *     removeFaq(deps, call.actor, call.meta, call.params.id));
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AdminActor, adminActorOf } from './admin-action.ts';
import type { AccessLevel, SessionUser } from './auth-guard.ts';
import { sendCsvExport } from './csv.ts';
import { envelope, errorResponses, ok } from './envelope.ts';
import { type RequestMeta, requestMeta } from './security-log.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
/** What a request part holds once its schema has parsed it (nothing when the route has none). */
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** Any Fastify instance, whatever its type provider: the kit types the handlers itself. */
type App = Pick<FastifyInstance, 'route'>;

export interface RouteSpec<P, Q, B, R extends Schema> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The answer's `data`: filtered by this schema and documented with it. */
  response: R;
  /** 201 for a creation; 200 otherwise. */
  status?: 200 | 201;
  /** The documented error answers, when a route has more than the standard ones. */
  errors?: Record<number, Schema>;
}

/** A request as the function behind a route sees it: parsed, with who asks. */
export interface Call<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
}

/** An admin route also knows the admin and the request's metadata (for `runAdminAction`). */
export interface AdminCall<P, Q, B> extends Call<P, Q, B> {
  actor: AdminActor;
  meta: RequestMeta;
}

/** A user route knows the signed-in user (the guard has checked the session). */
export interface UserCall<P, Q, B> extends Call<P, Q, B> {
  user: SessionUser;
}

type CallOf<A extends AccessLevel, P, Q, B> = A extends 'admin'
  ? AdminCall<P, Q, B>
  : A extends 'user'
    ? UserCall<P, Q, B>
    : Call<P, Q, B>;

function callOf(auth: AccessLevel, request: FastifyRequest) {
  const call = { params: request.params, query: request.query, body: request.body, request };
  if (auth === 'admin') return { ...call, actor: adminActorOf(request), meta: requestMeta(request) };
  if (auth === 'user') return { ...call, user: request.session!.user };
  return call;
}

/** The route's schema, its keys in the order every route has always listed them. */
function schemaOf(tags: string[], spec: Omit<RouteSpec<unknown, unknown, unknown, Schema>, 'response'>) {
  return {
    tags,
    summary: spec.summary,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
  };
}

export function routeKit<A extends AccessLevel>(app: App, defaults: { auth: A; tags: string[] }) {
  const config = { auth: defaults.auth };

  const define =
    (method: Method) =>
    <R extends Schema, P = undefined, Q = undefined, B = undefined>(
      url: string,
      spec: RouteSpec<P, Q, B, R>,
      handle: (call: CallOf<A, P, Q, B>) => Promise<z.output<R>>,
    ) => {
      const status = spec.status ?? 200;
      app.route({
        method,
        url,
        config,
        schema: {
          ...schemaOf(defaults.tags, spec),
          response: { [status]: envelope(spec.response), ...(spec.errors ?? errorResponses) },
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const data = await handle(callOf(defaults.auth, request) as CallOf<A, P, Q, B>);
          return status === 200 ? ok(data) : reply.code(status).send(ok(data));
        },
      });
    };

  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
    /**
     * GET a filtered list as a CSV download (not enveloped), recorded as an export by the admin
     * (`sendCsvExport`); `file` names the download.
     */
    csv<Q extends Schema>(
      url: string,
      spec: { summary: string; querystring: Q; file: string },
      rows: (query: z.output<Q>) => Parameters<typeof sendCsvExport>[3],
    ) {
      app.route({
        method: 'GET',
        url,
        config,
        schema: { ...schemaOf(defaults.tags, spec), produces: ['text/csv'] },
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          sendCsvExport(request, reply, spec.file, rows(request.query as z.output<Q>)),
      });
    },
  };
}
