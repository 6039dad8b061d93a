/**
 * The admin's writes to one post: create, update, delete. Each commits with its security-log entry
 * and drops the public caches (writeBlog); a slug taken in a race is the same 409 as one checked.
 */
import { eq } from 'drizzle-orm';
import type { PostBody, PostOut } from '../../../shared/contracts/blog.ts';
import { excerptOf } from '../../content/markdown.ts';
import { publicationOf } from '../../content/publication.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { blogPosts } from '../../db/schema.ts';
import { type BlogDeps, writeBlog } from './deps.ts';
import { checkTerms, choosePostSlug, linkTerms, rendered, slugTaken } from './post-fields.ts';
import { lockPost, savedPost } from './post-rows.ts';
import { statusOf } from './queries.ts';
import { scheduleIfDue } from './scheduled-publishing.ts';

export function createPost(
  deps: BlogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: PostBody,
): Promise<PostOut> {
  return writeBlog(deps, { actor, meta, conflict: slugTaken }, async (tx) => {
    await checkTerms(tx, body);
    const slug = await choosePostSlug(tx, body.slug, body.title);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        title: body.title,
        slug,
        ...rendered(body.content),
        excerpt: body.excerpt || excerptOf(body.content),
        featuredImage: body.featuredImage ?? null,
        ...publicationOf(body),
        authorId: actor.id,
        seoTitle: body.seoTitle || null,
        seoDescription: body.seoDescription || null,
      })
      .returning({ id: blogPosts.id });
    await linkTerms(tx, row!.id, body);
    const post = await savedPost(tx, row!.id);
    await scheduleIfDue(deps.schedulePublication, tx, post);
    return {
      result: post,
      event: {
        eventType: 'blog_post_created',
        description: `${actor.email} created the post "${post.title}" (${post.status})`,
        metadata: { postId: post.id, slug: post.slug, status: post.status },
      },
    };
  });
}

/** Replaces what the body gives; omitted fields keep their value, null clears an optional one. */
export function updatePost(
  deps: BlogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: PostBody,
): Promise<PostOut> {
  return writeBlog(deps, { actor, meta, conflict: slugTaken }, async (tx) => {
    const current = await lockPost(tx, id);
    await checkTerms(tx, body);
    const slug =
      body.slug && body.slug !== current.slug
        ? await choosePostSlug(tx, body.slug, body.title, id)
        : current.slug;
    // An excerpt derived from the old content follows the new content; a written one stays.
    const derivedBefore = current.excerpt === excerptOf(current.content);
    const excerpt = body.excerpt
      ? body.excerpt
      : derivedBefore || body.excerpt === ''
        ? excerptOf(body.content)
        : current.excerpt;
    await tx
      .update(blogPosts)
      .set({
        title: body.title,
        slug,
        ...(body.content === current.content ? {} : rendered(body.content)),
        excerpt,
        featuredImage: body.featuredImage === undefined ? current.featuredImage : body.featuredImage,
        ...publicationOf(body, current),
        seoTitle: body.seoTitle === undefined ? current.seoTitle : body.seoTitle || null,
        seoDescription:
          body.seoDescription === undefined ? current.seoDescription : body.seoDescription || null,
      })
      .where(eq(blogPosts.id, id));
    await linkTerms(tx, id, body);
    const post = await savedPost(tx, id);
    await scheduleIfDue(deps.schedulePublication, tx, post);
    const wasStatus = statusOf(current);
    return {
      result: post,
      event: {
        eventType: 'blog_post_updated',
        description: `${actor.email} updated the post "${post.title}"${wasStatus === post.status ? '' : ` (${wasStatus} → ${post.status})`}`,
        metadata: { postId: id, slug: post.slug, previousStatus: wasStatus, status: post.status },
      },
    };
  });
}

export function deletePost(deps: BlogDeps, actor: AdminActor, meta: RequestMeta, id: number) {
  return writeBlog(deps, { actor, meta }, async (tx) => {
    const current = await lockPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    return {
      result: { success: true as const, message: `Deleted "${current.title}"` },
      event: {
        eventType: 'blog_post_deleted',
        description: `${actor.email} deleted the post "${current.title}"`,
        metadata: { postId: id, slug: current.slug, title: current.title },
      },
    };
  });
}
