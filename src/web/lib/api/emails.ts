/** The outbox / delivery log (admin), with the status and template filters, and a retry. */
import type { emailListQuery, emailListResponse, emailResponse, outboxEmail } from '@shared/contracts/emails';
import type { z } from 'zod';
import { request } from '../api';

export type OutboxEmail = z.output<typeof outboxEmail>;
export type EmailStatus = OutboxEmail['status'];
export type EmailsQuery = z.input<typeof emailListQuery>;

export const emailsApi = {
  list: (query: EmailsQuery) =>
    request<z.output<typeof emailListResponse>>('GET', '/api/admin/emails', undefined, query),
  retry: (id: number) => request<z.output<typeof emailResponse>>('POST', `/api/admin/emails/${id}/retry`),
};
