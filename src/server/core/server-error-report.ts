/**
 * What the error handler (http/error-handler.ts) hands on about a server error it answered: the
 * error itself and the request's facts that are safe to keep (its id, method and route template;
 * never its URL, headers or body). Whoever records or reports it takes a `RecordServerError`: the
 * system page's error record today (features/system/error-record.ts); an error tracker joins at
 * the same point (app.ts passes one function that calls each). The handler knows none of them.
 */
export interface ServerErrorReport {
  error: unknown;
  /** The status the client got. */
  status: number;
  requestId: string;
  method: string;
  /** The matched route's template (`/api/blog/:slug`); undefined when no route matched. */
  route: string | undefined;
}

/**
 * Must not throw and must not make the response wait: anything slow (a write, a network call)
 * runs in the background and catches its own failures.
 */
export type RecordServerError = (report: ServerErrorReport) => void;
