/** The outbox / delivery log (admin), with the status and template filters, and a retry. */
import { type EmailStatus, type OutboxEmail, type Pagination, request } from '../api';

export interface EmailsQuery {
  page?: number;
  limit?: number;
  to?: string;
  status?: EmailStatus;
  template?: string;
}

export const emailsApi = {
  list: (params: EmailsQuery) =>
    request<{ emails: OutboxEmail[]; pagination: Pagination }>('GET', '/api/admin/emails', undefined, {
      ...params,
    }),
  retry: (id: number) => request<{ email: OutboxEmail }>('POST', `/api/admin/emails/${id}/retry`),
};
