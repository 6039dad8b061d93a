/** One order across all FAQs, set whole in one statement. */
import { inArray } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { isSameIdSet, positionCase } from '../../db/ordering.ts';
import { faqs } from '../../db/schema.ts';
import { type FaqDeps, faqChanged } from './deps.ts';
import { inOrder, toAdminFaq } from './faq-rows.ts';

/** `ids` must be every FAQ exactly once (400 otherwise, and nothing changes). */
export function reorderFaqs(
  { runAdminAction }: FaqDeps,
  actor: AdminActor,
  meta: RequestMeta,
  ids: number[],
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const all = await tx.select({ id: faqs.id }).from(faqs).for('update');
    if (
      !isSameIdSet(
        ids,
        all.map((row) => row.id),
      )
    ) {
      throw new AppError('BAD_REQUEST', 'The order must list every FAQ exactly once', {
        details: [{ path: 'ids', message: `Expected the ${all.length} FAQs, each once` }],
      });
    }
    if (ids.length) {
      await tx
        .update(faqs)
        .set({ sortOrder: positionCase(faqs.id, ids) })
        .where(inArray(faqs.id, ids));
    }
    const rows = await tx
      .select()
      .from(faqs)
      .orderBy(...inOrder);
    return {
      result: { faqs: rows.map(toAdminFaq) },
      event: faqChanged(actor, 'reordered', null, 'reordered the FAQs', { ids }),
    };
  });
}
