import type { JobsQuery } from '@shared/contracts/jobs';
import { jobAdminEndpoints as admin } from '@shared/endpoints/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const JOBS_PAGE_SIZE = 20;

/**
 * The page reads again every few seconds (while it is in view): jobs move on their own, and a
 * retried job is queued, then running, then done within moments.
 */
const REFRESH_MS = 5000;

export function useJobQueues() {
  return useQuery({
    queryKey: ['admin', 'jobs', 'queues'],
    queryFn: () => api(admin.queues),
    refetchInterval: REFRESH_MS,
  });
}

export function useJobs(params: JobsQuery) {
  return useQuery({
    queryKey: ['admin', 'jobs', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: JOBS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** A failed job goes back to its queue with a fresh set of attempts; the counts and the list read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(admin.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
