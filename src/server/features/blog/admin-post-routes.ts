/**
 * /api/blog, the admin's writes on the spec's paths: create, update, delete, publish, unpublish.
 * The endpoints are declared in src/shared/contracts/blog.ts (blogPostAdminEndpoints).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogPostAdminEndpoints as admin } from '../../../shared/contracts/blog.ts';
import { serve } from '../../http/route-kit.ts';
import type { BlogDeps } from './deps.ts';
import { createPost, deletePost, updatePost } from './post-writes.ts';
import { setPublished } from './publishing.ts';

export const blogPostAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  serve(app, admin.create, async (call) => ({
    post: await createPost(deps, call.actor, call.meta, call.body),
  }));
  serve(app, admin.update, (call) => updatePost(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.remove, (call) => deletePost(deps, call.actor, call.meta, call.params.id));
  serve(app, admin.publish, (call) =>
    setPublished(deps, call.actor, call.meta, call.params.id, true, call.body?.publishedAt),
  );
  serve(app, admin.unpublish, (call) =>
    setPublished(deps, call.actor, call.meta, call.params.id, false, call.body?.publishedAt),
  );
};
