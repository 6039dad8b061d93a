/** The website's list, and a signed-in user's own testimonials and submission. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TestimonialBody } from '../../../shared/contracts/testimonials.ts';
import { AppError } from '../../core/errors.ts';
import { testimonials } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TestimonialDeps } from './deps.ts';
import { testimonialFields, toOwnTestimonial, toPublicTestimonial } from './testimonial-rows.ts';

/** The website's list is short by nature; this only bounds a runaway one. */
const PUBLIC_LIMIT = 100;

/** What the website shows: the published ones, in the admin's order. */
export async function listPublishedTestimonials({ db }: TestimonialDeps) {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, 'published'))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
    .limit(PUBLIC_LIMIT);
  return { testimonials: rows.map(toPublicTestimonial) };
}

export async function listMyTestimonials({ db }: TestimonialDeps, userId: string) {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.userId, userId))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return { testimonials: rows.map(toOwnTestimonial) };
}

/** A new testimonial waits for an admin. One pending at a time per user (409 otherwise). */
export async function submitTestimonial({ db }: TestimonialDeps, userId: string, body: TestimonialBody) {
  const row = await inTransaction(db, async (tx) => {
    // Serialises one user's submissions, so two at once cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`testimonial:${userId}`}))`);
    const [pending] = await tx
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(and(eq(testimonials.userId, userId), eq(testimonials.status, 'pending')))
      .limit(1);
    if (pending) {
      throw new AppError(
        'CONFLICT',
        'You already have a testimonial waiting for review. You can send another once it has been reviewed.',
        { apiCode: 'testimonial_pending' },
      );
    }
    const [inserted] = await tx
      .insert(testimonials)
      .values({ ...testimonialFields(body), userId, status: 'pending' })
      .returning();
    return inserted!;
  });
  return { testimonial: toOwnTestimonial(row) };
}
