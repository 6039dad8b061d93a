import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Feedback, type FeedbackQuery, type FeedbackStatus, feedbackApi } from '@/lib/api/feedback';

export const FEEDBACK_PAGE_SIZE = 20;

export function useAdminFeedback(params: FeedbackQuery) {
  return useQuery({
    queryKey: ['admin', 'feedback', 'list', params],
    queryFn: () => feedbackApi.admin.list({ limit: FEEDBACK_PAGE_SIZE, ...params }),
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
        ? feedbackApi.admin.update(action.id, { status: action.status, adminNotes: action.adminNotes })
        : feedbackApi.admin.reply(action.id, action.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
  });
}

/** Each status's message id (written out, so the catalog test finds them). */
export const FEEDBACK_STATUS = {
  pending: 'admin-feedback.status.pending',
  in_progress: 'admin-feedback.status.inProgress',
  completed: 'admin-feedback.status.completed',
  rejected: 'admin-feedback.status.rejected',
} as const satisfies Record<FeedbackStatus, string>;

/** The moves the API allows from each status (anything else is refused with 400). */
export const allowedMoves: Record<FeedbackStatus, FeedbackStatus[]> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const FEEDBACK_TYPE = {
  bug: 'admin-feedback.type.bug',
  feature: 'admin-feedback.type.feature',
  general: 'admin-feedback.type.general',
} as const;
