/** Reading posts: the list (filtered, searched, sorted), a post for the editor, related posts. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PostDetailOut, PostListQuery, PostOut } from '../../../shared/contracts/blog.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import { notFound } from '../../core/errors.ts';
import { countUpTo } from '../../db/count.ts';
import { blogPostCategories, blogPosts, blogPostTags } from '../../db/schema.ts';
import type { BlogDeps, Viewer } from './deps.ts';
import { postDetailById, selectPosts, toPost } from './post-rows.ts';
import { isPublic, listConditions, listOrder } from './queries.ts';

export async function listPosts({ db }: BlogDeps, query: PostListQuery, viewer: Viewer) {
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
}

/** A post of any status by id, for the editor (no view counted). */
export const getPost = ({ db }: BlogDeps, id: number): Promise<PostDetailOut> => postDetailById(db, id);

/** Up to three public posts sharing a category or tag with this one, closest first. */
export async function relatedPosts({ db }: BlogDeps, slug: string, viewer: Viewer): Promise<PostOut[]> {
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
}
