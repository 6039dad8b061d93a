/** Moving a testimonial along the spec's state table: approve, reject, unpublish. */
import { eq, sql } from 'drizzle-orm';
import {
  TESTIMONIAL_MOVES,
  type TestimonialMove,
  type TestimonialStatus,
} from '../../../shared/contracts/testimonials.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { testimonials } from '../../db/schema.ts';
import type { TestimonialDeps } from './deps.ts';
import { adminTestimonialById, lockTestimonial, type TestimonialRow } from './testimonial-rows.ts';

const verb: Record<TestimonialMove, string> = {
  approve: 'approved',
  reject: 'rejected',
  unpublish: 'unpublished',
};

/** Only along the state table (409 otherwise); an approved one goes last in the website order. */
export function moveTestimonial(
  { runAdminAction }: TestimonialDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  move: TestimonialMove,
  reason?: string | null,
) {
  const rule = TESTIMONIAL_MOVES[move];
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockTestimonial(tx, id);
    const from = current.status as TestimonialStatus;
    if (!(rule.from as readonly string[]).includes(from)) {
      throw new AppError(
        'CONFLICT',
        `A ${from} testimonial cannot be ${verb[move]} (only ${rule.from.join(' or ')} ones can)`,
      );
    }
    const changes: Partial<TestimonialRow> = { status: rule.to };
    if (move === 'approve') {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${testimonials.sortOrder})` })
        .from(testimonials)
        .where(eq(testimonials.status, 'published'));
      changes.sortOrder = (last?.max === null || last?.max === undefined ? -1 : Number(last.max)) + 1;
      changes.publishedAt = new Date();
      changes.rejectionReason = null;
    }
    if (move === 'reject') changes.rejectionReason = reason || null;
    await tx.update(testimonials).set(changes).where(eq(testimonials.id, id));
    return {
      result: { testimonial: await adminTestimonialById(tx, id) },
      event: {
        eventType: 'testimonial_changed',
        description: `${actor.email} ${verb[move]} the testimonial #${id} by ${current.authorName}`,
        userId: current.userId,
        metadata: {
          action: verb[move],
          testimonialId: id,
          from,
          to: rule.to,
          ...(move === 'reject' && reason ? { reason } : {}),
        },
      },
    };
  });
}
