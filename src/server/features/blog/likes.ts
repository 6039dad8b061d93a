/** A reader's like of a public post: one per user, toggled. */
import { and, eq, sql } from 'drizzle-orm';
import { blogLikes, blogPosts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { BlogDeps } from './deps.ts';
import { isPublic } from './queries.ts';

/** Toggles the caller's like of a public post; the counter moves in the same transaction. */
export function toggleLike({ db }: BlogDeps, postId: number, userId: string) {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, postId), isPublic()))
      .for('update');
    if (!post) throw notFound('Post not found');
    const inserted = await tx.insert(blogLikes).values({ postId, userId }).onConflictDoNothing().returning();
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
}
