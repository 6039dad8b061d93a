/** The posts list's bulk actions: publish the selected drafts, delete the selected posts. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { blogPosts } from '../../db/schema.ts';
import { type BlogDeps, writeBlog } from './deps.ts';

const posts = (count: number) => `${count} post${count === 1 ? '' : 's'}`;

/** Publishes the drafts among `ids` (a future date they carry is kept: they are scheduled). */
export function bulkPublish(deps: BlogDeps, actor: AdminActor, meta: RequestMeta, ids: number[]) {
  return writeBlog(deps, { actor, meta }, async (tx) => {
    const rows = await tx
      .update(blogPosts)
      // As a single publish: now, unless the draft carries a date still to come (a schedule).
      .set({
        published: true,
        publishedAt: sql`case when ${blogPosts.publishedAt} > now() then ${blogPosts.publishedAt} else now() end`,
      })
      .where(and(inArray(blogPosts.id, ids), eq(blogPosts.published, false)))
      .returning({ id: blogPosts.id, publishedAt: blogPosts.publishedAt });
    for (const row of rows)
      if (row.publishedAt && row.publishedAt > new Date())
        await deps.schedulePublication(tx, row.id, row.publishedAt);
    return {
      result: { updated: rows.length },
      event: {
        eventType: 'blog_post_published',
        description: `${actor.email} published ${posts(rows.length)} in bulk`,
        metadata: { requested: ids, published: rows.map((row) => row.id) },
      },
    };
  });
}

export function bulkDelete(deps: BlogDeps, actor: AdminActor, meta: RequestMeta, ids: number[]) {
  return writeBlog(deps, { actor, meta }, async (tx) => {
    const rows = await tx
      .delete(blogPosts)
      .where(inArray(blogPosts.id, ids))
      .returning({ id: blogPosts.id, title: blogPosts.title });
    return {
      result: { deleted: rows.length },
      event: {
        eventType: 'blog_post_deleted',
        description: `${actor.email} deleted ${posts(rows.length)} in bulk`,
        metadata: { requested: ids, deleted: rows.map((row) => ({ id: row.id, title: row.title })) },
      },
    };
  });
}
