/** The admin's edits and deletions (the status stays as it is). */
import { eq } from 'drizzle-orm';
import type { TestimonialBody } from '../../../shared/contracts/testimonials.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { testimonials } from '../../db/schema.ts';
import type { TestimonialDeps } from './deps.ts';
import { adminTestimonialById, lockTestimonial, testimonialFields } from './testimonial-rows.ts';

export function updateTestimonial(
  { runAdminAction }: TestimonialDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: TestimonialBody,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockTestimonial(tx, id);
    const fields = testimonialFields(body);
    await tx.update(testimonials).set(fields).where(eq(testimonials.id, id));
    const changed = (Object.keys(fields) as Array<keyof typeof fields>).filter(
      (key) => fields[key] !== current[key],
    );
    return {
      result: { testimonial: await adminTestimonialById(tx, id) },
      event: {
        eventType: 'testimonial_changed',
        description: `${actor.email} edited the testimonial #${id} by ${current.authorName}`,
        userId: current.userId,
        metadata: { action: 'edited', testimonialId: id, status: current.status, changed },
      },
    };
  });
}

export function removeTestimonial(
  { runAdminAction }: TestimonialDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockTestimonial(tx, id);
    await tx.delete(testimonials).where(eq(testimonials.id, id));
    return {
      result: { success: true as const, message: `Deleted the testimonial by ${current.authorName}` },
      event: {
        eventType: 'testimonial_changed',
        description: `${actor.email} deleted the testimonial #${id} by ${current.authorName}`,
        userId: current.userId,
        metadata: { action: 'deleted', testimonialId: id, status: current.status },
      },
    };
  });
}
