/**
 * One article by slug, as readers get it: anonymous readers share a cached copy, a reader's read
 * counts a view (views.ts batches them), and drafts and scheduled posts exist only for admins.
 */
import { and, eq } from 'drizzle-orm';
import type { PostDetailOut } from '../../../shared/contracts/blog.ts';
import { notFound } from '../../core/errors.ts';
import { blogPosts } from '../../db/schema.ts';
import type { ArticleSnapshot, BlogDeps, Viewer } from './deps.ts';
import { findPostDetail } from './post-rows.ts';
import { isPublic } from './queries.ts';

async function articleSnapshot(
  { db, views }: BlogDeps,
  slug: string,
  viewer: Viewer,
): Promise<ArticleSnapshot | null> {
  const post = await findPostDetail(db, and(eq(blogPosts.slug, slug), isPublic()), viewer?.id);
  if (!post) return null;
  return { post, recorded: views.recorded(post.id), unwritten: views.unwritten(post.id) };
}

/** What anonymous readers share: one copy per slug per second. */
const cachedSnapshot = (deps: BlogDeps, slug: string) =>
  deps.articles.get(slug, () => articleSnapshot(deps, slug, undefined));

/**
 * One post by slug. Drafts and scheduled posts exist only for admins; a reader's read counts a
 * view, once per `visitor` (the user, else address and user agent) per 30 minutes.
 */
export async function readArticle(
  deps: BlogDeps,
  slug: string,
  viewer: Viewer,
  visitor: string,
): Promise<PostDetailOut> {
  const { db, views } = deps;
  if (viewer?.isAdmin) {
    // Admins checking their own blog are not readers: their reads are not counted.
    const post = await findPostDetail(db, eq(blogPosts.slug, slug), viewer.id);
    if (!post) throw notFound('Post not found');
    return post;
  }
  // Anonymous readers share a cached copy; a signed-in reader's copy says whether they liked it.
  const snapshot = viewer ? await articleSnapshot(deps, slug, viewer) : await cachedSnapshot(deps, slug);
  if (!snapshot) throw notFound('Post not found');
  const { post } = snapshot;
  await views.record(post.id, visitor);
  // The stored count, plus what this instance has counted and not yet written.
  const counted = snapshot.unwritten + views.recorded(post.id) - snapshot.recorded;
  return { ...post, viewCount: post.viewCount + counted };
}

/**
 * A public post's page was served to a signed-out `visitor`: their read, counted as the client's
 * fetch of the post once was (the page now carries the post, so the client asks nothing).
 */
export async function countPageView(deps: BlogDeps, slug: string, visitor: string): Promise<void> {
  const snapshot = await cachedSnapshot(deps, slug);
  if (snapshot) await deps.views.record(snapshot.post.id, visitor);
}
