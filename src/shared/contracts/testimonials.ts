/** Request and response shapes of testimonials (submitted by users, moderated by admins). */
import { z } from 'zod';
import { imageUrlSchema, nameSchema } from '../auth-contracts.ts';
import { idParam, rowId, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
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
/** What a user's form and the admin's editor send. */
export type TestimonialInput = z.input<typeof testimonialBody>;

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

/** As the website shows it. Every field is plain text: render it as text, never as HTML. */
export type PublicTestimonial = z.output<typeof publicTestimonial>;
export type OwnTestimonial = z.output<typeof ownTestimonial>;
export type AdminTestimonial = z.output<typeof adminTestimonial>;

const one = z.object({ testimonial: adminTestimonial });

export const testimonialEndpoints = endpoints(
  { access: 'public', tags: ['testimonials'] },
  {
    published: {
      method: 'GET',
      path: '/api/testimonials',
      summary: 'Published testimonials, in the order the website shows them',
      response: z.object({ testimonials: z.array(publicTestimonial) }),
    },
  },
);

export const testimonialUserEndpoints = endpoints(
  { access: 'user', tags: ['testimonials'] },
  {
    mine: {
      method: 'GET',
      path: '/api/testimonials/mine',
      summary: "The caller's own testimonials with their status, newest first",
      response: z.object({ testimonials: z.array(ownTestimonial) }),
    },
    submit: {
      method: 'POST',
      path: '/api/testimonials',
      summary: 'Submit a testimonial for review (pending; 409 while another one is pending)',
      body: testimonialBody,
      response: z.object({ testimonial: ownTestimonial }),
      status: 201,
    },
  },
);

export const testimonialAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: testimonials'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/testimonials',
      summary: 'Every testimonial by status and search (published ones in website order)',
      query: adminListQuery,
      response: adminListResponse,
    },
    order: {
      method: 'PUT',
      path: '/api/admin/testimonials/order',
      summary: 'Set the website order: `ids` is exactly the published set, in order (400 otherwise)',
      body: orderBody,
      response: z.object({ testimonials: z.array(adminTestimonial) }),
    },
    approve: {
      method: 'POST',
      path: '/api/admin/testimonials/:id/approve',
      summary: 'Publish a pending (or unpublished) testimonial, last in the order (409 from any other state)',
      params: idParam,
      response: one,
    },
    unpublish: {
      method: 'POST',
      path: '/api/admin/testimonials/:id/unpublish',
      summary: 'Take a published testimonial off the website (409 from any other state)',
      params: idParam,
      response: one,
    },
    reject: {
      method: 'POST',
      path: '/api/admin/testimonials/:id/reject',
      summary: 'Reject a pending testimonial, with an optional reason (409 from any other state)',
      params: idParam,
      body: rejectBody,
      response: one,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/testimonials/:id',
      summary: 'Edit the content, author, role, rating and avatar (status unchanged)',
      params: idParam,
      body: testimonialBody,
      response: one,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/testimonials/:id',
      summary: 'Delete a testimonial',
      params: idParam,
      response: successMessage,
    },
  },
);
