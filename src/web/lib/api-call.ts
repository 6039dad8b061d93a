/**
 * The web app's call of a declared endpoint (src/shared/contracts/endpoint.ts):
 *   api(faqAdminEndpoints.update, { params: { id }, body })
 * The path, the method and the types come from the declaration; in the browser the declaration
 * is only its method and path (scripts/vite-endpoints.ts), so a call costs no schema code.
 */
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@shared/contracts/endpoint';
import type { z } from 'zod';
import { queryString, request } from './api';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call passes: the path's parameters and the body when the endpoint has them, the query optionally. */
export type CallInput<E> = (ParamsOf<E> extends z.ZodType
  ? { params: Input<ParamsOf<E>> }
  : { params?: never }) &
  (BodyOf<E> extends z.ZodType ? { body: Input<BodyOf<E>> } : { body?: never }) &
  (QueryOf<E> extends z.ZodType ? { query?: Input<QueryOf<E>> } : { query?: never });

type Args<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `/api/admin/faqs/:id` with `{ id: 7 }`: `/api/admin/faqs/7` (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export async function api<E extends Pick<Endpoint, 'method' | 'path'>>(endpoint: E, ...[input]: Args<E>) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return request<ResponseOf<E>>(
    endpoint.method,
    pathOf(endpoint.path, params as Record<string, unknown> | undefined),
    body,
    query,
  );
}

/** The address of a declared download (a CSV export), for a link: its path and query. */
export function downloadUrl<E extends Pick<Endpoint, 'path'> & { csv: string }>(
  endpoint: E,
  input: {
    params?: Record<string, unknown>;
    query?: QueryOf<E> extends z.ZodType ? Input<QueryOf<E>> : never;
  } = {},
): string {
  return pathOf(endpoint.path, input.params) + queryString(input.query ?? {});
}
