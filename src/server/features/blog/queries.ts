/**
 * The SQL building blocks of the blog: which posts a caller may see (a post's status), and the
 * list's filters and order. How a post row is read is in post-rows.ts.
 */
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PostListQuery, PostStatus } from '../../../shared/contracts/blog.ts';
import { blogCategories, blogPostCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema.ts';

/** Public means published and not scheduled for later. */
export const isPublic = (): SQL =>
  and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`))!;

export function statusCondition(status: PostStatus): SQL {
  if (status === 'draft') return eq(blogPosts.published, false);
  if (status === 'scheduled')
    return and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, sql`now()`))!;
  return isPublic();
}

/** A post in a short list (the dashboard's latest posts, a user's file); its status is `statusOf` of it. */
export const postSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
};

export function statusOf(
  post: { published: boolean; publishedAt: Date | null },
  now = new Date(),
): PostStatus {
  if (!post.published) return 'draft';
  return post.publishedAt && post.publishedAt > now ? 'scheduled' : 'published';
}

/** The WHERE of a list: visibility (or the admin's status), author, category, tag, search. */
export function listConditions(query: PostListQuery, isAdmin: boolean): SQL | undefined {
  return and(
    isAdmin ? (query.status ? statusCondition(query.status) : undefined) : isPublic(),
    query.author ? eq(blogPosts.authorId, query.author) : undefined,
    query.category
      ? sql`exists (select 1 from ${blogPostCategories} join ${blogCategories} on ${blogCategories.id} = ${blogPostCategories.categoryId}
              where ${blogPostCategories.postId} = ${blogPosts.id} and ${blogCategories.slug} = ${query.category})`
      : undefined,
    query.tag
      ? sql`exists (select 1 from ${blogPostTags} join ${blogTags} on ${blogTags.id} = ${blogPostTags.tagId}
              where ${blogPostTags.postId} = ${blogPosts.id} and ${blogTags.slug} = ${query.tag})`
      : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
}

/**
 * The search text as a prefix query: every word of it, as typed so far, starts a word of the
 * post ("postg" finds "PostgreSQL"), all of them in one post. Only letters and digits reach the
 * query (`word:* & word:*`), so no input can break its syntax; a text without any has no query.
 */
export function prefixQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

const tsQuery = (query: string): SQL => sql`to_tsquery('english', ${query})`;

/** Posts matching every word of the search; a search with no word at all matches nothing. */
function searchCondition(search: string): SQL {
  const query = prefixQuery(search);
  return query ? sql`${blogPosts.searchVector} @@ ${tsQuery(query)}` : sql`false`;
}

/** ORDER BY of a list: relevance for a search without an explicit sort, else date, views or likes. */
export function listOrder(query: PostListQuery, isAdmin: boolean): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const search = query.search ? prefixQuery(query.search) : undefined;
  if (search && !query.sort) {
    return [sql`ts_rank(${blogPosts.searchVector}, ${tsQuery(search)}) desc`, sql`${blogPosts.id} desc`];
  }
  const key =
    query.sort === 'views'
      ? blogPosts.viewCount
      : query.sort === 'likes'
        ? blogPosts.likeCount
        : // Admins see drafts, which have no publication date: their list goes by creation.
          isAdmin && query.status !== 'published' && query.status !== 'scheduled'
          ? blogPosts.createdAt
          : blogPosts.publishedAt;
  return [sql`${key} ${direction}`, sql`${blogPosts.id} ${direction}`];
}
