/** An FAQ row as the admin sees it, and the one order every list follows. */
import { asc } from 'drizzle-orm';
import type { AdminFaqOut } from '../../../shared/contracts/faqs.ts';
import { faqs } from '../../db/schema.ts';

export const inOrder = [asc(faqs.sortOrder), asc(faqs.id)];

export const toAdminFaq = (row: typeof faqs.$inferSelect): AdminFaqOut => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  answerHtml: row.answerHtml,
  category: row.category,
  sortOrder: row.sortOrder,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
