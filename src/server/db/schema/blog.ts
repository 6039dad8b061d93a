/**
 * The blog: posts (Markdown, rendered once at write time), categories, tags, likes, per-day views,
 * and uploaded files (used by posts and any other feature that takes an image).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { belongsToUser, users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogPosts = pgTable(
  'blog_post',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown as written, and the sanitized HTML rendered from it when it was saved. */
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    featuredImage: text('featured_image'),
    published: boolean('published').notNull().default(false),
    /** When a published post becomes public; in the future, it is scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    readingTimeMinutes: integer('reading_time_minutes').notNull().default(1),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** Ranked full-text search: the title weighs more than the body. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('blog_post_slug_unique').on(table.slug),
    // The public list: published posts by date, views or likes (scanned backwards for DESC).
    index('blog_post_public_date_idx').on(table.publishedAt, table.id).where(sql`${table.published} = true`),
    index('blog_post_public_views_idx').on(table.viewCount, table.id).where(sql`${table.published} = true`),
    index('blog_post_public_likes_idx').on(table.likeCount, table.id).where(sql`${table.published} = true`),
    // The admin list (every status, and drafts alone) by date.
    index('blog_post_created_at_idx').on(table.createdAt, table.id),
    index('blog_post_drafts_idx').on(table.createdAt, table.id).where(sql`${table.published} = false`),
    index('blog_post_author_idx').on(table.authorId, table.publishedAt),
    index('blog_post_search_idx').using('gin', table.searchVector),
  ],
);

export const blogCategories = pgTable(
  'blog_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('blog_category_slug_unique').on(table.slug)],
);

export const blogTags = pgTable(
  'blog_tag',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('blog_tag_slug_unique').on(table.slug)],
);

export const blogPostCategories = pgTable(
  'blog_post_category',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.categoryId] }),
    index('blog_post_category_category_idx').on(table.categoryId, table.postId),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tag',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index('blog_post_tag_tag_idx').on(table.tagId, table.postId),
  ],
);

export const blogLikes = pgTable(
  'blog_like',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('blog_like_user_idx').on(table.userId, table.createdAt),
    index('blog_like_created_at_idx').on(table.createdAt),
  ],
);

/** Views per post per day, so charts sum a few rows instead of scanning raw events. */
export const blogPostViewsDaily = pgTable(
  'blog_post_view_daily',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day] }),
    // (day, views): the dashboard sums a range of days from the index alone.
    index('blog_post_view_daily_day_idx').on(table.day, table.views),
  ],
);

export const uploads = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's file name, cleaned; shown and used in Content-Disposition, never as a path. */
    name: text('name').notNull(),
    /** The type detected from the content, not the one the client declared. */
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('upload_owner_idx').on(table.ownerId, table.createdAt)],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogTag = typeof blogTags.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
