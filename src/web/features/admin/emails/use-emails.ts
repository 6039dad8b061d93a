import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const EMAILS_PAGE_SIZE = 20;

export function useOutboxEmails(params: { page: number; to?: string }) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: () => api.admin.emails({ page: params.page, limit: EMAILS_PAGE_SIZE, to: params.to }),
    placeholderData: keepPreviousData,
  });
}
