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
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import { listFaqCategories } from './categories.ts';
import type { FaqDeps } from './deps.ts';
import { createFaq, listFaqs, removeFaq, setFaqPublished, updateFaq } from './faqs.ts';
import { reorderFaqs } from './order.ts';
import { listPublicFaqs } from './public-faqs.ts';

const one = envelope(z.object({ faq: adminFaq }));
const many = envelope(z.object({ faqs: z.array(adminFaq) }));

export const faqRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['faqs'],
        summary: 'Published FAQs grouped by category, in order; `search` matches questions and answers',
        querystring: publicFaqQuery,
        response: { 200: envelope(publicFaqResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listPublicFaqs(deps, request.query.search || undefined)),
  );
};

export const faqAdminRoutes: FastifyPluginAsyncZod<{ deps: FaqDeps }> = async (app, { deps }) => {
  const tags = ['admin: faqs'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Every FAQ (drafts too) in order, with the answer as Markdown and HTML',
        response: { 200: many, ...errorResponses },
      },
    },
    async () => ok(await listFaqs(deps)),
  );

  app.get(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: 'The suggested categories (General, Billing, Technical, Account) and the custom ones in use',
        response: { 200: envelope(z.object({ categories: z.array(categoryItem) })), ...errorResponses },
      },
    },
    async () => ok(await listFaqCategories(deps)),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create an FAQ (last in the order; a draft unless `published`)',
        body: faqBody,
        response: { 201: one, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createFaq(deps, adminActorOf(request), requestMeta(request), request.body))),
  );

  app.put(
    '/order',
    {
      config,
      schema: {
        tags,
        summary: 'Set the order: `ids` lists every FAQ exactly once (400 otherwise; nothing changes)',
        body: orderBody,
        response: { 200: many, ...errorResponses },
      },
    },
    async (request) =>
      ok(await reorderFaqs(deps, adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update an FAQ',
        params: idParam,
        body: faqBody,
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateFaq(deps, adminActorOf(request), requestMeta(request), request.params.id, request.body)),
  );

  for (const [path, published] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: published ? 'Show an FAQ on the website' : 'Hide an FAQ from the website',
          params: idParam,
          response: { 200: one, ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await setFaqPublished(
            deps,
            adminActorOf(request),
            requestMeta(request),
            request.params.id,
            published,
          ),
        ),
    );
  }

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an FAQ',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removeFaq(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
