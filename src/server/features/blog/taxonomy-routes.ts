/**
 * /api/admin/blog/categories and /tags: the same four routes for each, with every post counted.
 * The endpoints are declared in src/shared/contracts/blog.ts (blogAdminEndpoints).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogAdminEndpoints as admin } from '../../../shared/contracts/blog.ts';
import { serve } from '../../http/route-kit.ts';
import type { BlogDeps } from './deps.ts';
import { listTerms } from './taxonomy.ts';
import { createTerm, deleteTerm, updateTerm } from './taxonomy-writes.ts';

export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  const all = { publicOnly: false };

  serve(app, admin.categories, async () => ({ categories: await listTerms(deps, 'category', all) }));
  serve(app, admin.createCategory, async (call) => ({
    category: await createTerm(deps, 'category', call.actor, call.meta, call.body),
  }));
  serve(app, admin.updateCategory, async (call) => ({
    category: await updateTerm(deps, 'category', call.actor, call.meta, call.params.id, call.body),
  }));
  serve(app, admin.removeCategory, (call) =>
    deleteTerm(deps, 'category', call.actor, call.meta, call.params.id),
  );

  serve(app, admin.tags, async () => ({ tags: await listTerms(deps, 'tag', all) }));
  serve(app, admin.createTag, async (call) => ({
    tag: await createTerm(deps, 'tag', call.actor, call.meta, call.body),
  }));
  serve(app, admin.updateTag, async (call) => ({
    tag: await updateTerm(deps, 'tag', call.actor, call.meta, call.params.id, call.body),
  }));
  serve(app, admin.removeTag, (call) => deleteTerm(deps, 'tag', call.actor, call.meta, call.params.id));
};
