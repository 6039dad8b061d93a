/**
 * Text PostgreSQL cannot store is refused up front, for every route, with a 400 — otherwise it
 * would surface as a 500 from the database:
 * - U+0000 (text columns cannot hold it): in the URL (path or query, encoded as %00) and in any
 *   string or key of a JSON body;
 * - a lone UTF-16 surrogate ("\ud800" in JSON), which is not Unicode text at all: jsonb and text
 *   columns refuse it. (A URL cannot carry one: percent-decoding makes invalid UTF-8 U+FFFD.)
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.ts';

const nulRefused = () => new AppError('BAD_REQUEST', 'The request contains a NUL character');
const malformedRefused = () =>
  new AppError('BAD_REQUEST', 'The request contains text that is not valid Unicode');

type Problem = 'nul' | 'malformed' | undefined;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): Problem {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'malformed' : undefined;
}

function findProblem(value: unknown, depth = 0): Problem {
  if (typeof value === 'string') return problemOf(value);
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = problemOf(key) ?? findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

export function registerNullByteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw nulRefused();
  });
  app.addHook('preValidation', async (request) => {
    const problem = findProblem(request.body);
    if (problem === 'nul') throw nulRefused();
    if (problem === 'malformed') throw malformedRefused();
  });
}
