/**
 * The one error type of the service. Services throw `AppError(code, message)`; the error handler
 * maps the code to a status through the single table below.
 */
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

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /**
   * A refusal by design under load (a full queue answering 503 with Retry-After): not a failure,
   * so not logged as one; under a burst it happens thousands of times a second.
   */
  readonly loadShedding: boolean;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      details?: ErrorDetail[];
      headers?: Record<string, string>;
      cause?: unknown;
      loadShedding?: boolean;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
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
