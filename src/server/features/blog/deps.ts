/**
 * What the blog's functions need: the database, the one way an admin writes, the view counter,
 * and the public caches, with the one call that drops them all.
 */
import type { CategoryOut, PostDetailOut } from '../../../shared/contracts/blog.ts';
import type { AdminActionRunner, AdminActor, AdminEvent } from '../../core/admin-action.ts';
import type { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CacheBus } from '../../http/cache-bus.ts';
import { type CachedBody, createPublicCache, type PublicCache } from '../../http/public-cache.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { type SchedulePublication, scheduledPublishing } from './scheduled-publishing.ts';
import type { ViewCounter } from './views.ts';

/** A public article as read from the database, with the view counter's state at that moment. */
export interface ArticleSnapshot {
  post: PostDetailOut;
  recorded: number;
  unwritten: number;
}

/** Who reads: admins see every status (and their reads count no view); undefined is anonymous. */
export type Viewer = { id: string; isAdmin: boolean } | undefined;

export interface BlogDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
  views: ViewCounter;
  /** Public articles by slug (what anonymous readers get; null for none). */
  articles: PublicCache<ArticleSnapshot | null>;
  /** Serialized public answers (lists, related posts), one per query per second. */
  responses: PublicCache<CachedBody>;
  /** The site's category and tag filters (counts of public posts), shared by every visitor. */
  terms: PublicCache<CategoryOut[]>;
  /** Drops every public blog cache, here and on every instance. */
  invalidate: () => void;
  /** Makes a post scheduled for a future time come out on the public pages at that time. */
  schedulePublication: SchedulePublication;
}

// Everything the public blog caches (lists, articles, related posts, category and tag counts)
// is one cache name: any write to posts, categories or tags drops all of it on every instance.
const CACHE_NAME = 'blog';

export function createBlogDeps(
  base: {
    db: Db;
    runAdminAction: AdminActionRunner;
    views: ViewCounter;
    cacheBus: CacheBus;
    jobs: JobRunner;
  },
  /** The caches' lifetime; the bench measures the database with 0. */
  cacheTtlMs?: number,
): BlogDeps {
  const { cacheBus, jobs, ...rest } = base;
  const invalidate = () => cacheBus.invalidate(CACHE_NAME);
  return {
    ...rest,
    articles: createPublicCache<ArticleSnapshot | null>(CACHE_NAME, cacheBus, cacheTtlMs),
    responses: createPublicCache<CachedBody>(CACHE_NAME, cacheBus, cacheTtlMs),
    terms: createPublicCache<CategoryOut[]>(CACHE_NAME, cacheBus, cacheTtlMs),
    invalidate,
    schedulePublication: scheduledPublishing(jobs, base.db, invalidate),
  };
}

/**
 * An admin's write to posts, categories or tags: committed with its security-log entry, then every
 * public cache is dropped (after a failure too: a second of recomputation is the cheap side).
 * `conflict` is what a unique violation means: a slug taken in a race since it was checked.
 */
export async function writeBlog<T>(
  deps: Pick<BlogDeps, 'runAdminAction' | 'invalidate'>,
  { conflict, ...context }: { actor: AdminActor; meta: RequestMeta; conflict?: () => AppError },
  perform: (tx: Db) => Promise<{ result: T; event: AdminEvent }>,
): Promise<T> {
  try {
    return await deps.runAdminAction(context, perform);
  } catch (error) {
    if (conflict && isUniqueViolation(error)) throw conflict();
    throw error;
  } finally {
    deps.invalidate();
  }
}
