/**
 * The page cache (page-cache.ts): hits, what makes a miss (a new content version, seen by every
 * instance; the TTL; the bounds), shared computations, failures, and the new-version callback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion, readContentVersion } from '../content/content-version.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createPageCache, type PageCacheOptions, sharedFreshReads } from './page-cache.ts';

/** A version held in memory, and a page computation that counts its runs. */
function setup(options: Partial<PageCacheOptions<string>> = {}) {
  let version = 1;
  const runs: string[] = [];
  const cache = createPageCache<string>({ readVersion: async () => version, ...options });
  const render = (key: string, body = `<p>${key}</p>`) =>
    cache.get(key, async () => {
      runs.push(key);
      return body;
    });
  return {
    cache,
    runs,
    render,
    bump: () => {
      version += 1;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('page cache', () => {
  it('computes a page once and serves it again from memory', async () => {
    const { render, runs } = setup();
    expect(await render('/faq|en')).toBe('<p>/faq|en</p>');
    expect(await render('/faq|en')).toBe('<p>/faq|en</p>');
    expect(runs).toEqual(['/faq|en']);
  });

  it('keeps each key apart', async () => {
    const { render, runs } = setup();
    await render('/faq|en');
    await render('/faq|de');
    expect(runs).toEqual(['/faq|en', '/faq|de']);
  });

  it('computes again once the content version has moved', async () => {
    const { render, runs, bump } = setup();
    await render('/faq|en');
    bump();
    await render('/faq|en');
    expect(runs).toEqual(['/faq|en', '/faq|en']);
  });

  it('computes again after the TTL, within the same version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { render, runs } = setup({ ttlMs: 10_000 });
    await render('/blog|en');
    vi.advanceTimersByTime(9_999);
    await render('/blog|en');
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await render('/blog|en');
    expect(runs).toHaveLength(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { render, runs } = setup({ maxEntries: 2 });
    await render('a');
    await render('b');
    await render('a');
    await render('c');
    // b was the least recently used: gone; a and c are kept.
    await render('a');
    await render('c');
    expect(runs).toEqual(['a', 'b', 'c']);
    await render('b');
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps at most maxBytes, dropping the least recently used', async () => {
    const { render, runs } = setup({ maxBytes: 25 });
    await render('a', 'x'.repeat(10));
    await render('b', 'x'.repeat(10));
    await render('c', 'x'.repeat(10));
    await render('c');
    await render('b');
    expect(runs).toEqual(['a', 'b', 'c']);
    await render('a');
    expect(runs).toEqual(['a', 'b', 'c', 'a']);
  });

  it('never keeps a page larger than maxBytes, nor drops the others for it', async () => {
    const { render, runs } = setup({ maxBytes: 25 });
    await render('small', 'x'.repeat(10));
    await render('huge', 'x'.repeat(26));
    await render('huge', 'x'.repeat(26));
    await render('small');
    expect(runs).toEqual(['small', 'huge', 'huge']);
  });

  it('runs one computation for concurrent misses of a key', async () => {
    const { cache } = setup();
    let release: (value: string) => void = () => {};
    const rendered = new Promise<string>((resolve) => {
      release = resolve;
    });
    // Every call gets the same render: a second computation would be counted, not wait forever.
    const compute = vi.fn(() => rendered);
    const pages = Promise.all([cache.get('/', compute), cache.get('/', compute), cache.get('/', compute)]);
    await vi.waitFor(() => expect(compute).toHaveBeenCalled());
    release('<p>home</p>');
    expect(await pages).toEqual(['<p>home</p>', '<p>home</p>', '<p>home</p>']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed computation: the next get computes again', async () => {
    const { cache } = setup();
    await expect(cache.get('/', () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(await cache.get('/', async () => '<p>home</p>')).toBe('<p>home</p>');
  });

  it('computes without keeping while the version cannot be read, and reports why', async () => {
    const errors: unknown[] = [];
    let down = false;
    const cache = createPageCache<string>({
      readVersion: async () => {
        if (down) throw new Error('database unreachable');
        return 1;
      },
      onVersionError: (error) => errors.push(error),
    });
    const compute = vi.fn(async () => '<p>home</p>');
    await cache.get('/', compute);
    down = true;
    await cache.get('/', compute);
    await cache.get('/', compute);
    // The kept page of version 1 may predate an edit made elsewhere: it is not served meanwhile.
    expect(compute).toHaveBeenCalledTimes(3);
    expect(errors).toHaveLength(2);
    down = false;
    await cache.get('/', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('calls onNewVersion once per new version, before computing for it', async () => {
    const calls: string[] = [];
    const { render, runs, bump } = setup({ onNewVersion: () => calls.push(`new after ${runs.length}`) });
    await render('a');
    await render('b');
    expect(calls).toEqual(['new after 0']);
    bump();
    await Promise.all([render('a'), render('b'), render('c')]);
    expect(calls).toEqual(['new after 0', 'new after 2']);
  });
});

describe('page cache on a shared database (two instances)', () => {
  let testDatabase: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    // With PostgreSQL, the second instance has its own pool; PGlite is one process's database.
    other = testDatabase.databaseUrl
      ? await openDatabase({ databaseUrl: testDatabase.databaseUrl, poolSize: 2 })
      : testDatabase.database;
  });
  afterAll(async () => {
    if (other !== testDatabase?.database) await other?.close();
    await testDatabase?.close();
  });

  it("serves another instance's edit on its next get", async () => {
    const db = testDatabase.database.db;
    const here = createPageCache<string>({ readVersion: () => readContentVersion(db) });
    const there = createPageCache<string>({ readVersion: () => readContentVersion(other.db) });
    let content = 'before';
    const render = () => Promise.resolve(`<p>${content}</p>`);
    expect(await here.get('/faq|en', render)).toBe('<p>before</p>');
    expect(await there.get('/faq|en', render)).toBe('<p>before</p>');

    // An edit committed through this instance's database connection...
    content = 'after';
    await inTransaction(db, (tx) => bumpContentVersion(tx));
    // ...is what the other instance serves next, with no message sent.
    expect(await there.get('/faq|en', render)).toBe('<p>after</p>');
    expect(await here.get('/faq|en', render)).toBe('<p>after</p>');
  });
});

describe('version reads under load', () => {
  it('shares one read among the requests that arrive while another runs, started after they came', async () => {
    const started: number[] = [];
    const finish: Array<(version: number) => void> = [];
    let committed = 1;
    const read = sharedFreshReads(
      () =>
        new Promise<number>((resolve) => {
          const seen = committed;
          started.push(seen);
          finish.push(() => resolve(seen));
        }),
    );
    const first = read();
    committed = 2; // an edit commits while the first read runs
    const waiting = [read(), read(), read()];
    expect(started).toEqual([1]);
    finish[0]!(0);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(started).toEqual([1, 2]));
    finish[1]!(0);
    // Each request that came after the edit sees it, from one shared read.
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('starts a new read for a request that comes when none runs', async () => {
    let reads = 0;
    const read = sharedFreshReads(async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });
});
