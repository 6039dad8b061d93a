/** The website order of the published testimonials, set whole in one statement. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { isSameIdSet, positionCase } from '../../db/ordering.ts';
import { testimonials } from '../../db/schema.ts';
import type { TestimonialDeps } from './deps.ts';
import { selectWithSubmitter, toAdminTestimonial } from './testimonial-rows.ts';

/** `ids` must be exactly the published set (400 otherwise, and nothing changes). */
export function reorderTestimonials(
  { runAdminAction }: TestimonialDeps,
  actor: AdminActor,
  meta: RequestMeta,
  ids: number[],
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const published = await tx
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.status, 'published'))
      .for('update');
    if (
      !isSameIdSet(
        ids,
        published.map((row) => row.id),
      )
    ) {
      throw new AppError(
        'BAD_REQUEST',
        'The order must list each of the published testimonials exactly once',
        {
          details: [
            { path: 'ids', message: `Expected the ${published.length} published testimonials, each once` },
          ],
        },
      );
    }
    if (ids.length) {
      await tx
        .update(testimonials)
        .set({ sortOrder: positionCase(testimonials.id, ids) })
        .where(inArray(testimonials.id, ids));
    }
    const rows = await selectWithSubmitter(tx)
      .where(eq(testimonials.status, 'published'))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    return {
      result: { testimonials: rows.map(toAdminTestimonial) },
      event: {
        eventType: 'testimonial_changed',
        description: `${actor.email} reordered the published testimonials`,
        metadata: { action: 'reordered', ids },
      },
    };
  });
}
