import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type Feedback,
  type FeedbackQuery,
  type FeedbackStatus,
} from '@shared/contracts/feedback';
import { feedbackAdminEndpoints as admin } from '@shared/endpoints/feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';
import { labelIds } from '@/lib/label-ids';

export const FEEDBACK_PAGE_SIZE = 20;

export function useAdminFeedback(params: FeedbackQuery) {
  return useQuery({
    queryKey: ['admin', 'feedback', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: FEEDBACK_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export type FeedbackAction =
  | { kind: 'update'; id: number; status?: FeedbackStatus; adminNotes?: string }
  | { kind: 'reply'; id: number; message: string };

export function useFeedbackAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FeedbackAction): Promise<{ feedback: Feedback }> =>
      action.kind === 'update'
        ? api(admin.update, {
            params: { id: action.id },
            body: { status: action.status, adminNotes: action.adminNotes },
          })
        : api(admin.reply, { params: { id: action.id }, body: { message: action.message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
  });
}

/** Each status's message id. */
export const FEEDBACK_STATUS = labelIds('admin-feedback.status', FEEDBACK_STATUSES);

/** The moves the API allows from each status (anything else is refused with 400). */
export const allowedMoves: Record<FeedbackStatus, FeedbackStatus[]> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const FEEDBACK_TYPE = labelIds('admin-feedback.type', FEEDBACK_TYPES);
