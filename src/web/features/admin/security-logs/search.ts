import {
  oneOf,
  optionalDateTime,
  optionalString,
  type PagingSearch,
  pagingSearch,
} from '@/lib/search-params';

/** /dashboard/admin/security-logs?… (read by router.tsx; plain functions, no React). */
export interface SecurityLogsSearch extends PagingSearch {
  eventType?: string;
  userId?: string;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  success?: 'true' | 'false';
  /** ISO date-times. */
  from?: string;
  to?: string;
}

export const validateSecurityLogsSearch = (search: Record<string, unknown>): SecurityLogsSearch => ({
  ...pagingSearch(search),
  eventType: optionalString(search.eventType),
  userId: optionalString(search.userId),
  severity: oneOf(['low', 'medium', 'high', 'critical'] as const)(search.severity),
  success: oneOf(['true', 'false'] as const)(search.success),
  from: optionalDateTime(search.from),
  to: optionalDateTime(search.to),
});
