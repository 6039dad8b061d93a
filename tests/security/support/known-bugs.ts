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

const bodyHas = (response: LightMyRequestResponse, text: string) => response.body.includes(text);

/** A lone UTF-16 surrogate, raw or as a JSON \\uD8xx escape. */
const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

export const KNOWN_SERVER_BUGS = new Set<KnownBug>([
  {
    title:
      "src/server/app.ts: a path parameter longer than maxParamLength (200) gets Fastify's own 414 " +
      '{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH",...} without the envelope (and a malformed ' +
      'URL gets FST_ERR_BAD_URL the same way): the error handler never sees them. Fix: pass ' +
      'Fastify({ frameworkErrors: (error, request, reply) => … errorEnvelope … }) in buildApp.',
    repro: () => ({ method: 'GET', url: `/api/blog/${'x'.repeat(300)}` }),
    matches: (response) =>
      (response.statusCode === 414 && bodyHas(response, 'FST_ERR_MAX_PARAM_LENGTH')) ||
      (response.statusCode === 400 && bodyHas(response, 'FST_ERR_BAD_URL')),
  },
  {
    title:
      'src/server/http/security-log.ts (and every jsonb column fed from a request): a lone UTF-16 ' +
      'surrogate in a string ("\\ud800" in JSON) that ends up in security_log.metadata (jsonb) makes ' +
      'PostgreSQL refuse the insert ("invalid input syntax for type json" / "unsupported Unicode escape ' +
      'sequence"): 500. Seen on POST /api/admin/testimonials/:id/reject {"reason":"No\\ud800"} and PUT ' +
      '/api/admin/subscription-plans/:id {"description":"x\\ud800"}. Fix at the edge, like NUL bytes: ' +
      'src/server/http/null-bytes.ts refuses any string or key that is not well-formed ' +
      '(!value.isWellFormed()) with 400.',
    repro: (ids) => ({
      method: 'PUT',
      url: `/api/admin/subscription-plans/${ids.planId}`,
      payload: '{"description":"x\\ud800"}',
      asAdmin: true,
    }),
    matches: (response, request) => response.statusCode === 500 && LONE_SURROGATE.test(request.body ?? ''),
  },
]);

/** The known bug this answer to this request shows, if any. */
export function knownBugOf(response: LightMyRequestResponse, request: SentRequest): KnownBug | undefined {
  for (const bug of KNOWN_SERVER_BUGS) if (bug.matches(response, request)) return bug;
  return undefined;
}
