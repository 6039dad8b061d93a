/** The admin's list: by status and search, with the count in each status for the tabs. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import {
  type AdminListQuery,
  TESTIMONIAL_STATUSES,
  type TestimonialStatus,
} from '../../../shared/contracts/testimonials.ts';
import { containsPattern } from '../../db/like.ts';
import { testimonials, users } from '../../db/schema.ts';
import type { TestimonialDeps } from './deps.ts';
import { selectWithSubmitter, toAdminTestimonial } from './testimonial-rows.ts';

export async function listTestimonials({ db }: TestimonialDeps, query: AdminListQuery) {
  const term = query.search ? containsPattern(query.search) : undefined;
  const where: SQL | undefined = and(
    query.status ? eq(testimonials.status, query.status) : undefined,
    term
      ? or(
          ilike(testimonials.content, term),
          ilike(testimonials.authorName, term),
          ilike(testimonials.authorRole, term),
          ilike(users.email, term),
        )
      : undefined,
  );
  // Published ones in their website order; the others newest first.
  const order =
    query.status === 'published'
      ? [asc(testimonials.sortOrder), asc(testimonials.id)]
      : [desc(testimonials.createdAt), desc(testimonials.id)];
  const [rows, [total], byStatus] = await Promise.all([
    selectWithSubmitter(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(testimonials)
      .leftJoin(users, eq(users.id, testimonials.userId))
      .where(where),
    db.select({ status: testimonials.status, n: count() }).from(testimonials).groupBy(testimonials.status),
  ]);
  const counts = Object.fromEntries(TESTIMONIAL_STATUSES.map((status) => [status, 0])) as Record<
    TestimonialStatus,
    number
  >;
  for (const { status, n } of byStatus) if (status in counts) counts[status as TestimonialStatus] = n;
  return {
    testimonials: rows.map(toAdminTestimonial),
    pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
    counts,
  };
}
