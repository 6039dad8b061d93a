/** The security log (admin): filtered pages, the event types for the filter, and the CSV link. */
import type { logEntry, logFilters, logListQuery, logListResponse } from '@shared/contracts/security-logs';
import type { z } from 'zod';
import { queryString, request } from '../api';

export type { EventCategory, Severity } from '@shared/security-events';

/** One entry: `user` is who it is about, `actor` who caused it (an admin). */
export type SecurityLogEntry = z.output<typeof logEntry>;
export type LogPerson = NonNullable<SecurityLogEntry['user']>;
export type SecurityLogList = z.output<typeof logListResponse>;
export type SecurityLogsQuery = z.input<typeof logListQuery>;

export const securityLogsApi = {
  list: (query: SecurityLogsQuery) =>
    request<SecurityLogList>('GET', '/api/admin/security-logs', undefined, query),
  eventTypes: () => request<{ eventTypes: string[] }>('GET', '/api/admin/security-logs/event-types'),
  /** The CSV download is a plain link (the browser saves the file), not an enveloped request. */
  exportUrl: (filters: z.input<typeof logFilters>) =>
    `/api/admin/security-logs/export${queryString(filters)}`,
};
