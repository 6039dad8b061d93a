/**
 * Server bugs the security tests found in files their author may not edit (src/server/app.ts,
 * src/server/http/**, the auth and blog features). While a bug is listed, an answer matching its
 * signature is tolerated by the matrix and the fuzzer, and every other assertion still applies;
 * fuzz.test.ts also sends each bug's repro and fails once the bug no longer reproduces, so a fix
 * comes with the removal of its entry. The lead empties this set after fixing them.
 */
import type { LightMyRequestResponse } from 'fastify';

/** The request as sent: its URL and its body as text. */
export interface SentRequest {
  url: string;
  body?: string | undefined;
}

export interface KnownBug {
  /** What goes wrong, where, and the suggested fix. */
  title: string;
  /** A request that shows it (sent as the fixtures' admin when `asAdmin`). */
  repro: (ids: { planId: number }) => {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: string;
    asAdmin?: true;
  };
  /** Whether this answer to this request is the bug. */
  matches(response: LightMyRequestResponse, request: SentRequest): boolean;
}

// Emptied by the fixes: frameworkErrors in src/server/app.ts (an over-long path parameter or a
// malformed URL answers in the envelope) and src/server/http/null-bytes.ts (a lone surrogate is
// a 400 before the database sees it); both now have tests in src/server/http/http.test.ts.
export const KNOWN_SERVER_BUGS = new Set<KnownBug>([]);

/** The known bug this answer to this request shows, if any. */
export function knownBugOf(response: LightMyRequestResponse, request: SentRequest): KnownBug | undefined {
  for (const bug of KNOWN_SERVER_BUGS) if (bug.matches(response, request)) return bug;
  return undefined;
}
