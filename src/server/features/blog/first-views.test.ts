import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstViews, VIEW_WINDOW_MS } from './first-views.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('first views in this process', () => {
  it('counts a visitor once per post until the 30-minute window has passed', async () => {
    vi.useFakeTimers();
    const views = createFirstViews();
    expect(await views.isFirst(1, 'ip:a')).toBe(true);
    expect(await views.isFirst(1, 'ip:a')).toBe(false);
    expect(await views.isFirst(2, 'ip:a')).toBe(true);
    expect(await views.isFirst(1, 'ip:b')).toBe(true);
    vi.advanceTimersByTime(VIEW_WINDOW_MS - 1);
    expect(await views.isFirst(1, 'ip:a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await views.isFirst(1, 'ip:a')).toBe(true);
  });

  it('remembers a bounded number of pairs, forgetting the oldest first', async () => {
    const views = createFirstViews({ maxRemembered: 3 });
    for (const visitor of ['a', 'b', 'c']) expect(await views.isFirst(1, visitor)).toBe(true);
    expect(await views.isFirst(1, 'd')).toBe(true); // 'a' is forgotten to make room
    expect(await views.isFirst(1, 'b')).toBe(false);
    expect(await views.isFirst(1, 'a')).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('first views shared through Redis', () => {
  it('counts a visitor once across instances, under a hashed key that expires with the window', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: true });
    await redis.connect();
    const keyPrefix = `test-${randomBytes(6).toString('hex')}-views:`;
    try {
      const one = createFirstViews({ redis, keyPrefix });
      const other = createFirstViews({ redis, keyPrefix });
      expect(await one.isFirst(7, 'ip:203.0.113.5 ua:x')).toBe(true);
      expect(await other.isFirst(7, 'ip:203.0.113.5 ua:x')).toBe(false);
      expect(await other.isFirst(7, 'user:u1')).toBe(true);

      const keys = await redis.keys(`${keyPrefix}*`);
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        // The post and a hash of the visitor: no address in Redis.
        expect(key).toMatch(new RegExp(`^${keyPrefix}7:[A-Za-z0-9_-]{22}$`));
        expect(key).not.toContain('203.0.113.5');
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(VIEW_WINDOW_MS - 60_000);
        expect(ttl).toBeLessThanOrEqual(VIEW_WINDOW_MS);
      }
    } finally {
      redis.disconnect();
    }
  });

  it('falls back to this process while Redis is unreachable', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!, { lazyConnect: true });
    const views = createFirstViews({ redis, keyPrefix: `test-${randomBytes(6).toString('hex')}-views:` });
    // Never connected.
    expect(await views.isFirst(1, 'ip:a')).toBe(true);
    expect(await views.isFirst(1, 'ip:a')).toBe(false);
    redis.disconnect();
  });
});
