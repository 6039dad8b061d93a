/** A blog post as readers and the editor see it, and what the editor and bulk actions send. */
import { z } from 'zod';
import { siteOrHttpUrlSchema } from '../auth-contracts.ts';
import { slugSchema } from '../slug.ts';
import { taxonomyRef } from './blog-taxonomy.ts';
import { rowId } from './common.ts';
import { pageQuery, pagination } from './pagination.ts';

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Paths under /api/blog that are routes, so no post may take them as its slug. */
export const RESERVED_SLUGS = new Set(['categories', 'tags', 'rss', 'rss-xml', 'feed', 'new']);

const slug = slugSchema;

/** A featured image: an http(s) URL or a path on this site (the shared rule). */
export const imageUrl = siteOrHttpUrlSchema;

export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  readingTimeMinutes: z.number().int(),
  author: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }).nullable(),
  categories: z.array(taxonomyRef),
  tags: z.array(taxonomyRef),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostOut = z.infer<typeof postSchema>;

/** A single post also carries its rendered HTML and whether the caller likes it. */
export const postDetailSchema = postSchema.extend({ contentHtml: z.string(), liked: z.boolean() });
export type PostDetailOut = z.infer<typeof postDetailSchema>;

export const postListQuery = z.object({
  ...pageQuery,
  limit: z.coerce.number().int().min(1).max(100).default(10),
  category: slug.optional(),
  tag: slug.optional(),
  search: z.string().trim().min(1).max(200).optional(),
  status: z.enum(POST_STATUSES).optional(),
  author: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(['date', 'views', 'likes']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PostListQuery = z.infer<typeof postListQuery>;
/** The list's query as a page holds it; the server fills in what is left out (page 1, newest first). */
export type BlogListQuery = Partial<PostListQuery>;

export const postListResponse = z.object({ posts: z.array(postSchema), pagination });
/** Related posts (GET /api/blog/{slug}/related). */
export const postsResponse = z.object({ posts: z.array(postSchema) });
/** A post as the admin's writes answer it (PUT answers the post itself, unwrapped). */
export const postResponse = z.object({ post: postSchema });
/** A post with its HTML: the article, and the editor's copy. */
export const postDetailResponse = z.object({ post: postDetailSchema });

const ids = z.array(rowId).max(100);

/** An ISO date-time with an offset, in years PostgreSQL and readers can both live with. */
const dateTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'Must be between the years 1970 and 9999');

export const postBody = z.object({
  title: z.string().trim().min(1).max(200),
  slug: slug.optional(),
  content: z.string().min(1).max(200_000),
  excerpt: z.string().trim().max(500).optional(),
  featuredImage: imageUrl.nullish(),
  categoryIds: ids.optional(),
  tagIds: ids.optional(),
  published: z.boolean().optional(),
  /** A future time schedules the post; omitted on publish, it is now. */
  publishedAt: dateTime.optional(),
  seoTitle: z.string().trim().max(70).nullish(),
  seoDescription: z.string().trim().max(160).nullish(),
});
export type PostBody = z.infer<typeof postBody>;
/** What the editor sends. */
export type PostInput = z.input<typeof postBody>;

/** What a publish may say: when (a future time schedules the post). */
export const publishFields = z.object({ publishedAt: dateTime.optional() });
/** The body is optional: a bare POST publishes now. */
export const publishBody = z.preprocess((body) => body ?? {}, publishFields);

export const slugParam = z.object({ slug: z.string().min(1).max(200) });

export const bulkBody = z.object({ ids: z.array(rowId).min(1).max(100) });
export const bulkPublishResponse = z.object({ updated: z.number().int() });
export const bulkDeleteResponse = z.object({ deleted: z.number().int() });

export const likeResponse = z.object({ liked: z.boolean(), likeCount: z.number().int() });
