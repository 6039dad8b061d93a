/**
 * Serves a declared endpoint whose answer is not enveloped JSON (endpoint.ts, `raw: true`): a
 * file, a stream, a redirect, a probe's own body, a page or a feed. Access, validation and the
 * API reference come from the declaration as for `serve` (route-kit.ts); the function gets the
 * typed call and sends the answer through `call.reply`:
 *
 *   serveRaw(app, accountSecurityEndpoints.export, async (call) =>
 *     call.reply.header('content-disposition', 'attachment; filename="…"').send(file));
 *
 * A page or feed outside /api is hidden from the reference and public: the guard checks /api
 * routes only, so a page that is not for everyone checks its visitor itself (http/web.ts).
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { BodyOf, ParamsOf, QueryOf, RawEndpoint } from '../../shared/contracts/endpoint.ts';
import { type CallOf, callOf } from './call.ts';
import { type App, accessConfig, type ServerConfig, schemaOf, urlInside } from './route-shape.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function serveRaw<E extends RawEndpoint>(
  app: App,
  endpoint: E,
  handle: NoInfer<(call: CallOf<E['access'], ParamsOf<E>, QueryOf<E>, BodyOf<E>>) => Promise<unknown>>,
  /**
   * The server's own route options: `config` as for `serve`; `errorHandler` for a route that
   * answers its own body even when a hook before it fails (the health probe).
   */
  options: { config?: ServerConfig; errorHandler?: RouteOptions['errorHandler'] } = {},
) {
  if (!isApiPath(endpoint.path) && (endpoint.access !== 'public' || !endpoint.hide))
    throw new Error(
      `${endpoint.method} ${endpoint.path}: a page outside /api is declared public and hidden (the guard checks /api only)`,
    );
  app.route({
    method: endpoint.method,
    url: urlInside(app, endpoint),
    config: accessConfig(endpoint, options.config),
    schema: {
      ...(endpoint.hide ? { hide: true } : {}),
      ...schemaOf(endpoint),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      ...(endpoint.responses ? { response: endpoint.responses } : {}),
    },
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      handle(callOf<E['access'], ParamsOf<E>, QueryOf<E>, BodyOf<E>>(endpoint.access, request, reply)),
  });
}
