/**
 * Tells every instance to drop a cache. Without REDIS_URL there is one instance and the bus is a
 * local call; with it, a Redis pub/sub channel carries the cache's name to every instance (this
 * one included, harmlessly). A missed message (Redis away) costs at most the cache's TTL.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

const CHANNEL = 'starter:cache-invalidate';

export interface CacheBus {
  /** Runs `onInvalidate` whenever any instance invalidates `name`. */
  subscribe(name: string, onInvalidate: () => void): void;
  /** Drops `name` here at once, and on the other instances as soon as Redis delivers. */
  invalidate(name: string): void;
  /**
   * Drops every cache on this instance only, publishing nothing: for an instance that has learnt
   * of a change by itself (the page cache seeing a new content version) before the bus's message
   * for it has arrived, if it ever does. Every instance learns the same way, so none is told.
   */
  dropLocal(): void;
  close(): Promise<void>;
}

export function createCacheBus(redis: Redis | undefined, log: FastifyBaseLogger): CacheBus {
  const handlers = new Map<string, Array<() => void>>();
  const runLocal = (name: string) => {
    for (const handler of handlers.get(name) ?? []) handler();
  };

  // A subscribed connection can do nothing else, so the bus has its own; unlike the limiter's, it
  // queues its SUBSCRIBE until connected and re-subscribes after every reconnection.
  const subscriber = redis?.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  if (subscriber) {
    subscriber.on('error', () => {
      // The main connection already logs Redis outages (app.ts).
    });
    subscriber
      .subscribe(CHANNEL)
      .catch((error: unknown) => log.warn({ err: error }, 'cache bus: subscribe failed'));
    subscriber.on('message', (_channel: string, name: string) => runLocal(name));
  }

  return {
    subscribe(name, onInvalidate) {
      handlers.set(name, [...(handlers.get(name) ?? []), onInvalidate]);
    },
    dropLocal() {
      for (const name of handlers.keys()) runLocal(name);
    },
    invalidate(name) {
      runLocal(name);
      if (redis?.status === 'ready') {
        redis
          .publish(CHANNEL, name)
          .catch((error: unknown) => log.warn({ err: error }, 'cache bus: publish failed'));
      }
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
