/**
 * Whether a read is a visitor's first of a post within VIEW_WINDOW_MS (30 minutes): 30 reloads,
 * or a script fetching a post in a loop, are one view. A visitor is the signed-in user, else the
 * client address with its user agent (the caller builds that string); only a hash of it is kept.
 *
 * No database query per read. With Redis, `SET key NX PX` records the (post, visitor) pair for
 * every instance, and each instance also remembers the pairs it has seen, so a reload flood on one
 * instance does not even reach Redis. Without Redis, or while it is unreachable, this process's
 * memory alone decides. That memory holds at most MAX_REMEMBERED pairs (about 6 MB): past that the
 * oldest are forgotten first, so under a flood of distinct visitors some are counted twice rather
 * than memory growing without bound.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export const VIEW_WINDOW_MS = 30 * 60 * 1000;
const MAX_REMEMBERED = 50_000;

export interface FirstViews {
  /** True the first time `visitor` reads `postId` within the window (and records it). */
  isFirst(postId: number, visitor: string): Promise<boolean>;
}

/** Keys remembered for `ttlMs`, `max` at most. */
function recentKeys(max: number, ttlMs: number) {
  const seenAt = new Map<string, number>();
  return {
    /** Adds the key; false when it was already there. */
    add(key: string): boolean {
      const now = Date.now();
      const at = seenAt.get(key);
      if (at !== undefined && now - at < ttlMs) return false;
      seenAt.delete(key);
      // Keys are inserted in time order, so the expired ones (and the oldest) are at the front.
      for (const [oldest, time] of seenAt) {
        if (now - time < ttlMs && seenAt.size < max) break;
        seenAt.delete(oldest);
      }
      seenAt.set(key, now);
      return true;
    },
  };
}

export function createFirstViews(
  deps: { redis?: Redis | undefined; keyPrefix?: string; windowMs?: number; maxRemembered?: number } = {},
): FirstViews {
  const { redis, keyPrefix = 'starter-views:', windowMs = VIEW_WINDOW_MS } = deps;
  const here = recentKeys(deps.maxRemembered ?? MAX_REMEMBERED, windowMs);
  return {
    async isFirst(postId, visitor) {
      const key = `${postId}:${createHash('sha256').update(visitor).digest('base64url').slice(0, 22)}`;
      // Seen by this instance within the window: then Redis has it too.
      if (!here.add(key)) return false;
      if (redis?.status !== 'ready') return true;
      try {
        return (await redis.set(`${keyPrefix}${key}`, '1', 'PX', windowMs, 'NX')) === 'OK';
      } catch {
        // Redis failed during the command: this process's memory decides, as while it is away.
        return true;
      }
    },
  };
}
