/** Request and response shapes of testimonials (submitted by users, moderated by admins). */
import { z } from 'zod';
import { imageUrlSchema, nameSchema } from '../auth-contracts.ts';
import { rowId } from './common.ts';
import { pageQuery, pagination } from './pagination.ts';

export const TESTIMONIAL_STATUSES = ['pending', 'published', 'rejected', 'unpublished'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 1000;

/**
 * The spec's state table: pending → published (approve) | rejected (reject); published →
 * unpublished (unpublish); and an unpublished one may be approved again. Nothing else moves.
 */
export const TESTIMONIAL_MOVES = {
  approve: { from: ['pending', 'unpublished'], to: 'published' },
  reject: { from: ['pending'], to: 'rejected' },
  unpublish: { from: ['published'], to: 'unpublished' },
} as const satisfies Record<string, { from: readonly TestimonialStatus[]; to: TestimonialStatus }>;
export type TestimonialMove = keyof typeof TESTIMONIAL_MOVES;

/** What a signed-in user submits, and what an admin edits (the same fields and rules). */
export const testimonialBody = z.object({
  content: z
    .string()
    .trim()
    .min(CONTENT_MIN, `Write at least ${CONTENT_MIN} characters`)
    .max(CONTENT_MAX, `Write at most ${CONTENT_MAX} characters`),
  rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5'),
  authorName: nameSchema,
  authorRole: z.string().trim().max(100, 'Role is too long').nullish(),
  /** An http(s) URL or a path on this site (an upload); empty means none. */
  avatarUrl: imageUrlSchema.nullish(),
});
export type TestimonialBody = z.infer<typeof testimonialBody>;

/** What the website shows. Every field is plain text: the web app renders it as text. */
export const publicTestimonial = z.object({
  id: z.number().int(),
  authorName: z.string(),
  authorRole: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
});

/** The author's own view: with its status (and the reason, when rejected). */
export const ownTestimonial = publicTestimonial.extend({
  status: z.enum(TESTIMONIAL_STATUSES),
  rejectionReason: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminTestimonial = ownTestimonial.extend({
  sortOrder: z.number().int(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminTestimonialOut = z.infer<typeof adminTestimonial>;

export const adminListQuery = z.object({
  ...pageQuery,
  status: z.enum(TESTIMONIAL_STATUSES).optional(),
  /** Matched in the content, the author's name and role, and the submitter's e-mail. */
  search: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const statusCounts = z.object(
  Object.fromEntries(TESTIMONIAL_STATUSES.map((status) => [status, z.number().int()])) as Record<
    TestimonialStatus,
    z.ZodNumber
  >,
);

export const adminListResponse = z.object({
  testimonials: z.array(adminTestimonial),
  pagination,
  /** How many there are in each status (for the tabs), regardless of the filters. */
  counts: statusCounts,
});

export const rejectBody = z.preprocess(
  (body) => body ?? {},
  z.object({ reason: z.string().trim().max(500).nullish() }),
);

export const orderBody = z.object({ ids: z.array(rowId).max(1000) });
