/**
 * Categories and tags: the same shape and rules (unique slug, post counts), so one set of
 * functions serves both, told which by `kind`. Here: their tables and the lists with post counts;
 * the admin's writes are in taxonomy-writes.ts.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryOut } from '../../../shared/contracts/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogPostCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema.ts';
import type { BlogDeps } from './deps.ts';
import { isPublic } from './queries.ts';

export type TaxonomyKind = 'category' | 'tag';

export const tables = {
  category: {
    table: blogCategories,
    link: blogPostCategories,
    linkColumn: blogPostCategories.categoryId,
    linkPost: blogPostCategories.postId,
  },
  tag: { table: blogTags, link: blogPostTags, linkColumn: blogPostTags.tagId, linkPost: blogPostTags.postId },
} as const;

/** A category or a tag with its post count (tags' description is always null). */
export type TaxonomyItem = CategoryOut;

export const toItem = (
  row: { id: number; name: string; slug: string; createdAt: Date; description?: string | null },
  postCount: number,
): TaxonomyItem => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description ?? null,
  postCount,
  createdAt: row.createdAt.toISOString(),
});

/** With post counts: every post for admins, public posts only for the site's filters. */
export async function listTerms(deps: BlogDeps, kind: TaxonomyKind, options: { publicOnly: boolean }) {
  if (!options.publicOnly) return countedTerms(deps.db, kind, options);
  // Counting joins every post: computed once per second for everyone.
  return deps.terms.get(kind, () => countedTerms(deps.db, kind, options));
}

async function countedTerms(db: Db, kind: TaxonomyKind, options: { publicOnly: boolean }) {
  const { table, link, linkColumn, linkPost } = tables[kind];
  const postCount = options.publicOnly
    ? sql<number>`count(${blogPosts.id})`.mapWith(Number)
    : count(linkPost);
  const rows = await db
    .select({ row: table, postCount })
    .from(table)
    .leftJoin(link, eq(linkColumn, table.id))
    .leftJoin(blogPosts, options.publicOnly ? and(eq(blogPosts.id, linkPost), isPublic()) : sql`false`)
    .groupBy(table.id)
    .orderBy(asc(table.name));
  return rows.map(({ row, postCount: n }) => toItem(row as never, Number(n)));
}
