/** Request and response shapes of FAQs (Markdown answers, categories, one global order). */
import { z } from 'zod';
import { idParam, rowId, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

export const SUGGESTED_CATEGORIES = ['General', 'Billing', 'Technical', 'Account'] as const;

export const faqBody = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Question is required')
    .max(300, 'Keep the question under 300 characters'),
  /** Markdown; rendered and sanitized at save. */
  answer: z.string().trim().min(1, 'Answer is required').max(20_000, 'The answer is too long'),
  category: z
    .string()
    .trim()
    .min(1, 'Category is required')
    .max(50, 'Keep the category under 50 characters')
    .default('General'),
  published: z.boolean().optional(),
});
export type FaqBody = z.infer<typeof faqBody>;
/** What a client sends (the category may be left out). */
export type FaqInput = z.input<typeof faqBody>;

export const adminFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answerHtml: z.string(),
  category: z.string(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFaqOut = z.infer<typeof adminFaq>;

export const publicFaqResponse = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      faqs: z.array(z.object({ id: z.number().int(), question: z.string(), answerHtml: z.string() })),
    }),
  ),
});

export const publicFaqQuery = z.object({
  /** Matched in the question and the answer (case-insensitive). */
  search: z.string().trim().max(200).optional(),
});

export const categoryItem = z.object({
  name: z.string(),
  suggested: z.boolean(),
  faqCount: z.number().int(),
});

export type FaqCategory = z.output<typeof categoryItem>;

export const orderBody = z.object({ ids: z.array(rowId).max(5000) });

const one = z.object({ faq: adminFaq });
const many = z.object({ faqs: z.array(adminFaq) });

export const faqEndpoints = endpoints(
  { access: 'public', tags: ['faqs'] },
  {
    published: {
      method: 'GET',
      path: '/api/faqs',
      summary: 'Published FAQs grouped by category, in order; `search` matches questions and answers',
      query: publicFaqQuery,
      response: publicFaqResponse,
    },
  },
);

export const faqAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: faqs'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/faqs',
      summary: 'Every FAQ (drafts too) in order, with the answer as Markdown and HTML',
      response: many,
    },
    categories: {
      method: 'GET',
      path: '/api/admin/faqs/categories',
      summary: 'The suggested categories (General, Billing, Technical, Account) and the custom ones in use',
      response: z.object({ categories: z.array(categoryItem) }),
    },
    create: {
      method: 'POST',
      path: '/api/admin/faqs',
      summary: 'Create an FAQ (last in the order; a draft unless `published`)',
      body: faqBody,
      response: one,
      status: 201,
    },
    order: {
      method: 'PUT',
      path: '/api/admin/faqs/order',
      summary: 'Set the order: `ids` lists every FAQ exactly once (400 otherwise; nothing changes)',
      body: orderBody,
      response: many,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/faqs/:id',
      summary: 'Update an FAQ',
      params: idParam,
      body: faqBody,
      response: one,
    },
    publish: {
      method: 'POST',
      path: '/api/admin/faqs/:id/publish',
      summary: 'Show an FAQ on the website',
      params: idParam,
      response: one,
    },
    unpublish: {
      method: 'POST',
      path: '/api/admin/faqs/:id/unpublish',
      summary: 'Hide an FAQ from the website',
      params: idParam,
      response: one,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/faqs/:id',
      summary: 'Delete an FAQ',
      params: idParam,
      response: successMessage,
    },
  },
);
