/** Publishing one post: now, at a time (a future one schedules it), or back to draft. */
import { eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { blogPosts } from '../../db/schema.ts';
import { type BlogDeps, writeBlog } from './deps.ts';
import { lockPost, savedPost } from './post-rows.ts';
import { scheduleIfDue } from './scheduled-publishing.ts';

export function setPublished(
  deps: BlogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  publish: boolean,
  at?: string,
) {
  return writeBlog(deps, { actor, meta }, async (tx) => {
    const current = await lockPost(tx, id);
    await tx
      .update(blogPosts)
      .set(publish ? { published: true, publishedAt: at ? new Date(at) : new Date() } : { published: false })
      .where(eq(blogPosts.id, id));
    const post = await savedPost(tx, id);
    await scheduleIfDue(deps.schedulePublication, tx, post);
    const action = publish
      ? post.status === 'scheduled'
        ? `scheduled the post "${current.title}" for ${post.publishedAt}`
        : `published the post "${current.title}"`
      : `unpublished the post "${current.title}"`;
    return {
      result: { post },
      event: {
        eventType: publish ? 'blog_post_published' : 'blog_post_unpublished',
        description: `${actor.email} ${action}`,
        metadata: { postId: id, slug: current.slug, status: post.status, publishedAt: post.publishedAt },
      },
    };
  });
}
