import type { SecurityLogsQuery } from '@shared/contracts/security-logs';
import { securityLogAdminEndpoints as admin } from '@shared/endpoints/security-logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const SECURITY_LOGS_PAGE_SIZE = 25;

export function useSecurityLogs(params: SecurityLogsQuery) {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: SECURITY_LOGS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEventTypes() {
  return useQuery({
    queryKey: ['admin', 'security-logs', 'event-types'],
    queryFn: () => api(admin.eventTypes),
    staleTime: 5 * 60_000,
  });
}
