/** Testimonials' API: the website's list, a user's own and their submission, and moderation. */
import type { successMessage } from '@shared/contracts/common';
import type {
  adminListQuery,
  adminListResponse,
  adminTestimonial,
  ownTestimonial,
  publicTestimonial,
  testimonialBody,
} from '@shared/contracts/testimonials';
import type { z } from 'zod';
import { request } from '../api';

/** As the website shows it. Every field is plain text: render it as text, never as HTML. */
export type PublicTestimonial = z.output<typeof publicTestimonial>;
export type OwnTestimonial = z.output<typeof ownTestimonial>;
export type AdminTestimonial = z.output<typeof adminTestimonial>;
export type TestimonialStatus = OwnTestimonial['status'];
export type TestimonialBody = z.input<typeof testimonialBody>;
export type AdminTestimonialsQuery = Partial<z.output<typeof adminListQuery>>;

type One = { testimonial: AdminTestimonial };

export const testimonialApi = {
  published: () => request<{ testimonials: PublicTestimonial[] }>('GET', '/api/testimonials'),
  mine: () => request<{ testimonials: OwnTestimonial[] }>('GET', '/api/testimonials/mine'),
  submit: (body: TestimonialBody) =>
    request<{ testimonial: OwnTestimonial }>('POST', '/api/testimonials', body),

  admin: {
    list: (query: AdminTestimonialsQuery) =>
      request<z.output<typeof adminListResponse>>('GET', '/api/admin/testimonials', undefined, { ...query }),
    approve: (id: number) => request<One>('POST', `/api/admin/testimonials/${id}/approve`),
    reject: (id: number, reason?: string) =>
      request<One>('POST', `/api/admin/testimonials/${id}/reject`, reason ? { reason } : {}),
    unpublish: (id: number) => request<One>('POST', `/api/admin/testimonials/${id}/unpublish`),
    update: (id: number, body: TestimonialBody) => request<One>('PUT', `/api/admin/testimonials/${id}`, body),
    remove: (id: number) =>
      request<z.output<typeof successMessage>>('DELETE', `/api/admin/testimonials/${id}`),
    order: (ids: number[]) =>
      request<{ testimonials: AdminTestimonial[] }>('PUT', '/api/admin/testimonials/order', { ids }),
  },
};
