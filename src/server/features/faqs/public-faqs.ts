/** The public FAQ page: published FAQs grouped by category, with search. */
import { eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { faqs } from '../../db/schema.ts';
import type { FaqDeps } from './deps.ts';
import { inOrder } from './faq-rows.ts';

type PublicFaq = { id: number; question: string; answerHtml: string };

/** Categories come in the order of their first FAQ; `search` matches questions and answers. */
export async function listPublicFaqs({ db }: FaqDeps, search: string | undefined) {
  const term = search ? containsPattern(search) : undefined;
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answerHtml: faqs.answerHtml, category: faqs.category })
    .from(faqs)
    .where(
      term
        ? sql`${faqs.published} and (${or(ilike(faqs.question, term), ilike(faqs.answer, term))})`
        : eq(faqs.published, true),
    )
    .orderBy(...inOrder);
  const groups = new Map<string, PublicFaq[]>();
  for (const { category, ...faq } of rows) {
    const group = groups.get(category) ?? [];
    group.push(faq);
    groups.set(category, group);
  }
  return { categories: [...groups].map(([name, items]) => ({ name, faqs: items })) };
}
