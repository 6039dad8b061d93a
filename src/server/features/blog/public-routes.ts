/**
 * /api/blog, what readers use: the list, categories and tags, an article (counting a view),
 * related posts, and likes. Anonymous answers come from the public cache (one per query per second).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponse,
  idParam,
  likeResponse,
  postDetailResponse,
  postListQuery,
  postListResponse,
  postsResponse,
  slugParam,
  tagListResponse,
} from '../../../shared/contracts/blog.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { keyOfQuery, sendCached } from '../../http/public-cache.ts';
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
const visitorOf = (request: FastifyRequest) =>
  request.session
    ? `user:${request.session.user.id}`
    : `ip:${request.ip} ua:${request.headers['user-agent'] ?? ''}`;

export const blogPublicRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  const tags = ['blog'];
  const config = { auth: 'public' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Published posts (admins: every status), filtered, searched and sorted',
        querystring: postListQuery,
        response: { 200: envelope(postListResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      // Drafts and schedules are the admins' business: asking for them is refused, not ignored.
      if (request.query.status && !viewer?.isAdmin) throw forbidden();
      if (viewer?.isAdmin) return ok(await listPosts(deps, request.query, viewer));
      // Everyone else sees the same published posts: one response per query per second.
      return sendCached(request, reply, deps.responses, `list:${keyOfQuery(request.query)}`, async () =>
        ok(await listPosts(deps, request.query, undefined)),
      );
    },
  );

  app.get(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: 'Categories with their number of published posts',
        response: { 200: envelope(categoryListResponse), ...errorResponses },
      },
    },
    async () => ok({ categories: await listTerms(deps, 'category', { publicOnly: true }) }),
  );

  app.get(
    '/tags',
    {
      config,
      schema: {
        tags,
        summary: 'Tags with their number of published posts',
        response: { 200: envelope(tagListResponse), ...errorResponses },
      },
    },
    async () => ok({ tags: await listTerms(deps, 'tag', { publicOnly: true }) }),
  );

  app.get(
    '/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'One post by slug (counts a view; drafts are 404 except for admins)',
        params: slugParam,
        response: { 200: envelope(postDetailResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok({ post: await readArticle(deps, request.params.slug, viewerOf(request), visitorOf(request)) }),
  );

  app.get(
    '/:slug/related',
    {
      config,
      schema: {
        tags,
        summary: 'Up to three published posts sharing a category or tag',
        params: slugParam,
        response: { 200: envelope(postsResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer?.isAdmin) return ok({ posts: await relatedPosts(deps, request.params.slug, viewer) });
      return sendCached(request, reply, deps.responses, `related:${request.params.slug}`, async () =>
        ok({ posts: await relatedPosts(deps, request.params.slug, undefined) }),
      );
    },
  );

  app.post(
    '/:id/like',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Like or unlike a post (toggle, one like per user)',
        params: idParam,
        response: { 200: envelope(likeResponse), ...errorResponses },
      },
    },
    async (request) => ok(await toggleLike(deps, request.params.id, request.session!.user.id)),
  );
};
