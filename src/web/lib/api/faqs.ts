/** FAQs' API: the public page (with search), and the admin's list, writes, categories and order. */
import type { successMessage } from '@shared/contracts/common';
import type { adminFaq, categoryItem, faqBody, publicFaqResponse } from '@shared/contracts/faqs';
import type { z } from 'zod';
import { request } from '../api';

export type AdminFaq = z.output<typeof adminFaq>;
export type FaqBody = z.input<typeof faqBody>;
export type FaqCategory = z.output<typeof categoryItem>;

type One = { faq: AdminFaq };

export const faqApi = {
  published: (search?: string) =>
    request<z.output<typeof publicFaqResponse>>('GET', '/api/faqs', undefined, { search }),

  admin: {
    list: () => request<{ faqs: AdminFaq[] }>('GET', '/api/admin/faqs'),
    categories: () => request<{ categories: FaqCategory[] }>('GET', '/api/admin/faqs/categories'),
    create: (body: FaqBody) => request<One>('POST', '/api/admin/faqs', body),
    update: (id: number, body: FaqBody) => request<One>('PUT', `/api/admin/faqs/${id}`, body),
    setPublished: (id: number, published: boolean) =>
      request<One>('POST', `/api/admin/faqs/${id}/${published ? 'publish' : 'unpublish'}`),
    remove: (id: number) => request<z.output<typeof successMessage>>('DELETE', `/api/admin/faqs/${id}`),
    order: (ids: number[]) => request<{ faqs: AdminFaq[] }>('PUT', '/api/admin/faqs/order', { ids }),
  },
};
