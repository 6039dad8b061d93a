/**
 * Server-rendered public pages, kept per key (the caller's: path and language) and content
 * version, so a public page costs one primary-key read instead of a render and its queries.
 *
 * - Every get reads the version (content/content-version.ts) first: one query per request is the
 *   price of an edit showing on the very next page load of every instance, without waiting for a
 *   message (the cache bus) that can arrive late or not at all.
 * - The effective key is version + key: entries live in one generation per version, and a newer
 *   version replaces the generation whole. A render still running for an older one finishes into
 *   its discarded generation and can never be served for the new version.
 * - Entries expire after ttlMs: what changes with time and no write (a post whose scheduled time
 *   has come) shows within that.
 * - Bounded by entry count and bytes, least recently used first out. Concurrent misses of one key
 *   share one computation (as public-cache.ts); a failed one is not kept.
 */

export const PAGE_CACHE_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

type Sizing<T> = [T] extends [string | Uint8Array]
  ? {
      /** The bytes a value holds, for maxBytes (default: a string's length, a buffer's byteLength). */
      sizeOf?: (value: T) => number;
    }
  : {
      /** The bytes a value holds, for maxBytes: required when T is not a string or buffer. */
      sizeOf: (value: T) => number;
    };

export type PageCacheOptions<T> = {
  /** The current content version (readContentVersion); read once per get. */
  readVersion: () => Promise<number>;
  /** How long an entry lives within its version (default PAGE_CACHE_TTL_MS). */
  ttlMs?: number;
  /** The most entries kept (default 500); the least recently used goes first. */
  maxEntries?: number;
  /** The most bytes kept, by sizeOf (default 64 MiB); a single larger value is never kept. */
  maxBytes?: number;
  /**
   * Called once when a get reads a version newer than any seen before (the first read included:
   * nothing is known of what happened before it), before anything is computed for it. The place
   * to drop this instance's other caches of public data (CacheBus.dropLocal), so that a page
   * rendered for the new version cannot read them from before the change.
   */
  onNewVersion?: () => void;
  /** Called when the version cannot be read (the page is then computed and not kept). */
  onVersionError?: (error: unknown) => void;
} & Sizing<T>;

export interface PageCache<T> {
  /** The value of `key` for the current content version, computed by `compute` when missing. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** 0 until the value has arrived. */
  size: number;
}

interface Generation<T> {
  version: number;
  /** In use order: the least recently used first (a Map iterates in insertion order). */
  entries: Map<string, Entry<T>>;
  bytes: number;
}

const defaultSizeOf = (value: unknown) =>
  typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 0;

/**
 * Version reads shared by the requests that wait together: while one read runs, the requests that
 * arrive wait for the next one, which starts when it ends, so after all of them arrived. No request
 * gets an answer read before it came (an edit committed before its arrival is always seen), and 50
 * concurrent requests cost two queries at a time, not 50.
 */
export function sharedFreshReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = () => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

export function createPageCache<T = string>(options: PageCacheOptions<T>): PageCache<T> {
  const { onNewVersion, onVersionError } = options;
  const readVersion = sharedFreshReads(options.readVersion);
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const sizeOf: (value: T) => number = options.sizeOf ?? defaultSizeOf;
  // No version seen yet: the first one read is new.
  let generation: Generation<T> = { version: Number.NEGATIVE_INFINITY, entries: new Map(), bytes: 0 };

  const remove = (target: Generation<T>, key: string, entry: Entry<T>) => {
    target.entries.delete(key);
    target.bytes -= entry.size;
  };

  // Oldest first, until within both bounds. An entry still computing holds no bytes yet: it goes
  // only for the count (dropping it would free nothing and lose the sharing of its computation).
  const trim = (target: Generation<T>) => {
    for (const [key, entry] of target.entries) {
      const overCount = target.entries.size > maxEntries;
      if (!overCount && target.bytes <= maxBytes) return;
      if (overCount || entry.size > 0) remove(target, key, entry);
    }
  };

  const compute = (target: Generation<T>, key: string, run: () => Promise<T>) => {
    const entry: Entry<T> = { value: run(), expiresAt: Date.now() + ttlMs, size: 0 };
    target.entries.set(key, entry);
    trim(target);
    entry.value.then(
      (value) => {
        // Gone meanwhile (evicted, replaced, or its generation dropped): nothing to count.
        if (target.entries.get(key) !== entry) return;
        const size = sizeOf(value);
        // Kept, it would push out everything else first (it is the newest), and still not fit.
        if (size > maxBytes) {
          target.entries.delete(key);
          return;
        }
        entry.size = size;
        target.bytes += size;
        trim(target);
      },
      () => {
        if (target.entries.get(key) === entry) target.entries.delete(key);
      },
    );
    return entry.value;
  };

  return {
    async get(key, run) {
      let version: number;
      try {
        version = await readVersion();
      } catch (error) {
        // The version cannot be read (the database is unreachable from here, or overloaded). A kept
        // page may be older than an edit committed through another instance, and the promise is
        // that an edit shows at once: so nothing kept is served, and what is computed now is not
        // kept, as nothing says which version it belongs to. The computation reads the same
        // database, so in an outage it fails too, and the error handler answers for it.
        onVersionError?.(error);
        return run();
      }
      if (version > generation.version) {
        // Before the swap: if it throws, the next get sees the version as new again and retries.
        onNewVersion?.();
        generation = { version, entries: new Map(), bytes: 0 };
      }
      // A version older than the current generation's is a read that started before another get's
      // newer one: the newer generation serves it (content from later than the request asked is
      // still content from after it arrived).
      const current = generation;
      const found = current.entries.get(key);
      if (found && found.expiresAt > Date.now()) {
        // Most recently used now: to the end of the order.
        current.entries.delete(key);
        current.entries.set(key, found);
        return found.value;
      }
      if (found) remove(current, key, found);
      return compute(current, key, run);
    },
  };
}
