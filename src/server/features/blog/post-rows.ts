/**
 * How a post is read: its columns with the author, categories and tags in the same round trip,
 * and the row turned into the API's shape.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PostDetailOut, PostOut } from '../../../shared/contracts/blog.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  blogCategories,
  blogLikes,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  users,
} from '../../db/schema.ts';
import { statusOf } from './queries.ts';

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

/** The columns of a post as the API shows it (`content_html` only in a detail). */
const postColumns = () => ({
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
});

export const selectPosts = (db: Db) =>
  db.select(postColumns()).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId));

/** Posts with their HTML, and whether `likedBy` (a user id) likes each. */
export const selectPostDetails = (db: Db, likedBy?: string) =>
  db
    .select({
      ...postColumns(),
      contentHtml: blogPosts.contentHtml,
      liked: likedBy
        ? sql<boolean>`exists (select 1 from ${blogLikes} where ${blogLikes.postId} = ${blogPosts.id} and ${blogLikes.userId} = ${likedBy})`.as(
            'liked',
          )
        : sql<boolean>`false`.as('liked'),
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId));

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];
type PostDetailRow = Awaited<ReturnType<typeof selectPostDetails>>[number];

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

export const toPostDetail = ({ contentHtml, liked, ...row }: PostDetailRow): PostDetailOut => ({
  ...toPost(row),
  contentHtml,
  liked: liked ?? false,
});

/** The one post matching `where`, with its HTML; null when there is none. */
export async function findPostDetail(db: Db, where: SQL | undefined, likedBy?: string) {
  const [row] = await selectPostDetails(db, likedBy).where(where).limit(1);
  return row ? toPostDetail(row) : null;
}

/** A post of any status by id (the editor's copy, and what a write answers). */
export async function postDetailById(db: Db, id: number): Promise<PostDetailOut> {
  const post = await findPostDetail(db, eq(blogPosts.id, id));
  if (!post) throw notFound('Post not found');
  return post;
}

/** A write's answer: the post as saved, without the detail's HTML and like. */
export async function savedPost(tx: Db, id: number): Promise<PostOut> {
  const { contentHtml: _html, liked: _liked, ...post } = await postDetailById(tx, id);
  return post;
}

/** The stored row, locked until the write's transaction ends; 404 when there is none. */
export async function lockPost(tx: Db, id: number) {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw notFound('Post not found');
  return row;
}
