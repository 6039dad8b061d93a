/**
 * /api/faqs: the published FAQs grouped by category (with search).
 * /api/admin/faqs: every FAQ in order, writes, publish/unpublish, categories and the order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import {
  adminFaq,
  categoryItem,
  faqBody,
  orderBody,
  publicFaqQuery,
  publicFaqResponse,
} from '../../../shared/contracts/faqs.ts';
import { routeKit } from '../../http/route-kit.ts';
import { listFaqCategories } from './categories.ts';
import type { FaqDeps } from './deps.ts';
import { createFaq, listFaqs, removeFaq, setFaqPublished, updateFaq } from './faqs.ts';
import { reorderFaqs } from './order.ts';
import { listPublicFaqs } from './public-faqs.ts';

const one = z.object({ faq: adminFaq });
const many = z.object({ faqs: z.array(adminFaq) });

export const faqRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  routeKit(app, { auth: 'public', tags: ['faqs'] }).get(
    '/',
    {
      summary: 'Published FAQs grouped by category, in order; `search` matches questions and answers',
      querystring: publicFaqQuery,
      response: publicFaqResponse,
    },
    (call) => listPublicFaqs(deps, call.query.search || undefined),
  );
};

export const faqAdminRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: faqs'] });

  admin.get(
    '/',
    { summary: 'Every FAQ (drafts too) in order, with the answer as Markdown and HTML', response: many },
    () => listFaqs(deps),
  );

  admin.get(
    '/categories',
    {
      summary: 'The suggested categories (General, Billing, Technical, Account) and the custom ones in use',
      response: z.object({ categories: z.array(categoryItem) }),
    },
    () => listFaqCategories(deps),
  );

  admin.post(
    '/',
    {
      summary: 'Create an FAQ (last in the order; a draft unless `published`)',
      body: faqBody,
      response: one,
      status: 201,
    },
    (call) => createFaq(deps, call.actor, call.meta, call.body),
  );

  admin.put(
    '/order',
    {
      summary: 'Set the order: `ids` lists every FAQ exactly once (400 otherwise; nothing changes)',
      body: orderBody,
      response: many,
    },
    (call) => reorderFaqs(deps, call.actor, call.meta, call.body.ids),
  );

  admin.put('/:id', { summary: 'Update an FAQ', params: idParam, body: faqBody, response: one }, (call) =>
    updateFaq(deps, call.actor, call.meta, call.params.id, call.body),
  );

  for (const [path, published] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    admin.post(
      path,
      {
        summary: published ? 'Show an FAQ on the website' : 'Hide an FAQ from the website',
        params: idParam,
        response: one,
      },
      (call) => setFaqPublished(deps, call.actor, call.meta, call.params.id, published),
    );
  }

  admin.delete('/:id', { summary: 'Delete an FAQ', params: idParam, response: successMessage }, (call) =>
    removeFaq(deps, call.actor, call.meta, call.params.id),
  );
};
