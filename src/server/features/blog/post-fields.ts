/**
 * The parts of a post a write checks or derives: a free slug, the categories and tags it links
 * (which must exist), and the rendered Markdown.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { type PostBody, RESERVED_SLUGS } from '../../../shared/contracts/blog.ts';
import { firstFreeSlug, slugOf } from '../../../shared/slug.ts';
import { readingMinutesOf, renderMarkdown } from '../../content/markdown.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogPostCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema.ts';

type Terms = Pick<PostBody, 'categoryIds' | 'tagIds'>;

export const slugTaken = () =>
  new AppError('CONFLICT', 'That slug is already used by another post', {
    details: [{ path: 'slug', message: 'Already taken' }],
  });

/** A free slug: the requested one (409 when taken), or one derived from the title (-2, -3, …). */
export async function choosePostSlug(
  tx: Db,
  requested: string | undefined,
  title: string,
  exceptId?: number,
) {
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
export async function checkTerms(tx: Db, body: Terms) {
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
        { details: [{ path: field, message: `Unknown id ${missing.join(', ')}` }] },
      );
    }
  }
}

/** Replaces the post's categories and tags with the body's; an omitted list stays as it is. */
export async function linkTerms(tx: Db, postId: number, body: Terms) {
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

/** Markdown is rendered once, when a post is saved; reads serve the stored HTML. */
export const rendered = (content: string) => ({
  content,
  contentHtml: renderMarkdown(content),
  readingTimeMinutes: readingMinutesOf(content),
});
