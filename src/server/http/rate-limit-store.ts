/**
 * Rate-limit counters in Redis, with this process's memory as the fallback while Redis is
 * unreachable (decisions: REDIS_URL makes counters shared; docs/architecture.md "Redis goes
 * away"). Letting every request through during an outage would turn it into an open door for
 * password guessing; refusing every request would turn it into downtime. Counting in process
 * keeps each instance's limits (N instances allow up to N times the limit) until Redis answers
 * again, and says so once in the log per outage.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result: Counter | null) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores (CommonJS, not in its typings): the same Lua script and LRU it uses.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Shared by a store and its children: one warning per outage, whichever scope notices it. */
class Outage {
  private down = false;
  constructor(private readonly log: FastifyBaseLogger) {}
  started(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'redis unreachable: rate limits are counted in this process until it is back',
    );
  }
  ended(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('redis is back: rate limits are counted in redis again');
  }
}

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

class FallbackStore implements Store {
  private readonly shared: Store;
  private readonly local: Store;

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly outage: Outage,
    params: StoreParams,
  ) {
    this.shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, namespace);
    this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.call('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.call('read', key, callback, timeWindow, max);
  }

  /**
   * The store of one `app.rateLimit()` scope. Not the plugin stores' own `child`: theirs prefixes
   * the key with the route's method and URL, which a scope shared by many routes does not have
   * (keys read `undefinedundefined-…`). Our key generators already name the scope and the caller.
   */
  child(routeOptions: unknown): Store {
    return new FallbackStore(this.redis, this.namespace, this.outage, routeOptions as StoreParams);
  }

  private call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    const local = () => this.local[method]!(key, callback, timeWindow, max);
    // Not connected: do not wait for a command that cannot succeed.
    if (this.redis.status !== 'ready') {
      this.outage.started(new Error(`redis connection is ${this.redis.status}`));
      local();
      return;
    }
    this.shared[method]!(
      key,
      (error, result) => {
        if (error) {
          this.outage.started(error);
          local();
          return;
        }
        this.outage.ended();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/**
 * The `store` option of @fastify/rate-limit: Redis first, this process while Redis is away. Keys
 * are `<namespace><scope>:<caller>`, e.g. `starter-rl:auth:ip:203.0.113.7` or
 * `starter-rl:general:user:<id>`.
 */
export function fallbackStore(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const outage = new Outage(log);
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(redis, namespace, outage, params);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
