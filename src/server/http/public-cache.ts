/**
 * Public responses computed once per second, not once per request. Every instance keeps its own
 * entries for PUBLIC_CACHE_TTL_MS; a write drops them here at once and on every other instance
 * through the cache bus, and the TTL bounds what a missed message or a post whose scheduled time
 * has come can cost: one second. Only what every non-admin caller would see goes in (no drafts,
 * nothing per user); callers keep admins out.
 * Concurrent misses of one key share one computation, so an expiry under load is one query.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheBus } from './cache-bus.ts';
import { isNotModified } from './etag.ts';

export const PUBLIC_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 1000;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export interface PublicCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops every entry on every instance. */
  invalidate(): void;
}

export function createPublicCache<T>(
  name: string,
  bus: CacheBus,
  ttlMs = PUBLIC_CACHE_TTL_MS,
): PublicCache<T> {
  let entries = new Map<string, Entry<T>>();
  bus.subscribe(name, () => {
    // A new map: computations still running for the old one cannot put stale values back.
    entries = new Map();
  });

  return {
    get(key, compute) {
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.expiresAt > now) return found.value;
      const map = entries;
      const value = compute();
      const entry = { value, expiresAt: now + ttlMs };
      map.delete(key);
      // Oldest first: a Map iterates in insertion order.
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
      map.set(key, entry);
      value.catch(() => {
        if (map.get(key) === entry) map.delete(key);
      });
      return value;
    },
    invalidate() {
      bus.invalidate(name);
    },
  };
}

export interface CachedBody {
  body: string;
  etag: string;
}

/** A stable key for a parsed query (its keys in order, defaults applied by the schema). */
export function keyOfQuery(query: object): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Sends a cached serialized response: serialized once with the route's own response schema,
 * with an ETag that a browser can revalidate (304 without a body).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache<CachedBody>,
  key: string,
  compute: () => Promise<unknown>,
) {
  const { body, etag } = await cache.get(key, async () => {
    // The route's JSON serializer returns a string.
    const body = reply.serialize(await compute()) as string;
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'Authorization, Cookie');
  if (isNotModified(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
