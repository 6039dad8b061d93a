/**
 * What leaves for an error service carries no personal data: no e-mail address, token, password
 * or key, even when an error's message quotes one (a database error repeats the value that
 * violated a constraint; a library error may quote a header). Applied to every text of a report.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// `Bearer <token>`, `password=...`, `"token": "..."` and the like: the value goes.
const SECRET_ASSIGNMENT =
  /\b(bearer|password|passwd|secret|token|api[_-]?key|authorization|cookie|session)(["']?\s*[:=]\s*["']?|\s+)[^\s"',;&]+/gi;
// Our API keys (sk_…), Stripe's keys and webhook secrets, JWT-shaped strings.
const KNOWN_SECRET =
  /\b(sk|pk|rk|whsec)_[A-Za-z0-9_]{8,}|\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// Long opaque runs (session tokens, hashes, reset codes): 32+ characters of base64url or hex.
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(KNOWN_SECRET, '[secret]')
    .replace(SECRET_ASSIGNMENT, (_match, name: string, separator: string) => `${name}${separator}[redacted]`)
    .replace(OPAQUE, '[redacted]');
}

/** A path as it is reported: no query string (it may hold a token) and no fragment. */
export function scrubPath(path: string): string {
  return scrubText(path.split(/[?#]/, 1)[0] ?? '');
}
