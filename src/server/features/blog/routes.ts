/**
 * /api/blog: the public list and articles, likes, and the admin's writes on the spec's paths.
 * /api/admin/blog: the admin's extras (a post by id, bulk actions, categories, tags).
 * The endpoints are declared in src/shared/contracts/blog.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogAdminEndpoints as admin } from '../../../shared/contracts/blog.ts';
import { serve } from '../../http/route-kit.ts';
import { blogPostAdminRoutes } from './admin-post-routes.ts';
import { bulkDelete, bulkPublish } from './bulk.ts';
import type { BlogDeps } from './deps.ts';
import { getPost } from './posts.ts';
import { blogPublicRoutes } from './public-routes.ts';
import { taxonomyAdminRoutes } from './taxonomy-routes.ts';

export const blogRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  // Registered without a prefix of their own: each serves its declared paths under /api/blog.
  await app.register(blogPublicRoutes, { deps });
  await app.register(blogPostAdminRoutes, { deps });
};

export const blogAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  serve(app, admin.post, async (call) => ({ post: await getPost(deps, call.params.id) }));
  serve(app, admin.bulkPublish, (call) => bulkPublish(deps, call.actor, call.meta, call.body.ids));
  serve(app, admin.bulkDelete, (call) => bulkDelete(deps, call.actor, call.meta, call.body.ids));
  await app.register(taxonomyAdminRoutes, { deps });
};
