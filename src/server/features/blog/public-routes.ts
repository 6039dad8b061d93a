/**
 * /api/blog, what readers use: the list, categories and tags, an article (counting a view),
 * related posts, and likes. Anonymous answers come from the public cache (one per query per second).
 * The endpoints are declared in src/shared/contracts/blog.ts (blogEndpoints). A cached answer is
 * sent through the reply (with its ETag), and the function then returns the reply.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogEndpoints as reader } from '../../../shared/contracts/blog.ts';
import { forbidden } from '../../core/errors.ts';
import { ok } from '../../http/envelope.ts';
import { keyOfQuery, sendCached } from '../../http/public-cache.ts';
import { serve } from '../../http/route-kit.ts';
import { readArticle } from './articles.ts';
import type { BlogDeps, Viewer } from './deps.ts';
import { toggleLike } from './likes.ts';
import { listPosts, relatedPosts } from './posts.ts';
import { listTerms } from './taxonomy.ts';

const viewerOf = (request: FastifyRequest): Viewer =>
  request.session
    ? { id: request.session.user.id, isAdmin: request.session.user.role === 'admin' }
    : undefined;

/** Who a view is counted for (once per post per 30 minutes): the user, else address and browser. */
export const visitorOf = (request: FastifyRequest) =>
  request.session
    ? `user:${request.session.user.id}`
    : `ip:${request.ip} ua:${request.headers['user-agent'] ?? ''}`;

export const blogPublicRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  serve(app, reader.list, async (call) => {
    const viewer = viewerOf(call.request);
    // Drafts and schedules are the admins' business: asking for them is refused, not ignored.
    if (call.query.status && !viewer?.isAdmin) throw forbidden();
    if (viewer?.isAdmin) return listPosts(deps, call.query, viewer);
    // Everyone else sees the same published posts: one response per query per second.
    return sendCached(call.request, call.reply, deps.responses, `list:${keyOfQuery(call.query)}`, async () =>
      ok(await listPosts(deps, call.query, undefined)),
    );
  });

  serve(app, reader.categories, async () => ({
    categories: await listTerms(deps, 'category', { publicOnly: true }),
  }));
  serve(app, reader.tags, async () => ({ tags: await listTerms(deps, 'tag', { publicOnly: true }) }));
  serve(app, reader.post, async (call) => ({
    post: await readArticle(deps, call.params.slug, viewerOf(call.request), visitorOf(call.request)),
  }));

  serve(app, reader.related, async (call) => {
    const viewer = viewerOf(call.request);
    const { slug } = call.params;
    if (viewer?.isAdmin) return { posts: await relatedPosts(deps, slug, viewer) };
    return sendCached(call.request, call.reply, deps.responses, `related:${slug}`, async () =>
      ok({ posts: await relatedPosts(deps, slug, undefined) }),
    );
  });

  serve(app, reader.like, (call) => toggleLike(deps, call.params.id, call.user.id));
};
