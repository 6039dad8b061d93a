/** The admin's writes to categories and tags: create, rename, delete (a slug is unique per kind). */
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { TaxonomyBody } from '../../../shared/contracts/blog.ts';
import { firstFreeSlug, slugOf } from '../../../shared/slug.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { type BlogDeps, writeBlog } from './deps.ts';
import { type TaxonomyKind, tables, toItem } from './taxonomy.ts';

const labelOf = (kind: TaxonomyKind) => (kind === 'category' ? 'Category' : 'Tag');
const eventTypeOf = (kind: TaxonomyKind) =>
  kind === 'category' ? 'blog_category_changed' : 'blog_tag_changed';

const taken = (kind: TaxonomyKind) => () =>
  new AppError('CONFLICT', `That slug is already used by another ${kind}`, {
    details: [{ path: 'slug', message: 'Already taken' }],
  });

/** The given slug (409 when taken), or one derived from the name, numbered when taken. */
async function chooseSlug(tx: Db, kind: TaxonomyKind, name: string, requested: string | undefined) {
  if (requested) {
    await ensureFreeSlug(tx, kind, requested);
    return requested;
  }
  const { table } = tables[kind];
  const base = slugOf(name);
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), sql`${table.slug} ~ ${`^${base}-[0-9]+$`}`));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

async function ensureFreeSlug(tx: Db, kind: TaxonomyKind, slug: string, exceptId?: number) {
  const { table } = tables[kind];
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (clash) throw taken(kind)();
}

async function postCountOf(tx: Db, kind: TaxonomyKind, id: number) {
  const { link, linkColumn } = tables[kind];
  const [row] = await tx.select({ n: count() }).from(link).where(eq(linkColumn, id));
  return Number(row?.n ?? 0);
}

async function lockTerm(tx: Db, kind: TaxonomyKind, id: number) {
  const { table } = tables[kind];
  const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!current) throw notFound(`${labelOf(kind)} not found`);
  return current;
}

const values = (kind: TaxonomyKind, body: TaxonomyBody) =>
  kind === 'category' ? { description: body.description ?? null } : {};

export function createTerm(
  deps: BlogDeps,
  kind: TaxonomyKind,
  actor: AdminActor,
  meta: RequestMeta,
  body: TaxonomyBody,
) {
  const { table } = tables[kind];
  return writeBlog(deps, { actor, meta, conflict: taken(kind) }, async (tx) => {
    const slug = await chooseSlug(tx, kind, body.name, body.slug);
    const [row] = await tx
      .insert(table)
      .values({ name: body.name, slug, ...values(kind, body) } as never)
      .returning();
    return {
      result: toItem(row as never, 0),
      event: {
        eventType: eventTypeOf(kind),
        description: `${actor.email} created the ${kind} "${body.name}"`,
        metadata: { action: 'created', id: (row as { id: number }).id, slug },
      },
    };
  });
}

export function updateTerm(
  deps: BlogDeps,
  kind: TaxonomyKind,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: TaxonomyBody,
) {
  const { table } = tables[kind];
  return writeBlog(deps, { actor, meta, conflict: taken(kind) }, async (tx) => {
    const current = await lockTerm(tx, kind, id);
    const slug = body.slug ?? current.slug;
    if (slug !== current.slug) await ensureFreeSlug(tx, kind, slug, id);
    const [row] = await tx
      .update(table)
      .set({
        name: body.name,
        slug,
        ...(body.description === undefined ? {} : values(kind, body)),
      } as never)
      .where(eq(table.id, id))
      .returning();
    return {
      result: toItem(row as never, await postCountOf(tx, kind, id)),
      event: {
        eventType: eventTypeOf(kind),
        description: `${actor.email} renamed the ${kind} "${current.name}" to "${body.name}"`,
        metadata: { action: 'updated', id, previous: { name: current.name, slug: current.slug }, slug },
      },
    };
  });
}

/** Deleting detaches it from its posts; the posts stay. */
export function deleteTerm(
  deps: BlogDeps,
  kind: TaxonomyKind,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  const { table } = tables[kind];
  return writeBlog(deps, { actor, meta, conflict: taken(kind) }, async (tx) => {
    const current = await lockTerm(tx, kind, id);
    const posts = await postCountOf(tx, kind, id);
    await tx.delete(table).where(eq(table.id, id));
    return {
      result: { success: true as const, message: `Deleted the ${kind} "${current.name}"` },
      event: {
        eventType: eventTypeOf(kind),
        description: `${actor.email} deleted the ${kind} "${current.name}" (on ${posts} post${posts === 1 ? '' : 's'})`,
        metadata: { action: 'deleted', id, slug: current.slug, posts },
      },
    };
  });
}
