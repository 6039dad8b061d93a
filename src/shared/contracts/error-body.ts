/**
 * The error envelope every /api refusal answers, and the standard error answers the API reference
 * shows: in the contracts, so a declaration that lists its own answers (endpoint.ts, `responses`)
 * can name them.
 */
import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from '../api-error-codes.ts';
import { planRefusal } from './plan-entitlements.ts';

const apiErrorCodes = Object.keys(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]];

export const errorBody = z.object({
  error: z.string().describe('What went wrong, in English'),
  success: z.literal(false),
  code: z
    .enum(apiErrorCodes)
    .describe('The stable machine code of the refusal, for a client to word in its language (docs/api.md)'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Values the message names (a limit, a size), for a client that words it itself'),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  // A refusal by the plan (`plan_limit`, `plan_feature`, `storage_limit`): what would allow it.
  ...planRefusal.partial().shape,
});

export type ErrorBody = z.infer<typeof errorBody>;

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
