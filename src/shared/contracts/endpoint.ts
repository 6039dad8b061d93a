/**
 * One declaration per endpoint. A contract module declares its endpoints once, as data: method,
 * path, who may call it, the request's schemas and the answer's. From that one object
 *   - the server registers the route (`serve` in src/server/http/route-kit.ts, `serveRaw` in
 *     route-kit-raw.ts for an answer that is not enveloped JSON): validation, the envelope, the
 *     access check, the OpenAPI entry;
 *   - the web app calls it (`api` in src/web/lib/api-call.ts), typed from the same schemas. The
 *     web imports `@shared/endpoints/<feature>`: the same module to the type checker, and in the
 *     browser only each endpoint's method and path (scripts/vite-endpoints.ts), so no schema or
 *     validation library reaches the page for a call;
 *   - the authorization matrix and the fuzzer (tests/security) know its access level.
 */
import type { z } from 'zod';
import type { ApiKeyScope } from './api-key-scopes.ts';

export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every endpoint states; `access` and `tags` may come from its group (see `endpoints`). */
interface EndpointBase {
  method: HttpMethod;
  /** The full path, Fastify-style parameters (`/api/admin/faqs/:id`). */
  path: `/api/${string}`;
  /** One line for the API reference. */
  summary: string;
  /** More for the API reference, when one line is not enough. */
  description?: string;
  access?: Access;
  tags?: readonly string[];
  /** It changes how the account signs in (password, passkeys, sessions…): refused while impersonating. */
  accountSecurity?: true;
  /**
   * The scopes that let an API key (`Authorization: Bearer sk_…`) call it, acting as its user or
   * organization; without them a key is refused (403). Only on `user` endpoints.
   */
  apiKey?: readonly ApiKeyScope[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body that is not JSON, for the API reference (`multipart/form-data`: the function reads it). */
  consumes?: readonly string[];
  /** Error statuses it may answer besides the standard ones (a payment provider down: 503). */
  errors?: readonly (413 | 415 | 502 | 503)[];
}

/** An enveloped JSON answer. */
export interface JsonEndpointSpec extends EndpointBase {
  /** The answer's `data`: filtered by this schema and documented with it. */
  response: z.ZodType;
  /**
   * 201 for a creation; 202 for work accepted and queued (a webhook's test event); 200 otherwise. `[200, 201]`: the function answers `{ status, data }` and
   * chooses (a new entry, or the existing one again); both are documented.
   */
  status?: SuccessStatus | readonly SuccessStatus[];
}

export type SuccessStatus = 200 | 201 | 202;

/** A CSV download of a filtered admin list (a link a person follows; recorded as an export). */
export interface CsvEndpointSpec extends EndpointBase {
  method: 'GET';
  /** The download's file name, before its date: `<csv>-YYYY-MM-DD.csv`. */
  csv: string;
}

/**
 * An answer that is not enveloped JSON, which the server's function sends through the reply: a
 * file, a stream, a redirect, a probe's own body, a page or a feed. A path outside /api is a page
 * or feed a person follows: `hide` (not in the API reference) and public (the access guard checks
 * /api only, so the page checks its visitor itself); the server refuses to start otherwise.
 */
export interface RawEndpointSpec extends Omit<EndpointBase, 'path' | 'errors'> {
  raw: true;
  path: `/${string}`;
  /** The answer's content types, for the API reference. */
  produces?: readonly string[];
  /** Every answer the API reference shows, by status (a redirect: `302: z.null()`). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /** Left out of the API reference: a page or a feed. */
  hide?: true;
}

export type EndpointSpec = JsonEndpointSpec | CsvEndpointSpec | RawEndpointSpec;

/** An endpoint as declared: its group's defaults applied. */
export type Endpoint = EndpointSpec & { kind: 'endpoint'; access: Access; tags: readonly string[] };
export type JsonEndpoint = Endpoint & JsonEndpointSpec;
export type CsvEndpoint = Endpoint & CsvEndpointSpec;
export type RawEndpoint = Endpoint & RawEndpointSpec;

type Defaults = { access: Access; tags: readonly string[]; accountSecurity?: true };
type Declared<S extends EndpointSpec, D extends Defaults> = Omit<D, keyof S> & S & { kind: 'endpoint' };

/**
 * A group of endpoints that share an access level and API-reference tags:
 *   export const faqAdminEndpoints = endpoints({ access: 'admin', tags: ['admin: faqs'] }, {
 *     list: { method: 'GET', path: '/api/admin/faqs', summary: '…', response: many },
 *   });
 */
/** Pure: a group no one imports is dropped from the bundle that holds its module. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoints<const D extends Defaults, const G extends Record<string, EndpointSpec>>(
  defaults: D,
  group: G,
): { readonly [K in keyof G]: Declared<G[K], D> } {
  const declared: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(group))
    declared[name] = { ...defaults, ...spec, kind: 'endpoint' };
  return declared as { readonly [K in keyof G]: Declared<G[K], D> };
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint';

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
export type ParamsOf<E> = Part<E, 'params'>;
export type QueryOf<E> = Part<E, 'query'>;
export type BodyOf<E> = Part<E, 'body'>;
export type ResponseOf<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : never;
/**
 * What the server's function for an endpoint answers: the `data`, or `{ status, data }` when the
 * endpoint declares more than one success status.
 */
export type AnswerOf<E> = E extends { status: readonly (infer S)[] }
  ? { status: S; data: ResponseOf<E> }
  : ResponseOf<E>;
