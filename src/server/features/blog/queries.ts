/**
 * The SQL building blocks of the blog: which posts a caller may see, how a post row is read (with
 * its author, categories and tags in the same round trip), and the list filters.
 */
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PostListQuery, PostOut, PostStatus } from '../../../shared/contracts/blog.ts';
import {
  blogCategories,
  blogLikes,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  users,
} from '../../db/schema.ts';

/** Public means published and not scheduled for later. */
export const isPublic = (): SQL =>
  and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`))!;

export function statusCondition(status: PostStatus): SQL {
  if (status === 'draft') return eq(blogPosts.published, false);
  if (status === 'scheduled')
    return and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, sql`now()`))!;
  return isPublic();
}

export function statusOf(
  post: { published: boolean; publishedAt: Date | null },
  now = new Date(),
): PostStatus {
  if (!post.published) return 'draft';
  return post.publishedAt && post.publishedAt > now ? 'scheduled' : 'published';
}

const taxonomyJson = (kind: 'categories' | 'tags') => {
  const [link, table, linkColumn, linkPost] =
    kind === 'categories'
      ? [blogPostCategories, blogCategories, blogPostCategories.categoryId, blogPostCategories.postId]
      : [blogPostTags, blogTags, blogPostTags.tagId, blogPostTags.postId];
  return sql<Array<{ id: number; name: string; slug: string }>>`coalesce((
    select json_agg(json_build_object('id', ${table.id}, 'name', ${table.name}, 'slug', ${table.slug}) order by ${table.name})
    from ${link} join ${table} on ${table.id} = ${linkColumn}
    where ${linkPost} = ${blogPosts.id}), '[]'::json)`;
};

/** The columns of a post as the API shows it; `content_html` only when asked for. */
export function postColumns(options: { html?: boolean; likedBy?: string | undefined } = {}) {
  return {
    id: blogPosts.id,
    title: blogPosts.title,
    slug: blogPosts.slug,
    excerpt: blogPosts.excerpt,
    content: blogPosts.content,
    featuredImage: blogPosts.featuredImage,
    published: blogPosts.published,
    publishedAt: blogPosts.publishedAt,
    viewCount: blogPosts.viewCount,
    likeCount: blogPosts.likeCount,
    readingTimeMinutes: blogPosts.readingTimeMinutes,
    seoTitle: blogPosts.seoTitle,
    seoDescription: blogPosts.seoDescription,
    createdAt: blogPosts.createdAt,
    updatedAt: blogPosts.updatedAt,
    authorId: users.id,
    authorName: users.name,
    authorImage: users.image,
    categories: taxonomyJson('categories').as('categories'),
    tags: taxonomyJson('tags').as('tags'),
    ...(options.html ? { contentHtml: blogPosts.contentHtml } : {}),
    ...(options.likedBy
      ? {
          liked:
            sql<boolean>`exists (select 1 from ${blogLikes} where ${blogLikes.postId} = ${blogPosts.id} and ${blogLikes.userId} = ${options.likedBy})`.as(
              'liked',
            ),
        }
      : {}),
  };
}

export interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  published: boolean;
  publishedAt: Date | string | null;
  viewCount: number;
  likeCount: number;
  readingTimeMinutes: number;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  authorId: string | null;
  authorName: string | null;
  authorImage: string | null;
  categories: unknown;
  tags: unknown;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
/** json columns come back parsed from node-postgres and as text from some drivers. */
const jsonArray = <T>(value: unknown): T[] =>
  typeof value === 'string' ? JSON.parse(value) : ((value as T[]) ?? []);

export function toPost(row: PostRow): PostOut {
  const publishedAt = row.publishedAt === null ? null : new Date(row.publishedAt);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featuredImage,
    published: row.published,
    publishedAt: publishedAt?.toISOString() ?? null,
    status: statusOf({ published: row.published, publishedAt }),
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    readingTimeMinutes: row.readingTimeMinutes,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '', image: row.authorImage } : null,
    categories: jsonArray(row.categories),
    tags: jsonArray(row.tags),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
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
    query.search
      ? sql`${blogPosts.searchVector} @@ websearch_to_tsquery('english', ${query.search})`
      : undefined,
  );
}

/** ORDER BY of a list: relevance for a search without an explicit sort, else date, views or likes. */
export function listOrder(query: PostListQuery, isAdmin: boolean): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  if (query.search && !query.sort) {
    return [
      sql`ts_rank(${blogPosts.searchVector}, websearch_to_tsquery('english', ${query.search})) desc`,
      sql`${blogPosts.id} desc`,
    ];
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
