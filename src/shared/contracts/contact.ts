/** The contact form's contract: the public message, and the admin inbox (list, read state, replies). */
import { z } from 'zod';
import { emailSchema } from '../auth-contracts.ts';
import { successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const contactBody = z.object({
  fullName: z.string().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  message: z.string().trim().min(1, 'Message is required').max(5000),
  phone: optionalText(40),
  company: optionalText(120),
  subject: optionalText(200),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
});

export type ContactBody = z.infer<typeof contactBody>;
/** What the form sends (empty optional fields left out). */
export type ContactInput = z.input<typeof contactBody>;

export const submission = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  replyMessage: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export type ContactSubmission = z.output<typeof submission>;

export const submissionFilters = z.object({
  status: z.enum(['read', 'unread']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type SubmissionFilters = z.infer<typeof submissionFilters>;

export const submissionListQuery = submissionFilters.extend(pageQuery);
export type ContactSubmissionsQuery = z.input<typeof submissionListQuery>;
export const submissionListResponse = z.object({ submissions: z.array(submission), pagination });
export const submissionResponse = z.object({ submission });
export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const replyBody = z.object({
  subject: optionalText(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});

export const contactEndpoints = endpoints(
  { access: 'public', tags: ['contact'] },
  {
    send: {
      method: 'POST',
      path: '/api/contact',
      summary: 'Send a message to the team (3 per 15 minutes per caller)',
      body: contactBody,
      response: successMessage,
    },
  },
);

export const contactAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: contact submissions'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/contact-submissions',
      summary: 'Contact submissions, newest first',
      query: submissionListQuery,
      response: submissionListResponse,
    },
    export: {
      method: 'GET',
      path: '/api/admin/contact-submissions/export',
      summary: 'The filtered submissions as CSV (not enveloped)',
      query: submissionFilters,
      csv: 'contact-submissions',
    },
    markRead: {
      method: 'POST',
      path: '/api/admin/contact-submissions/:id/read',
      summary: 'Mark read (sets readAt)',
      params: idParam,
      response: submissionResponse,
    },
    markUnread: {
      method: 'POST',
      path: '/api/admin/contact-submissions/:id/unread',
      summary: 'Mark unread',
      params: idParam,
      response: submissionResponse,
    },
    reply: {
      method: 'POST',
      path: '/api/admin/contact-submissions/:id/reply',
      summary: 'Reply by e-mail; the reply is recorded on the submission',
      params: idParam,
      body: replyBody,
      response: submissionResponse,
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/contact-submissions/:id',
      summary: 'Delete a submission',
      params: idParam,
      response: successMessage,
    },
  },
);
