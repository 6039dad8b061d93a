/**
 * /api/blog: the public list and articles, likes, and the admin's writes on the spec's paths.
 * /api/admin/blog: the admin's extras (a post by id, bulk actions, categories, tags).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkBody,
  bulkDeleteResponse,
  bulkPublishResponse,
  idParam,
  postDetailResponse,
} from '../../../shared/contracts/blog.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import { blogPostAdminRoutes } from './admin-post-routes.ts';
import { bulkDelete, bulkPublish } from './bulk.ts';
import type { BlogDeps } from './deps.ts';
import { getPost } from './posts.ts';
import { blogPublicRoutes } from './public-routes.ts';
import { taxonomyAdminRoutes } from './taxonomy-routes.ts';

export const blogRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  // Each resource's routes spell their whole path: a sub-prefix would add a trailing-slash twin
  // of every "/" route to the API document.
  await app.register(blogPublicRoutes, { deps });
  await app.register(blogPostAdminRoutes, { deps });
};

export const blogAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
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
        response: { 200: envelope(postDetailResponse), ...errorResponses },
      },
    },
    async (request) => ok({ post: await getPost(deps, request.params.id) }),
  );

  app.post(
    '/bulk-publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish the drafts among the given posts',
        body: bulkBody,
        response: { 200: envelope(bulkPublishResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulkPublish(deps, adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  app.post(
    '/bulk-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the given posts',
        body: bulkBody,
        response: { 200: envelope(bulkDeleteResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulkDelete(deps, adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  await app.register(taxonomyAdminRoutes, { deps });
};
