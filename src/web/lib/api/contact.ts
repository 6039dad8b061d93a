/** The contact form, and the admin inbox: list, read state, replies, removal and the CSV link. */
import type { successMessage } from '@shared/contracts/common';
import type {
  contactBody,
  replyBody,
  submission,
  submissionFilters,
  submissionListQuery,
  submissionListResponse,
  submissionResponse,
} from '@shared/contracts/contact';
import type { z } from 'zod';
import { queryString, request } from '../api';

export type ContactBody = z.input<typeof contactBody>;
export type ContactSubmission = z.output<typeof submission>;
export type ContactSubmissionsQuery = z.input<typeof submissionListQuery>;

const base = '/api/admin/contact-submissions';
type One = z.output<typeof submissionResponse>;
type Message = z.output<typeof successMessage>;

export const contactApi = {
  send: (body: ContactBody) => request<Message>('POST', '/api/contact', body),

  admin: {
    list: (query: ContactSubmissionsQuery) =>
      request<z.output<typeof submissionListResponse>>('GET', base, undefined, query),
    markRead: (id: number, read: boolean) =>
      request<One>('POST', `${base}/${id}/${read ? 'read' : 'unread'}`),
    reply: (id: number, body: z.input<typeof replyBody>) => request<One>('POST', `${base}/${id}/reply`, body),
    remove: (id: number) => request<Message>('DELETE', `${base}/${id}`),
    exportUrl: (filters: z.input<typeof submissionFilters>) => `${base}/export${queryString(filters)}`,
  },
};
