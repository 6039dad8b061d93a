/**
 * /api/blog: the public list and articles, likes, and the admin's writes on the spec's paths.
 * /api/admin/blog: the admin's extras (a post by id, bulk actions, categories, tags).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkBody,
  categorySchema,
  idParam,
  likeResponse,
  postBody,
  postDetailSchema,
  postListQuery,
  postListResponse,
  postSchema,
  publishBody,
  slugParam,
  tagSchema,
  taxonomyBody,
} from '../../../shared/contracts/blog.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { type CachedBody, keyOfQuery, type PublicCache, sendCached } from '../../http/public-cache.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BlogService } from './service.ts';
import type { TaxonomyService } from './taxonomy.ts';

const successMessage = z.object({ success: z.literal(true), message: z.string() });

const viewerOf = (request: FastifyRequest) =>
  request.session
    ? { id: request.session.user.id, isAdmin: request.session.user.role === 'admin' }
    : undefined;

/** Who a view is counted for (once per post per 30 minutes): the user, else address and browser. */
const visitorOf = (request: FastifyRequest) =>
  request.session
    ? `user:${request.session.user.id}`
    : `ip:${request.ip} ua:${request.headers['user-agent'] ?? ''}`;

export const blogRoutes: FastifyPluginAsyncZod<{
  service: BlogService;
  publicResponses: PublicCache<CachedBody>;
  categories: TaxonomyService;
  tags: TaxonomyService;
}> = async (app, { service, publicResponses, categories, tags: tagService }) => {
  const tags = ['blog'];
  const admin = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config: { auth: 'public' },
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
      if (viewer?.isAdmin) return ok(await service.list(request.query, viewer));
      // Everyone else sees the same published posts: one response per query per second.
      return sendCached(request, reply, publicResponses, `list:${keyOfQuery(request.query)}`, async () =>
        ok(await service.list(request.query, undefined)),
      );
    },
  );

  app.get(
    '/categories',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Categories with their number of published posts',
        response: { 200: envelope(z.object({ categories: z.array(categorySchema) })), ...errorResponses },
      },
    },
    async () => ok({ categories: await categories.list({ publicOnly: true }) }),
  );

  app.get(
    '/tags',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Tags with their number of published posts',
        response: { 200: envelope(z.object({ tags: z.array(tagSchema) })), ...errorResponses },
      },
    },
    async () => ok({ tags: await tagService.list({ publicOnly: true }) }),
  );

  app.get(
    '/:slug',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One post by slug (counts a view; drafts are 404 except for admins)',
        params: slugParam,
        response: { 200: envelope(z.object({ post: postDetailSchema })), ...errorResponses },
      },
    },
    async (request) =>
      ok({ post: await service.read(request.params.slug, viewerOf(request), visitorOf(request)) }),
  );

  app.get(
    '/:slug/related',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Up to three published posts sharing a category or tag',
        params: slugParam,
        response: { 200: envelope(z.object({ posts: z.array(postSchema) })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer?.isAdmin) return ok({ posts: await service.related(request.params.slug, viewer) });
      return sendCached(request, reply, publicResponses, `related:${request.params.slug}`, async () =>
        ok({ posts: await service.related(request.params.slug, undefined) }),
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
    async (request) => ok(await service.toggleLike(request.params.id, request.session!.user.id)),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a post (slug derived from the title when omitted; 409 when taken)',
        body: postBody,
        response: { 201: envelope(z.object({ post: postSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const post = await service.create(adminActorOf(request), requestMeta(request), request.body);
      return reply.code(201).send(ok({ post }));
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a post (data is the updated post)',
        params: idParam,
        body: postBody,
        response: { 200: envelope(postSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.update(adminActorOf(request), requestMeta(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a post',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.remove(adminActorOf(request), requestMeta(request), request.params.id)),
  );

  for (const [path, publish] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    app.post(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: publish
            ? 'Publish now, or at `publishedAt` (a future time schedules it)'
            : 'Back to draft',
          params: idParam,
          body: publishBody,
          response: { 200: envelope(z.object({ post: postSchema })), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await service.setPublished(
            adminActorOf(request),
            requestMeta(request),
            request.params.id,
            publish,
            request.body?.publishedAt,
          ),
        ),
    );
  }
};

export const blogAdminRoutes: FastifyPluginAsyncZod<{
  service: BlogService;
  categories: TaxonomyService;
  tags: TaxonomyService;
}> = async (app, { service, categories, tags: tagService }) => {
  const tags = ['admin: blog'];
  const config = { auth: 'admin' as const };

  app.get(
    '/posts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A post of any status by id, for the editor (no view counted)',
        params: idParam,
        response: { 200: envelope(z.object({ post: postDetailSchema })), ...errorResponses },
      },
    },
    async (request) => ok({ post: await service.getById(request.params.id) }),
  );

  app.post(
    '/bulk-publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish the drafts among the given posts',
        body: bulkBody,
        response: { 200: envelope(z.object({ updated: z.number().int() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.bulkPublish(adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  app.post(
    '/bulk-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the given posts',
        body: bulkBody,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.bulkDelete(adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  for (const [kind, service_, item, single, plural] of [
    ['categories', categories, categorySchema, 'category', 'categories'],
    ['tags', tagService, tagSchema, 'tag', 'tags'],
  ] as const) {
    app.get(
      `/${kind}`,
      {
        config,
        schema: {
          tags,
          summary: `Every ${single} with its number of posts (all statuses)`,
          response: { 200: envelope(z.object({ [plural]: z.array(item) })), ...errorResponses },
        },
      },
      async () => ok({ [plural]: await service_.list({ publicOnly: false }) }),
    );
    app.post(
      `/${kind}`,
      {
        config,
        schema: {
          tags,
          summary: `Create a ${single} (409 when the slug is taken)`,
          body: taxonomyBody,
          response: { 201: envelope(z.object({ [single]: item })), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          ok({
            [single]: await service_.create(adminActorOf(request), requestMeta(request), request.body),
          }),
        ),
    );
    app.put(
      `/${kind}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Rename a ${single}`,
          params: idParam,
          body: taxonomyBody,
          response: { 200: envelope(z.object({ [single]: item })), ...errorResponses },
        },
      },
      async (request) =>
        ok({
          [single]: await service_.update(
            adminActorOf(request),
            requestMeta(request),
            request.params.id,
            request.body,
          ),
        }),
    );
    app.delete(
      `/${kind}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Delete a ${single} (its posts stay)`,
          params: idParam,
          response: { 200: envelope(successMessage), ...errorResponses },
        },
      },
      async (request) =>
        ok(await service_.remove(adminActorOf(request), requestMeta(request), request.params.id)),
    );
  }
};
