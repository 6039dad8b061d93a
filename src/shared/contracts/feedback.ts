/** The feedback widget's contract: what a visitor sends, and the admin's list, status moves and replies. */
import { z } from 'zod';
import { emailSchema, siteOrHttpUrlSchema } from '../auth-contracts.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const FEEDBACK_TYPES = ['bug', 'feature', 'general'] as const;
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'completed', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The spec's state table: pending → in progress → completed; pending | in progress → rejected. */
export const FEEDBACK_MOVES: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const feedbackBody = z.object({
  type: z.enum(FEEDBACK_TYPES),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  /** Where the sender was: a page of this site or an http(s) URL (it is shown as a link). */
  pageUrl: siteOrHttpUrlSchema.optional(),
  /** Visitors may leave an address to be answered at; signed-in users' comes from the session. */
  email: emailSchema.optional(),
  name: z.string().trim().max(100).optional(),
});

export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  pageUrl: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  adminNotes: z.string().nullable(),
  replyMessage: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});

export const feedbackListQuery = z.object({
  ...pageQuery,
  type: z.enum(FEEDBACK_TYPES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export const feedbackListResponse = z.object({ feedback: z.array(feedbackItem), pagination });
export const feedbackUpdate = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    adminNotes: z.string().trim().max(5000).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.adminNotes !== undefined, 'Nothing to update');
export const replyBody = z.object({ message: z.string().trim().min(1, 'Message is required').max(5000) });
export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export type Feedback = z.output<typeof feedbackItem>;
export type FeedbackType = Feedback['type'];
export type FeedbackQuery = z.input<typeof feedbackListQuery>;

/** What sending answers: the new item's id, type and status, and the message to show. */
const created = z.object({
  feedback: z.object({
    id: z.number().int(),
    type: z.enum(FEEDBACK_TYPES),
    status: z.enum(FEEDBACK_STATUSES),
  }),
  message: z.string(),
});
const one = z.object({ feedback: feedbackItem });

export const feedbackEndpoints = endpoints(
  { access: 'public', tags: ['feedback'] },
  {
    send: {
      method: 'POST',
      path: '/api/feedback',
      summary: 'Send feedback (signed-in user info is attached from the session)',
      body: feedbackBody,
      response: created,
      status: 201,
    },
  },
);

export const feedbackAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: feedback'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/feedback',
      summary: 'Feedback, newest first, by type and status',
      query: feedbackListQuery,
      response: feedbackListResponse,
    },
    update: {
      method: 'PATCH',
      path: '/api/admin/feedback/:id',
      summary:
        'Move the status (pending → in_progress → completed; pending | in_progress → rejected) and/or set admin notes',
      params: idParam,
      body: feedbackUpdate,
      response: one,
    },
    reply: {
      method: 'POST',
      path: '/api/admin/feedback/:id/reply',
      summary: 'Reply to the sender by e-mail',
      params: idParam,
      body: replyBody,
      response: one,
    },
  },
);
