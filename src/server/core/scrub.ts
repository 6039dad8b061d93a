/**
 * The one scrubber of error text: what leaves the request for the error record (features/system)
 * or an error service (observability/error-reports.ts) carries no personal data and nothing that
 * opens an account. An error's message can quote what a request carried: Drizzle puts a failed
 * query's parameters after "params:", a database error repeats the value that violated a
 * constraint, a library may quote a URL with its token or a header.
 */

const SCRUBS: [pattern: RegExp, replacement: string][] = [
  // A query string, in a URL or a path: tokens of e-mailed links live there.
  [/(\/[^\s?#"'<>]*)\?[^\s"'<>]*/g, '$1?…'],
  // Credentials in a connection string (postgres://user:password@host), before the address rule.
  [/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[credentials]@'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // Our API keys, Stripe's keys and webhook signing secrets; JWT-shaped strings.
  [/\b(sk|pk|rk|whsec)_[A-Za-z0-9_-]{8,}/g, '$1_[redacted]'],
  [/\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[redacted]'],
  // `password=…`, `"token": "…"` and the like: the value goes.
  [
    /\b(password|passwd|secret|token|api[_-]?key|authorization|cookie)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
    '$1$2[redacted]',
  ],
  // Long opaque runs (session tokens, reset codes, hashes): 32+ characters of base64url or hex.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[redacted]'],
];

/** Removes what may identify a person or open an account from a piece of error text. */
export function scrub(text: string): string {
  // Drizzle: "Failed query: select … \nparams: a@b.co,secret": the values are the request's.
  const withoutParams = text.split(/\n\s*params:/)[0] ?? '';
  return SCRUBS.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    withoutParams,
  );
}

/** A path as it is reported: no query string (it may hold a token) and no fragment. */
export const scrubPath = (path: string): string => scrub(path.split(/[?#]/, 1)[0] ?? '');
