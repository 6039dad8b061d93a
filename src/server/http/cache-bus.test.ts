/**
 * The cache bus (cache-bus.ts): dropLocal drops every cache of this instance and tells no other
 * (the pub/sub delivery itself is covered by tests/scale with two real instances).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type CacheBus, createCacheBus } from './cache-bus.ts';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const redisUrl = process.env.TEST_REDIS_URL;

const opened: Array<{ bus: CacheBus; redis?: Redis }> = [];
function open(redis?: Redis) {
  const bus = createCacheBus(redis, log);
  opened.push({ bus, ...(redis ? { redis } : {}) });
  return bus;
}
afterEach(async () => {
  for (const { bus, redis } of opened.splice(0)) {
    await bus.close();
    redis?.disconnect();
  }
});

describe('cache bus: dropLocal', () => {
  it('runs the handler of every cache name on this instance', () => {
    const bus = open();
    const dropped: string[] = [];
    bus.subscribe('blog', () => dropped.push('blog'));
    bus.subscribe('blog', () => dropped.push('blog, second cache'));
    bus.subscribe('faqs', () => dropped.push('faqs'));
    bus.dropLocal();
    expect(dropped).toEqual(['blog', 'blog, second cache', 'faqs']);
  });

  it.skipIf(!redisUrl)('publishes nothing: another instance keeps its caches', async () => {
    const connect = async () => {
      const redis = new Redis(redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      return redis;
    };
    const here = open(await connect());
    const there = open(await connect());
    const heard: string[] = [];
    // Both instances have the same caches, as two instances of the app do.
    here.subscribe('blog', () => {});
    there.subscribe('blog', () => heard.push('blog'));
    there.subscribe('marker', () => heard.push('marker'));
    // Subscribing takes a moment: until a marker from here arrives there, nothing would.
    await expect
      .poll(() => {
        here.invalidate('marker');
        return heard.length;
      })
      .toBeGreaterThan(0);
    heard.length = 0;

    here.dropLocal();
    // One channel delivers in order: once the next marker has arrived, anything dropLocal had
    // published would have arrived before it.
    here.invalidate('marker');
    await expect.poll(() => heard).toContain('marker');
    expect(heard).not.toContain('blog');
  });
});
