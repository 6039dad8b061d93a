import type { EmailsQuery } from '@shared/contracts/emails';
import { emailAdminEndpoints as admin } from '@shared/endpoints/emails';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const EMAILS_PAGE_SIZE = 20;

export function useOutboxEmails(params: EmailsQuery) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: () => api(admin.list, { query: { limit: EMAILS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** A failed e-mail goes back to the queue. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(admin.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}
