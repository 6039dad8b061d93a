/** The e-mail log's contract (admin): the outbox / delivery log, its filters, and a retry. */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { pageQuery, pagination } from './pagination.ts';

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const outboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When a queued message is next tried (null once sent or failed). */
  nextAttemptAt: z.string().nullable(),
  /** "outbox" (local) or "smtp". */
  transport: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const emailListQuery = z.object({
  ...pageQuery,
  to: z.string().trim().max(254).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  template: z.string().trim().max(100).optional(),
});
export const emailListResponse = z.object({ emails: z.array(outboxEmail), pagination });
export const emailResponse = z.object({ email: outboxEmail });
// E-mail ids are bigint identities: any safe integer may name one.
export const emailIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export type OutboxEmail = z.output<typeof outboxEmail>;
export type EmailStatus = OutboxEmail['status'];
export type EmailsQuery = z.input<typeof emailListQuery>;

export const emailAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: emails'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/emails',
      summary: 'E-mails sent by the service (the local outbox, or the SMTP delivery log), newest first',
      query: emailListQuery,
      response: emailListResponse,
    },
    retry: {
      method: 'POST',
      path: '/api/admin/emails/:id/retry',
      summary: 'Queue a failed e-mail again (409 unless it failed)',
      params: emailIdParam,
      response: emailResponse,
    },
  },
);
