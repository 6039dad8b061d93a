/** The health probe's checks, shared with the admin's system page (features/system). */
import type { Redis } from 'ioredis';
import type { RedisState } from '../../../shared/contracts/health.ts';

/** How long the database (or Redis) may take to answer the health check before it counts as down. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Rejects when `work` has not settled within `ms`. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `off` without REDIS_URL; `down` when it is not connected or does not answer a PING in time. */
export async function checkRedis(redis: Redis | undefined, timeoutMs: number): Promise<RedisState> {
  if (!redis) return 'off';
  // Not connected (ioredis is reconnecting): a command would fail at once, there is no offline queue.
  if (redis.status !== 'ready') return 'down';
  try {
    await within(redis.ping(), timeoutMs);
    return 'ok';
  } catch {
    return 'down';
  }
}
