import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmailsQuery, emailsApi } from '@/lib/api/emails';

export const EMAILS_PAGE_SIZE = 20;

export function useOutboxEmails(params: EmailsQuery) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: () => emailsApi.list({ limit: EMAILS_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

/** A failed e-mail goes back to the queue. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailsApi.retry(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}
