/** The contact form's contract: the public message, and the admin inbox (list, read state, replies). */
import { z } from 'zod';
import { emailSchema } from '../auth-contracts.ts';
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

export const submissionFilters = z.object({
  status: z.enum(['read', 'unread']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type SubmissionFilters = z.infer<typeof submissionFilters>;

export const submissionListQuery = submissionFilters.extend(pageQuery);
export const submissionListResponse = z.object({ submissions: z.array(submission), pagination });
export const submissionResponse = z.object({ submission });
export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const replyBody = z.object({
  subject: optionalText(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
