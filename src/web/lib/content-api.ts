/**
 * Site content: testimonials (the website's list, a user's own, submission, moderation) and FAQs
 * (the public page, the admin's writes, categories and the order).
 */
import { type MessageResult, type Pagination, request } from './api';

export type TestimonialStatus = 'pending' | 'published' | 'rejected' | 'unpublished';
export const TESTIMONIAL_STATUSES: TestimonialStatus[] = ['pending', 'published', 'rejected', 'unpublished'];

/** As the website shows it. Every field is plain text: render it as text, never as HTML. */
export interface PublicTestimonial {
  id: number;
  authorName: string;
  authorRole: string | null;
  avatarUrl: string | null;
  content: string;
  rating: number;
}

export interface OwnTestimonial extends PublicTestimonial {
  status: TestimonialStatus;
  rejectionReason: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminTestimonial extends OwnTestimonial {
  sortOrder: number;
  user: { id: string; name: string; email: string } | null;
}

export interface TestimonialBody {
  content: string;
  rating: number;
  authorName: string;
  authorRole?: string | null;
  avatarUrl?: string | null;
}

export interface AdminTestimonialsQuery {
  page?: number;
  limit?: number;
  status?: TestimonialStatus;
  search?: string;
}

export interface AdminTestimonialList {
  testimonials: AdminTestimonial[];
  pagination: Pagination;
  counts: Record<TestimonialStatus, number>;
}

export interface PublicFaq {
  id: number;
  question: string;
  /** Sanitized by the server. */
  answerHtml: string;
}

export interface FaqCategoryGroup {
  name: string;
  faqs: PublicFaq[];
}

export interface AdminFaq {
  id: number;
  question: string;
  /** Markdown as written. */
  answer: string;
  answerHtml: string;
  category: string;
  sortOrder: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface FaqBody {
  question: string;
  answer: string;
  category: string;
  published?: boolean;
}

export interface FaqCategory {
  name: string;
  suggested: boolean;
  faqCount: number;
}

type One = { testimonial: AdminTestimonial };

export const contentApi = {
  testimonials: () => request<{ testimonials: PublicTestimonial[] }>('GET', '/api/testimonials'),
  myTestimonials: () => request<{ testimonials: OwnTestimonial[] }>('GET', '/api/testimonials/mine'),
  submitTestimonial: (body: TestimonialBody) =>
    request<{ testimonial: OwnTestimonial }>('POST', '/api/testimonials', body),

  faqs: (search?: string) =>
    request<{ categories: FaqCategoryGroup[] }>('GET', '/api/faqs', undefined, { search }),

  admin: {
    testimonials: (query: AdminTestimonialsQuery) =>
      request<AdminTestimonialList>('GET', '/api/admin/testimonials', undefined, { ...query }),
    approveTestimonial: (id: number) => request<One>('POST', `/api/admin/testimonials/${id}/approve`),
    rejectTestimonial: (id: number, reason?: string) =>
      request<One>('POST', `/api/admin/testimonials/${id}/reject`, reason ? { reason } : {}),
    unpublishTestimonial: (id: number) => request<One>('POST', `/api/admin/testimonials/${id}/unpublish`),
    updateTestimonial: (id: number, body: TestimonialBody) =>
      request<One>('PUT', `/api/admin/testimonials/${id}`, body),
    deleteTestimonial: (id: number) => request<MessageResult>('DELETE', `/api/admin/testimonials/${id}`),
    orderTestimonials: (ids: number[]) =>
      request<{ testimonials: AdminTestimonial[] }>('PUT', '/api/admin/testimonials/order', { ids }),

    faqs: () => request<{ faqs: AdminFaq[] }>('GET', '/api/admin/faqs'),
    faqCategories: () => request<{ categories: FaqCategory[] }>('GET', '/api/admin/faqs/categories'),
    createFaq: (body: FaqBody) => request<{ faq: AdminFaq }>('POST', '/api/admin/faqs', body),
    updateFaq: (id: number, body: FaqBody) =>
      request<{ faq: AdminFaq }>('PUT', `/api/admin/faqs/${id}`, body),
    setFaqPublished: (id: number, published: boolean) =>
      request<{ faq: AdminFaq }>('POST', `/api/admin/faqs/${id}/${published ? 'publish' : 'unpublish'}`),
    deleteFaq: (id: number) => request<MessageResult>('DELETE', `/api/admin/faqs/${id}`),
    orderFaqs: (ids: number[]) => request<{ faqs: AdminFaq[] }>('PUT', '/api/admin/faqs/order', { ids }),
  },
};

/** Markdown rendered by the server's one renderer (the same as a saved FAQ answer). */
export const previewMarkdown = (content: string) =>
  request<{ html: string }>('POST', '/api/admin/blog/preview', { content });
