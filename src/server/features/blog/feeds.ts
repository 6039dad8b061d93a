/** What the sitemap and the RSS feed list: public posts, newest first. */
import { sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema.ts';
import type { BlogDeps } from './deps.ts';
import { selectPostDetails, toPostDetail } from './post-rows.ts';
import { isPublic } from './queries.ts';

/** Slugs and modification times of every public post, newest first (the sitemap). */
export function sitemapEntries({ db }: BlogDeps, limit: number) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(sql`${blogPosts.publishedAt} desc`)
    .limit(limit);
}

/** The newest public posts with their HTML (the RSS feed). */
export async function publicFeed({ db }: BlogDeps, limit: number) {
  const rows = await selectPostDetails(db)
    .where(isPublic())
    .orderBy(sql`${blogPosts.publishedAt} desc`, sql`${blogPosts.id} desc`)
    .limit(limit);
  return rows.map(toPostDetail);
}
