/**
 * The scrape endpoint's bearer token, compared in constant time: both sides are hashed first, so
 * neither the time nor an early length mismatch tells a caller how much of a guess was right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** `missing`: no Authorization header at all; `wrong`: one that is not `Bearer <the token>`. */
export type TokenVerdict = 'ok' | 'missing' | 'wrong';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerTokenCheck(token: string): (authorization: string | undefined) => TokenVerdict {
  const expected = digest(token);
  return (authorization) => {
    if (authorization === undefined) return 'missing';
    const [scheme, given, ...rest] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || given === undefined || rest.length > 0) return 'wrong';
    return timingSafeEqual(digest(given), expected) ? 'ok' : 'wrong';
  };
}
