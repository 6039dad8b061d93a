/**
 * PostgreSQL text cannot hold U+0000, so a NUL byte anywhere in a request would surface as a 500
 * from the database. It is refused up front, for every route, with a 400: in the URL (path or
 * query, encoded as %00) and in any string or key of a JSON body.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const refused = () => new AppError('BAD_REQUEST', 'The request contains a NUL character');

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

export function registerNullByteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw refused();
  });
}
