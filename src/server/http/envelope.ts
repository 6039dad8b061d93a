/**
 * The response envelope of every /api response. Routes return `ok(data)` and declare
 * `response: { 200: envelope(schema) }`, so the schema filters what leaves the server.
 */
import { z } from 'zod';

export const ok = <T>(data: T) => ({ data, success: true as const });

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, success: z.literal(true) });

export const errorBody = z.object({
  error: z.string(),
  success: z.literal(false),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorBody = z.infer<typeof errorBody>;

export const errorEnvelope = (error: string, details?: ErrorBody['details']): ErrorBody =>
  details ? { error, success: false, details } : { error, success: false };

// Paging lives with the shared contracts (the web app reads the same shape).
export { type Pagination, pageQuery, pagination, paginationOf } from '../../shared/contracts/pagination.ts';

/** Standard error responses, for the OpenAPI document. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  500: errorBody,
};
