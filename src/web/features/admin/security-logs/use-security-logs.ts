import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type SecurityLogsQuery } from '@/lib/api';

export const SECURITY_LOGS_PAGE_SIZE = 25;

export function useSecurityLogs(params: SecurityLogsQuery) {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'list', params],
    queryFn: () => api.admin.securityLogs({ limit: SECURITY_LOGS_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEventTypes() {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'event-types'],
    queryFn: () => api.admin.securityEventTypes(),
    staleTime: 5 * 60_000,
  });
}
