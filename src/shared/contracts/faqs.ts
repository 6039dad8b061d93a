/** Request and response shapes of FAQs (Markdown answers, categories, one global order). */
import { z } from 'zod';
import { rowId } from './common.ts';

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

export const orderBody = z.object({ ids: z.array(rowId).max(5000) });
