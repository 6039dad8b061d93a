/**
 * /api/faqs: the published FAQs grouped by category (with search).
 * /api/admin/faqs: every FAQ in order, writes, publish/unpublish, categories and the order.
 * The endpoints are declared in src/shared/contracts/faqs.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqAdminEndpoints as admin, faqEndpoints } from '../../../shared/contracts/faqs.ts';
import { serve } from '../../http/route-kit.ts';
import { listFaqCategories } from './categories.ts';
import type { FaqDeps } from './deps.ts';
import { createFaq, listFaqs, removeFaq, setFaqPublished, updateFaq } from './faqs.ts';
import { reorderFaqs } from './order.ts';
import { listPublicFaqs } from './public-faqs.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  serve(app, faqEndpoints.published, (call) => listPublicFaqs(deps, call.query.search || undefined));
};

export const faqAdminRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  serve(app, admin.list, () => listFaqs(deps));
  serve(app, admin.categories, () => listFaqCategories(deps));
  serve(app, admin.create, (call) => createFaq(deps, call.actor, call.meta, call.body));
  serve(app, admin.order, (call) => reorderFaqs(deps, call.actor, call.meta, call.body.ids));
  serve(app, admin.update, (call) => updateFaq(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.publish, (call) => setFaqPublished(deps, call.actor, call.meta, call.params.id, true));
  serve(app, admin.unpublish, (call) => setFaqPublished(deps, call.actor, call.meta, call.params.id, false));
  serve(app, admin.remove, (call) => removeFaq(deps, call.actor, call.meta, call.params.id));
};
