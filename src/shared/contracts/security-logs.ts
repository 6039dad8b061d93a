/** The security log's contract: an entry, the admin's filters and the paged list. */
import { z } from 'zod';
import { EVENT_CATEGORIES, SEVERITIES, securityEvents } from '../security-events.ts';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const logEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  user: personRef,
  actor: personRef,
  eventType: z.string(),
  eventCategory: z.enum(EVENT_CATEGORIES),
  severity: z.enum(SEVERITIES),
  description: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestPath: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  success: z.boolean(),
});

export type LogEntry = z.infer<typeof logEntry>;

/**
 * A point in time: an ISO date-time, or a date (`to` then means the end of that day). JavaScript
 * parses years PostgreSQL refuses (negative or six-digit ones: a 500 from the query), so the year
 * is kept within what the log can hold.
 */
const instant = (endOfDay: boolean) =>
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date or date-time')
    .transform((value) => {
      const date = new Date(value);
      if (endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value)) date.setUTCHours(23, 59, 59, 999);
      return date;
    })
    .refine((date) => {
      const year = date.getUTCFullYear();
      return year >= 1970 && year <= 9999;
    }, 'Must be between the years 1970 and 9999');

export const logFilters = z.object({
  eventType: z.enum(Object.keys(securityEvents) as [string, ...string[]]).optional(),
  userId: z.string().trim().min(1).max(64).optional(),
  severity: z.enum(SEVERITIES).optional(),
  success: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  from: instant(false).optional(),
  to: instant(true).optional(),
});

export type LogFilters = z.infer<typeof logFilters>;

export const logListQuery = logFilters.extend(pageQuery);
export const logListResponse = z.object({
  logs: z.array(logEntry),
  // Past 10,000 matching rows the total is PostgreSQL's estimate (and says so).
  pagination: pagination.extend({ totalIsEstimate: z.boolean() }),
});

/** One entry: `user` is who it is about, `actor` who caused it (an admin). */
export type SecurityLogEntry = z.output<typeof logEntry>;
export type LogPerson = NonNullable<SecurityLogEntry['user']>;
export type SecurityLogsQuery = z.input<typeof logListQuery>;
export type SecurityLogList = z.output<typeof logListResponse>;

export const securityLogAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: security logs'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/security-logs',
      summary: 'Security log, newest first, with filters',
      query: logListQuery,
      response: logListResponse,
    },
    eventTypes: {
      method: 'GET',
      path: '/api/admin/security-logs/event-types',
      summary: 'Every event type the service records',
      response: z.object({ eventTypes: z.array(z.string()) }),
    },
    export: {
      method: 'GET',
      path: '/api/admin/security-logs/export',
      summary: 'The filtered security log as a CSV file (not enveloped)',
      query: logFilters,
      csv: 'security-logs',
    },
  },
);
