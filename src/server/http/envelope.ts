/**
 * The response envelope of every /api response. Routes return `ok(data)` and declare
 * `response: { 200: envelope(schema) }`, so the schema filters what leaves the server.
 */
import { z } from 'zod';
import type { ApiErrorCode, ApiErrorParams } from '../../shared/api-error-codes.ts';
import type { ErrorBody } from '../../shared/contracts/error-body.ts';
import type { PlanRefusal } from '../../shared/contracts/plan-entitlements.ts';

export const ok = <T>(data: T) => ({ data, success: true as const });

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, success: z.literal(true) });

// The error envelope lives with the shared contracts (a declaration may list its own answers).
export { type ErrorBody, errorBody, errorResponses } from '../../shared/contracts/error-body.ts';

export const errorEnvelope = (
  error: string,
  code: ApiErrorCode,
  extra: { details?: ErrorBody['details']; params?: ApiErrorParams; plan?: PlanRefusal | undefined } = {},
): ErrorBody => ({
  error,
  success: false,
  code,
  ...(extra.params ? { params: extra.params } : {}),
  ...(extra.details ? { details: extra.details } : {}),
  ...extra.plan,
});

// Paging lives with the shared contracts (the web app reads the same shape).
export { type Pagination, pageQuery, pagination, paginationOf } from '../../shared/contracts/pagination.ts';
