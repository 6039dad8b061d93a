/**
 * Categories and tags: the same shape and rules (unique slug, post counts), so one service serves
 * both, parameterised by table.
 */
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { CategoryOut, TaxonomyBody } from '../../../shared/contracts/blog.ts';
import { firstFreeSlug, slugOf } from '../../../shared/slug.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { blogCategories, blogPostCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { isPublic } from './queries.ts';

export type TaxonomyKind = 'category' | 'tag';

const tables = {
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

export function createTaxonomyService(
  deps: {
    db: Db;
    runAdminAction: AdminActionRunner;
    /** The site's filters (counts of public posts), shared by every visitor. */
    publicLists: PublicCache<TaxonomyItem[]>;
    /** Called after a write (names and counts appear in the public blog caches). */
    onChanged: () => void;
  },
  kind: TaxonomyKind,
) {
  const { db, runAdminAction, publicLists, onChanged } = deps;
  const { table, link, linkColumn, linkPost } = tables[kind];
  const label = kind === 'category' ? 'Category' : 'Tag';
  const eventType = kind === 'category' ? 'blog_category_changed' : 'blog_tag_changed';

  const taken = () =>
    new AppError('CONFLICT', `That slug is already used by another ${kind}`, {
      details: [{ path: 'slug', message: 'Already taken' }],
    });

  const toItem = (
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
  async function list(options: { publicOnly: boolean }) {
    if (!options.publicOnly) return compute(options);
    // Counting joins every post: computed once per second for everyone.
    return publicLists.get(kind, () => compute(options));
  }

  async function compute(options: { publicOnly: boolean }) {
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

  /** The given slug (409 when taken), or one derived from the name, numbered when taken. */
  async function chooseSlug(tx: Db, name: string, requested: string | undefined) {
    if (requested) {
      await ensureFreeSlug(tx, requested);
      return requested;
    }
    const base = slugOf(name);
    const rows = await tx
      .select({ slug: table.slug })
      .from(table)
      .where(or(eq(table.slug, base), sql`${table.slug} ~ ${`^${base}-[0-9]+$`}`));
    const taken = new Set(rows.map((row) => row.slug));
    return firstFreeSlug(base, taken);
  }

  async function ensureFreeSlug(tx: Db, slug: string, exceptId?: number) {
    const [clash] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, slug), exceptId === undefined ? undefined : ne(table.id, exceptId)))
      .limit(1);
    if (clash) throw taken();
  }

  async function postCountOf(tx: Db, id: number) {
    const [row] = await tx.select({ n: count() }).from(link).where(eq(linkColumn, id));
    return Number(row?.n ?? 0);
  }

  /** A write: a slug taken in a race is the same 409, and the public lists are recomputed. */
  async function write<T>(perform: () => Promise<T>): Promise<T> {
    try {
      return await perform();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    } finally {
      onChanged();
    }
  }

  const values = (body: TaxonomyBody) =>
    kind === 'category' ? { description: body.description ?? null } : {};

  return {
    list,

    create(actor: AdminActor, meta: RequestMeta, body: TaxonomyBody) {
      return write(() =>
        runAdminAction({ actor, meta }, async (tx) => {
          const slug = await chooseSlug(tx, body.name, body.slug);
          const [row] = await tx
            .insert(table)
            .values({ name: body.name, slug, ...values(body) } as never)
            .returning();
          return {
            result: toItem(row as never, 0),
            event: {
              eventType,
              description: `${actor.email} created the ${kind} "${body.name}"`,
              metadata: { action: 'created', id: (row as { id: number }).id, slug },
            },
          };
        }),
      );
    },

    update(actor: AdminActor, meta: RequestMeta, id: number, body: TaxonomyBody) {
      return write(() =>
        runAdminAction({ actor, meta }, async (tx) => {
          const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
          if (!current) throw notFound(`${label} not found`);
          const slug = body.slug ?? current.slug;
          if (slug !== current.slug) await ensureFreeSlug(tx, slug, id);
          const [row] = await tx
            .update(table)
            .set({ name: body.name, slug, ...(body.description === undefined ? {} : values(body)) } as never)
            .where(eq(table.id, id))
            .returning();
          return {
            result: toItem(row as never, await postCountOf(tx, id)),
            event: {
              eventType,
              description: `${actor.email} renamed the ${kind} "${current.name}" to "${body.name}"`,
              metadata: { action: 'updated', id, previous: { name: current.name, slug: current.slug }, slug },
            },
          };
        }),
      );
    },

    /** Deleting detaches it from its posts; the posts stay. */
    remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return write(() =>
        runAdminAction({ actor, meta }, async (tx) => {
          const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
          if (!current) throw notFound(`${label} not found`);
          const posts = await postCountOf(tx, id);
          await tx.delete(table).where(eq(table.id, id));
          return {
            result: { success: true as const, message: `Deleted the ${kind} "${current.name}"` },
            event: {
              eventType,
              description: `${actor.email} deleted the ${kind} "${current.name}" (on ${posts} post${posts === 1 ? '' : 's'})`,
              metadata: { action: 'deleted', id, slug: current.slug, posts },
            },
          };
        }),
      );
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
