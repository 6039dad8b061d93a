/**
 * What every declared route shares, whatever its answer (route-kit.ts, route-kit-raw.ts): its URL
 * inside the plugin that serves it, its access options and the schema keys the API reference reads.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';

/** Any Fastify instance, whatever its type provider: the kit types the functions itself. */
export type App = Pick<FastifyInstance, 'route' | 'prefix'>;

/** Route options that are the server's own business, not the contract's (GET /api/me's `sessionColumns`). */
export type ServerConfig = Omit<FastifyContextConfig, 'auth' | 'accountSecurity' | 'apiKeyScopes'>;

/** The declared path without the prefix of the plugin that serves it (a path outside it stops start-up). */
export function urlInside(app: App, endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const prefix = app.prefix ?? '';
  if (!endpoint.path.startsWith(prefix))
    throw new Error(`${endpoint.method} ${endpoint.path} is served inside the plugin for ${prefix}`);
  return endpoint.path.slice(prefix.length) || '/';
}

/** `config`: the declared access (checked by the guard), after the server's own options. */
export const accessConfig = (endpoint: Endpoint, config: ServerConfig | undefined) => ({
  ...config,
  auth: endpoint.access,
  ...(endpoint.accountSecurity ? { accountSecurity: true } : {}),
  ...(endpoint.apiKey ? { apiKeyScopes: endpoint.apiKey } : {}),
});

const KEY_OR_SESSION: Array<Record<string, string[]>> = [{ session: [] }, { apiKey: [] }];

/** The route's schema, its keys in the order every route has always listed them. */
export function schemaOf(endpoint: Endpoint) {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description || endpoint.apiKey
      ? {
          description: [
            endpoint.description,
            endpoint.apiKey &&
              `An API key may call it with the scope ${endpoint.apiKey.map((scope) => `\`${scope}\``).join(' or ')}.`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    // Session (cookie or token) always; an API key where the declaration names its scopes.
    ...(endpoint.apiKey ? { security: KEY_OR_SESSION } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
  };
}
