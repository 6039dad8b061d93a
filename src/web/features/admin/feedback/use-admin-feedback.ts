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

export const statusLabel: Record<FeedbackStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** The moves the API allows from each status (anything else is refused with 400). */
export const allowedMoves: Record<FeedbackStatus, FeedbackStatus[]> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const typeLabel = { bug: 'Bug', feature: 'Feature idea', general: 'General' } as const;
