/**
 * The admin's FAQs: the list and the writes. Answers are Markdown, rendered (and sanitized) once
 * at save by the one renderer.
 */
import { eq, sql } from 'drizzle-orm';
import type { FaqBody } from '../../../shared/contracts/faqs.ts';
import { renderMarkdown } from '../../content/markdown.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';
import { canonicalCategory } from './categories.ts';
import { type FaqDeps, faqChanged } from './deps.ts';
import { inOrder, toAdminFaq } from './faq-rows.ts';

async function lockFaq(tx: Db, id: number) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
  return orNotFound(row, 'FAQ');
}

export async function listFaqs({ db }: FaqDeps) {
  const rows = await db
    .select()
    .from(faqs)
    .orderBy(...inOrder);
  return { faqs: rows.map(toAdminFaq) };
}

/** A new FAQ goes last in the order. */
export function createFaq({ runAdminAction }: FaqDeps, actor: AdminActor, meta: RequestMeta, body: FaqBody) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const category = await canonicalCategory(tx, body.category);
    const [last] = await tx.select({ max: sql<number | null>`max(${faqs.sortOrder})` }).from(faqs);
    const [row] = await tx
      .insert(faqs)
      .values({
        question: body.question,
        answer: body.answer,
        answerHtml: renderMarkdown(body.answer),
        category,
        published: body.published ?? false,
        sortOrder: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
      })
      .returning();
    return {
      result: { faq: toAdminFaq(row!) },
      event: faqChanged(actor, 'created', row!.id, `created the FAQ "${body.question}"`, { category }),
    };
  });
}

export function updateFaq(
  { runAdminAction }: FaqDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: FaqBody,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockFaq(tx, id);
    const category = await canonicalCategory(tx, body.category);
    const [row] = await tx
      .update(faqs)
      .set({
        question: body.question,
        answer: body.answer,
        answerHtml: renderMarkdown(body.answer),
        category,
        ...(body.published === undefined ? {} : { published: body.published }),
      })
      .where(eq(faqs.id, id))
      .returning();
    return {
      result: { faq: toAdminFaq(row!) },
      event: faqChanged(actor, 'updated', id, `edited the FAQ "${body.question}"`, {
        category,
        previous: { question: current.question, category: current.category, published: current.published },
      }),
    };
  });
}

export function setFaqPublished(
  { runAdminAction }: FaqDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  published: boolean,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockFaq(tx, id);
    const [row] = await tx.update(faqs).set({ published }).where(eq(faqs.id, id)).returning();
    const action = published ? 'published' : 'unpublished';
    return {
      result: { faq: toAdminFaq(row!) },
      event: faqChanged(actor, action, id, `${action} the FAQ "${current.question}"`, {
        from: current.published ? 'published' : 'draft',
      }),
    };
  });
}

export function removeFaq({ runAdminAction }: FaqDeps, actor: AdminActor, meta: RequestMeta, id: number) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockFaq(tx, id);
    await tx.delete(faqs).where(eq(faqs.id, id));
    return {
      result: { success: true as const, message: `Deleted the FAQ "${current.question}"` },
      event: faqChanged(actor, 'deleted', id, `deleted the FAQ "${current.question}"`),
    };
  });
}
