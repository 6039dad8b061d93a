/**
 * Conditional GETs: whether a request's If-None-Match names the answer's ETag, so it can be a
 * 304 without a body. The header may list several tags, mark them weak (`W/"…"`) or be `*`
 * (RFC 9110 §13.1.2: weak comparison).
 */
import type { FastifyRequest } from 'fastify';

export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}
