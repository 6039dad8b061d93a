/**
 * Blog posts: the public list and article (with views and likes), and the admin's writes.
 * Markdown is rendered once, when a post is saved; reads serve the stored HTML.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  type PostBody,
  type PostDetailOut,
  type PostListQuery,
  type PostOut,
  RESERVED_SLUGS,
} from '../../../shared/contracts/blog.ts';
import { firstFreeSlug, slugOf } from '../../../shared/slug.ts';
import { excerptOf, readingMinutesOf, renderMarkdown } from '../../content/markdown.ts';
import type { Db } from '../../db/client.ts';
import { countUpTo } from '../../db/count.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  blogCategories,
  blogLikes,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  users,
} from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import {
  isPublic,
  listConditions,
  listOrder,
  type PostRow,
  postColumns,
  statusOf,
  toPost,
} from './queries.ts';
import type { ViewCounter } from './views.ts';

/** A public article as read from the database, with the view counter's state at that moment. */
export interface ArticleSnapshot {
  post: PostDetailOut;
  recorded: number;
  unwritten: number;
}

type Viewer = { id: string; isAdmin: boolean } | undefined;

const selectPosts = (db: Db, options: Parameters<typeof postColumns>[0] = {}) =>
  db.select(postColumns(options)).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId));

const slugTaken = () =>
  new AppError('CONFLICT', 'That slug is already used by another post', {
    details: [{ path: 'slug', message: 'Already taken' }],
  });

export function createBlogService(deps: {
  db: Db;
  runAdminAction: AdminActionRunner;
  views: ViewCounter;
  /** Public articles by slug (what anonymous readers get; null for none). */
  articles: PublicCache<ArticleSnapshot | null>;
  /** Called after any write to posts (public caches and the category and tag counts follow them). */
  onPostsChanged?: () => void;
}) {
  const { db, views, articles, onPostsChanged } = deps;
  const runAdminAction: AdminActionRunner = async (context, perform) => {
    try {
      return await deps.runAdminAction(context, perform);
    } finally {
      onPostsChanged?.();
    }
  };

  async function detailBy(
    where: ReturnType<typeof eq>,
    viewer: Viewer,
    tx: Db = db,
  ): Promise<PostDetailOut | null> {
    const [row] = await selectPosts(tx, { html: true, likedBy: viewer?.id }).where(where).limit(1);
    if (!row) return null;
    const { contentHtml, liked, ...rest } = row as PostRow & { contentHtml: string; liked?: boolean };
    return { ...toPost(rest), contentHtml, liked: liked ?? false };
  }

  async function articleSnapshot(slug: string, viewer: Viewer): Promise<ArticleSnapshot | null> {
    const post = await detailBy(and(eq(blogPosts.slug, slug), isPublic()) as ReturnType<typeof eq>, viewer);
    if (!post) return null;
    return { post, recorded: views.recorded(post.id), unwritten: views.unwritten(post.id) };
  }

  /** A free slug: the requested one (409 when taken), or one derived from the title (-2, -3, …). */
  async function chooseSlug(tx: Db, requested: string | undefined, title: string, exceptId?: number) {
    const others = exceptId === undefined ? undefined : ne(blogPosts.id, exceptId);
    if (requested) {
      if (RESERVED_SLUGS.has(requested)) throw slugTaken();
      const [clash] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, requested), others))
        .limit(1);
      if (clash) throw slugTaken();
      return requested;
    }
    const base = slugOf(title);
    const rows = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(or(eq(blogPosts.slug, base), sql`${blogPosts.slug} ~ ${`^${base}-[0-9]+$`}`), others));
    const taken = new Set(rows.map((row) => row.slug));
    return firstFreeSlug(base, taken, RESERVED_SLUGS);
  }

  /** Every id must exist; unknown ones are a 400 naming the field. */
  async function checkTaxonomy(tx: Db, body: Pick<PostBody, 'categoryIds' | 'tagIds'>) {
    for (const [field, table, wanted] of [
      ['categoryIds', blogCategories, body.categoryIds],
      ['tagIds', blogTags, body.tagIds],
    ] as const) {
      if (!wanted?.length) continue;
      const unique = [...new Set(wanted)];
      const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
      if (found.length !== unique.length) {
        const known = new Set(found.map((row) => row.id));
        const missing = unique.filter((id) => !known.has(id));
        throw new AppError(
          'BAD_REQUEST',
          `Unknown ${field === 'categoryIds' ? 'category' : 'tag'} id: ${missing.join(', ')}`,
          {
            details: [{ path: field, message: `Unknown id ${missing.join(', ')}` }],
          },
        );
      }
    }
  }

  async function setTaxonomy(tx: Db, postId: number, body: Pick<PostBody, 'categoryIds' | 'tagIds'>) {
    if (body.categoryIds) {
      await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
      const unique = [...new Set(body.categoryIds)];
      if (unique.length)
        await tx.insert(blogPostCategories).values(unique.map((categoryId) => ({ postId, categoryId })));
    }
    if (body.tagIds) {
      await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
      const unique = [...new Set(body.tagIds)];
      if (unique.length) await tx.insert(blogPostTags).values(unique.map((tagId) => ({ postId, tagId })));
    }
  }

  const rendered = (content: string) => ({
    content,
    contentHtml: renderMarkdown(content),
    readingTimeMinutes: readingMinutesOf(content),
  });

  async function lockPost(tx: Db, id: number) {
    const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!row) throw notFound('Post not found');
    return row;
  }

  async function readBack(tx: Db, id: number): Promise<PostDetailOut> {
    const post = await detailBy(eq(blogPosts.id, id), undefined, tx);
    if (!post) throw notFound('Post not found');
    return post;
  }

  const withoutDetail = ({ contentHtml: _html, liked: _liked, ...post }: PostDetailOut): PostOut => post;

  return {
    async list(query: PostListQuery, viewer: Viewer) {
      const isAdmin = viewer?.isAdmin ?? false;
      const where = listConditions(query, isAdmin);
      const order = listOrder(query, isAdmin);
      // Deferred join: the page is chosen on blog_post alone, and only its rows are projected
      // (authors, categories, tags). Projecting in the same query would compute them for every
      // row a sort or an OFFSET passes over.
      const pageIds = db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [rows, counted] = await Promise.all([
        selectPosts(db)
          .where(inArray(blogPosts.id, pageIds))
          .orderBy(...order),
        countUpTo(db, blogPosts, where),
      ]);
      return { posts: rows.map(toPost), pagination: paginationOf(query.page, query.limit, counted.total) };
    },

    /**
     * One post by slug. Drafts and scheduled posts exist only for admins; a reader's read counts a
     * view, once per `visitor` (the user, else address and user agent) per 30 minutes.
     */
    async read(slug: string, viewer: Viewer, visitor: string): Promise<PostDetailOut> {
      if (viewer?.isAdmin) {
        // Admins checking their own blog are not readers: their reads are not counted.
        const post = await detailBy(eq(blogPosts.slug, slug), viewer);
        if (!post) throw notFound('Post not found');
        return post;
      }
      // Anonymous readers share a cached copy; a signed-in reader's copy says whether they liked it.
      const snapshot = viewer
        ? await articleSnapshot(slug, viewer)
        : await articles.get(slug, () => articleSnapshot(slug, undefined));
      if (!snapshot) throw notFound('Post not found');
      const { post } = snapshot;
      await views.record(post.id, visitor);
      // The stored count, plus what this instance has counted and not yet written.
      const counted = snapshot.unwritten + views.recorded(post.id) - snapshot.recorded;
      return { ...post, viewCount: post.viewCount + counted };
    },

    async getById(id: number): Promise<PostDetailOut> {
      const post = await detailBy(eq(blogPosts.id, id), undefined);
      if (!post) throw notFound('Post not found');
      return post;
    },

    /** Up to three public posts sharing a category or tag with this one, closest first. */
    async related(slug: string, viewer: Viewer): Promise<PostOut[]> {
      const where = viewer?.isAdmin ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), isPublic());
      const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
      if (!post) throw notFound('Post not found');
      // Score every post sharing something with this one in one aggregate over the link tables,
      // keep the best three public ones, and only then read their columns.
      const scored = await db.execute<{ id: number }>(sql`
        select p.id from (
          select post_id, count(*) as shared from (
            select pc.post_id from ${blogPostCategories} pc
              where pc.category_id in (select category_id from ${blogPostCategories} where post_id = ${post.id})
            union all
            select pt.post_id from ${blogPostTags} pt
              where pt.tag_id in (select tag_id from ${blogPostTags} where post_id = ${post.id})
          ) links where post_id <> ${post.id} group by post_id
        ) s join ${blogPosts} p on p.id = s.post_id
        where p.published = true and p.published_at <= now()
        order by s.shared desc, p.published_at desc, p.id desc
        limit 3`);
      const ids = (scored as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      const rows = await selectPosts(db).where(inArray(blogPosts.id, ids));
      rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return rows.map(toPost);
    },

    /** Toggles the caller's like of a public post; the counter moves in the same transaction. */
    async toggleLike(postId: number, userId: string) {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(eq(blogPosts.id, postId), isPublic()))
          .for('update');
        if (!post) throw notFound('Post not found');
        const inserted = await tx
          .insert(blogLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning();
        const liked = inserted.length > 0;
        if (!liked) {
          await tx.delete(blogLikes).where(and(eq(blogLikes.postId, postId), eq(blogLikes.userId, userId)));
        }
        const [updated] = await tx
          .update(blogPosts)
          .set({
            likeCount: sql`greatest(${blogPosts.likeCount} + ${liked ? 1 : -1}, 0)`,
            updatedAt: sql`${blogPosts.updatedAt}`,
          })
          .where(eq(blogPosts.id, postId))
          .returning({ likeCount: blogPosts.likeCount });
        return { liked, likeCount: updated!.likeCount };
      });
    },

    async create(actor: AdminActor, meta: RequestMeta, body: PostBody): Promise<PostOut> {
      try {
        return await runAdminAction({ actor, meta }, async (tx) => {
          await checkTaxonomy(tx, body);
          const slug = await chooseSlug(tx, body.slug, body.title);
          const published = body.published ?? false;
          const publishedAt = body.publishedAt ? new Date(body.publishedAt) : published ? new Date() : null;
          const [row] = await tx
            .insert(blogPosts)
            .values({
              title: body.title,
              slug,
              ...rendered(body.content),
              excerpt: body.excerpt || excerptOf(body.content),
              featuredImage: body.featuredImage ?? null,
              published,
              publishedAt,
              authorId: actor.id,
              seoTitle: body.seoTitle || null,
              seoDescription: body.seoDescription || null,
            })
            .returning({ id: blogPosts.id });
          await setTaxonomy(tx, row!.id, body);
          const post = withoutDetail(await readBack(tx, row!.id));
          return {
            result: post,
            event: {
              eventType: 'blog_post_created',
              description: `${actor.email} created the post "${post.title}" (${post.status})`,
              metadata: { postId: post.id, slug: post.slug, status: post.status },
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /** Replaces what the body gives; omitted fields keep their value, null clears an optional one. */
    async update(actor: AdminActor, meta: RequestMeta, id: number, body: PostBody): Promise<PostOut> {
      try {
        return await runAdminAction({ actor, meta }, async (tx) => {
          const current = await lockPost(tx, id);
          await checkTaxonomy(tx, body);
          const slug =
            body.slug && body.slug !== current.slug
              ? await chooseSlug(tx, body.slug, body.title, id)
              : current.slug;
          const published = body.published ?? current.published;
          const publishedAt = body.publishedAt
            ? new Date(body.publishedAt)
            : published && !current.published
              ? new Date()
              : current.publishedAt;
          // An excerpt derived from the old content follows the new content; a written one stays.
          const derivedBefore = current.excerpt === excerptOf(current.content);
          const excerpt = body.excerpt
            ? body.excerpt
            : derivedBefore || body.excerpt === ''
              ? excerptOf(body.content)
              : current.excerpt;
          await tx
            .update(blogPosts)
            .set({
              title: body.title,
              slug,
              ...(body.content === current.content ? {} : rendered(body.content)),
              excerpt,
              featuredImage: body.featuredImage === undefined ? current.featuredImage : body.featuredImage,
              published,
              publishedAt,
              seoTitle: body.seoTitle === undefined ? current.seoTitle : body.seoTitle || null,
              seoDescription:
                body.seoDescription === undefined ? current.seoDescription : body.seoDescription || null,
            })
            .where(eq(blogPosts.id, id));
          await setTaxonomy(tx, id, body);
          const post = withoutDetail(await readBack(tx, id));
          const wasStatus = statusOf(current);
          return {
            result: post,
            event: {
              eventType: 'blog_post_updated',
              description: `${actor.email} updated the post "${post.title}"${wasStatus === post.status ? '' : ` (${wasStatus} → ${post.status})`}`,
              metadata: { postId: id, slug: post.slug, previousStatus: wasStatus, status: post.status },
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async setPublished(actor: AdminActor, meta: RequestMeta, id: number, publish: boolean, at?: string) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockPost(tx, id);
        await tx
          .update(blogPosts)
          .set(
            publish ? { published: true, publishedAt: at ? new Date(at) : new Date() } : { published: false },
          )
          .where(eq(blogPosts.id, id));
        const post = withoutDetail(await readBack(tx, id));
        return {
          result: { post },
          event: {
            eventType: publish ? 'blog_post_published' : 'blog_post_unpublished',
            description: `${actor.email} ${publish ? (post.status === 'scheduled' ? `scheduled the post "${current.title}" for ${post.publishedAt}` : `published the post "${current.title}"`) : `unpublished the post "${current.title}"`}`,
            metadata: { postId: id, slug: current.slug, status: post.status, publishedAt: post.publishedAt },
          },
        };
      });
    },

    async remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockPost(tx, id);
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
        return {
          result: { success: true as const, message: `Deleted "${current.title}"` },
          event: {
            eventType: 'blog_post_deleted',
            description: `${actor.email} deleted the post "${current.title}"`,
            metadata: { postId: id, slug: current.slug, title: current.title },
          },
        };
      });
    },

    /** Publishes the drafts among `ids` (a future date they carry is kept: they are scheduled). */
    async bulkPublish(actor: AdminActor, meta: RequestMeta, ids: number[]) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const rows = await tx
          .update(blogPosts)
          // As a single publish: now, unless the draft carries a date still to come (a schedule).
          .set({
            published: true,
            publishedAt: sql`case when ${blogPosts.publishedAt} > now() then ${blogPosts.publishedAt} else now() end`,
          })
          .where(and(inArray(blogPosts.id, ids), eq(blogPosts.published, false)))
          .returning({ id: blogPosts.id });
        return {
          result: { updated: rows.length },
          event: {
            eventType: 'blog_post_published',
            description: `${actor.email} published ${rows.length} post${rows.length === 1 ? '' : 's'} in bulk`,
            metadata: { requested: ids, published: rows.map((row) => row.id) },
          },
        };
      });
    },

    async bulkDelete(actor: AdminActor, meta: RequestMeta, ids: number[]) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const rows = await tx
          .delete(blogPosts)
          .where(inArray(blogPosts.id, ids))
          .returning({ id: blogPosts.id, title: blogPosts.title });
        return {
          result: { deleted: rows.length },
          event: {
            eventType: 'blog_post_deleted',
            description: `${actor.email} deleted ${rows.length} post${rows.length === 1 ? '' : 's'} in bulk`,
            metadata: { requested: ids, deleted: rows.map((row) => ({ id: row.id, title: row.title })) },
          },
        };
      });
    },

    preview(content: string) {
      return {
        html: renderMarkdown(content),
        readingTimeMinutes: readingMinutesOf(content),
        excerpt: excerptOf(content),
      };
    },

    /** A public post for the server-rendered page (no view counted: the client's read counts it). */
    async getPublicBySlug(slug: string): Promise<PostDetailOut> {
      const snapshot = await articles.get(slug, () => articleSnapshot(slug, undefined));
      if (!snapshot) throw notFound('Post not found');
      return snapshot.post;
    },

    /** Slugs and modification times of every public post, newest first (the sitemap). */
    async sitemapEntries(limit: number) {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(isPublic())
        .orderBy(sql`${blogPosts.publishedAt} desc`)
        .limit(limit);
    },

    /** The newest public posts with their HTML (the RSS feed). */
    async publicFeed(limit: number) {
      const rows = await selectPosts(db, { html: true })
        .where(isPublic())
        .orderBy(sql`${blogPosts.publishedAt} desc`, sql`${blogPosts.id} desc`)
        .limit(limit);
      return rows.map((row) => ({
        ...toPost(row as PostRow),
        contentHtml: (row as { contentHtml: string }).contentHtml,
      }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
