import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmailsQuery, emailTemplatesApi } from '@/lib/email-templates-api';

export const EMAILS_PAGE_SIZE = 20;

export function useOutboxEmails(params: Omit<EmailsQuery, 'limit'>) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: () => emailTemplatesApi.emails({ ...params, limit: EMAILS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** A failed e-mail goes back to the queue. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailTemplatesApi.retryEmail(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}
