/** The feedback widget's send, and the admin's list, status moves, notes and replies. */
import type {
  FeedbackStatus,
  feedbackBody,
  feedbackItem,
  feedbackListQuery,
  feedbackListResponse,
  feedbackUpdate,
} from '@shared/contracts/feedback';
import type { z } from 'zod';
import { request } from '../api';

export type { FeedbackStatus };
export type Feedback = z.output<typeof feedbackItem>;
export type FeedbackType = Feedback['type'];
export type FeedbackBody = z.input<typeof feedbackBody>;
export type FeedbackQuery = z.input<typeof feedbackListQuery>;

type One = { feedback: Feedback };

export const feedbackApi = {
  /** The answer carries the new item's id, type and status, and the message to show. */
  send: (body: FeedbackBody) =>
    request<{ feedback: Pick<Feedback, 'id' | 'type' | 'status'>; message: string }>(
      'POST',
      '/api/feedback',
      body,
    ),

  admin: {
    list: (query: FeedbackQuery) =>
      request<z.output<typeof feedbackListResponse>>('GET', '/api/admin/feedback', undefined, query),
    update: (id: number, body: z.input<typeof feedbackUpdate>) =>
      request<One>('PATCH', `/api/admin/feedback/${id}`, body),
    reply: (id: number, message: string) =>
      request<One>('POST', `/api/admin/feedback/${id}/reply`, { message }),
  },
};
