/**
 * Article views, counted in memory and written in batches: one statement per second for all the
 * posts read in that second, instead of an UPDATE (a row lock on a hot post) per read. A crash
 * loses at most the last second's views (docs/architecture.md). A failed write keeps the counts
 * for the next one. A visitor counts once per post per 30 minutes (first-views.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createFirstViews, type FirstViews } from './first-views.ts';

const FLUSH_EVERY_MS = 1000;
// Two parameters per post; PostgreSQL allows 65,535 in one statement.
const POSTS_PER_STATEMENT = 5000;

export interface ViewCounter {
  /** Counts a read of the post unless this visitor read it within the window. */
  record(postId: number, visitor: string): Promise<void>;
  /** Views this instance has recorded for the post since it started (written or not). */
  recorded(postId: number): number;
  /** Views recorded here but not yet in the database. */
  unwritten(postId: number): number;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createViewCounter(deps: {
  db: Db;
  log: FastifyBaseLogger;
  flushEveryMs?: number;
  /** Shared through Redis when there is one; this process's memory by default. */
  firstViews?: FirstViews;
}): ViewCounter {
  const { db, log, firstViews = createFirstViews() } = deps;
  let pending = new Map<number, number>();
  let writing = new Map<number, number>();
  const total = new Map<number, number>();
  let flushing: Promise<void> | undefined;

  async function write(batch: Map<number, number>) {
    const entries = [...batch];
    for (let start = 0; start < entries.length; start += POSTS_PER_STATEMENT) {
      const rows = entries
        .slice(start, start + POSTS_PER_STATEMENT)
        .map(([postId, views]) => sql`(${postId}::integer, ${views}::integer)`);
      // One statement: the posts' counters and the per-day rows the dashboard charts read.
      await db.execute(sql`with counted (post_id, views) as (values ${sql.join(rows, sql`, `)}),
        bumped as (
          update blog_post p set view_count = p.view_count + c.views from counted c
          where p.id = c.post_id returning p.id, c.views)
        insert into blog_post_view_daily (post_id, day, views)
        select id, (now() at time zone 'utc')::date, views from bumped
        on conflict (post_id, day) do update set views = blog_post_view_daily.views + excluded.views`);
    }
  }

  async function flush() {
    if (flushing !== undefined) return flushing;
    if (pending.size === 0) return;
    writing = pending;
    pending = new Map();
    flushing = write(writing)
      .catch((error: unknown) => {
        log.warn({ err: error, posts: writing.size }, 'could not write article views; retrying');
        for (const [postId, views] of writing) pending.set(postId, (pending.get(postId) ?? 0) + views);
      })
      .finally(() => {
        writing = new Map();
        flushing = undefined;
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), deps.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    async record(postId, visitor) {
      if (!(await firstViews.isFirst(postId, visitor))) return;
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
      total.set(postId, (total.get(postId) ?? 0) + 1);
    },
    recorded: (postId) => total.get(postId) ?? 0,
    unwritten: (postId) => (pending.get(postId) ?? 0) + (writing.get(postId) ?? 0),
    flush,
    async close() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
