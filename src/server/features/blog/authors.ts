/** Who signs the blog's posts, for features that change what a post shows of its author. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';

/**
 * Whether the user signs a published post (a scheduled one included): the public blog shows the
 * author's name and picture with it, so a change to either is a change to public content.
 */
export async function signsPublishedPost(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.authorId, userId), eq(blogPosts.published, true)))
    .limit(1);
  return row !== undefined;
}
