/** A testimonial row as the website, its author and the admin see it; the admin's reads and lock. */
import { eq } from 'drizzle-orm';
import type {
  AdminTestimonialOut,
  TestimonialBody,
  TestimonialStatus,
} from '../../../shared/contracts/testimonials.ts';
import { orNotFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { testimonials, users } from '../../db/schema.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

export const toPublicTestimonial = (row: TestimonialRow) => ({
  id: row.id,
  authorName: row.authorName,
  authorRole: row.authorRole,
  avatarUrl: row.avatarUrl,
  content: row.content,
  rating: row.rating,
});

export const toOwnTestimonial = (row: TestimonialRow) => ({
  ...toPublicTestimonial(row),
  status: row.status as TestimonialStatus,
  rejectionReason: row.rejectionReason,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Testimonials with the user who submitted them (none for one an admin seeded). */
export const selectWithSubmitter = (db: Db) =>
  db
    .select({ item: testimonials, user: { id: users.id, name: users.name, email: users.email } })
    .from(testimonials)
    .leftJoin(users, eq(users.id, testimonials.userId));

export const toAdminTestimonial = ({
  item,
  user,
}: {
  item: TestimonialRow;
  user: { id: string; name: string; email: string } | null;
}): AdminTestimonialOut => ({
  ...toOwnTestimonial(item),
  sortOrder: item.sortOrder,
  user: user?.id ? user : null,
});

export async function adminTestimonialById(tx: Db, id: number) {
  const [row] = await selectWithSubmitter(tx).where(eq(testimonials.id, id));
  return toAdminTestimonial(orNotFound(row, 'Testimonial'));
}

/** The row, locked for the rest of the transaction (404 when there is none). */
export async function lockTestimonial(tx: Db, id: number) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return orNotFound(row, 'Testimonial');
}

/** The columns a submission or an edit writes; empty role and avatar are stored as none. */
export const testimonialFields = (body: TestimonialBody) => ({
  content: body.content,
  rating: body.rating,
  authorName: body.authorName,
  authorRole: body.authorRole || null,
  avatarUrl: body.avatarUrl || null,
});
