import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SecurityLogsQuery, securityLogsApi } from '@/lib/api/security-logs';

export const SECURITY_LOGS_PAGE_SIZE = 25;

export function useSecurityLogs(params: SecurityLogsQuery) {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'list', params],
    queryFn: () => securityLogsApi.list({ limit: SECURITY_LOGS_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEventTypes() {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'event-types'],
    queryFn: () => securityLogsApi.eventTypes(),
    staleTime: 5 * 60_000,
  });
}
