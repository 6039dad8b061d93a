/**
 * The one error type of the service. Services throw `AppError(code, message)`; the error handler
 * maps the code to a status through the single table below. The envelope's machine `code`
 * (src/shared/api-error-codes.ts) is the status's default unless the throw names a specific one
 * (`{ apiCode: 'already_member' }`), with the values its message names (`params`).
 */
import type { ApiErrorCode, ApiErrorParams } from '../../shared/api-error-codes.ts';
import type { PlanRefusal } from '../../shared/contracts/plan-entitlements.ts';

export type { ApiErrorCode, ApiErrorParams } from '../../shared/api-error-codes.ts';

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The machine code of each status, for a refusal that names none more specific. */
const defaultApiCodes: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  503: 'service_unavailable',
};

export const defaultApiCode = (status: number): ApiErrorCode =>
  defaultApiCodes[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The envelope's machine `code`. */
  readonly apiCode: ApiErrorCode;
  readonly params: ApiErrorParams | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** A refusal by the plan (a limit or a flag): what the web app's upgrade prompt shows. */
  readonly plan: PlanRefusal | undefined;
  /**
   * A refusal by design under load (a full queue answering 503 with Retry-After): not a failure,
   * so not logged as one; under a burst it happens thousands of times a second.
   */
  readonly loadShedding: boolean;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      apiCode?: ApiErrorCode;
      params?: ApiErrorParams;
      details?: ErrorDetail[];
      headers?: Record<string, string>;
      plan?: PlanRefusal;
      cause?: unknown;
      loadShedding?: boolean;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.apiCode = options.apiCode ?? defaultApiCode(errorStatus[code]);
    this.params = options.params;
    this.details = options.details;
    this.headers = options.headers;
    this.plan = options.plan;
    this.loadShedding = options.loadShedding ?? false;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'Forbidden');
export const notFound = (what = 'Not Found') => new AppError('NOT_FOUND', what);

/** `getXOrThrow`: a missing row becomes a 404 in exactly one place. */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(`${what} not found`);
  return value;
}
