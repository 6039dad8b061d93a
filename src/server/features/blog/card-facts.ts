/** What a public post's social card draws (features/social-cards asks for it through its deps). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, users } from '../../db/schema.ts';
import { isPublic } from './queries.ts';

/**
 * The title, the author's name and the last change of a public post; null for a draft, a
 * scheduled post or an unknown slug. Read on every card request (one row by its unique slug):
 * the update time is what tells a kept card from a stale one, on every instance.
 */
export async function publicPostCardFacts(db: Db, slug: string) {
  const [post] = await db
    .select({ title: blogPosts.title, authorName: users.name, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), isPublic()))
    .limit(1);
  return post ?? null;
}
