import type { EmailStatus } from '@shared/contracts/emails';
import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/emails?… (read by router.tsx; plain functions, no React). */
export interface EmailsSearch extends PagingSearch {
  /** Recipient (part of the address). */
  to?: string;
  status?: EmailStatus;
  /** Template key. */
  template?: string;
}

export const validateEmailsSearch = (search: Record<string, unknown>): EmailsSearch => ({
  ...pagingSearch(search),
  to: optionalString(search.to),
  status: oneOf<EmailStatus>(['queued', 'sent', 'failed'])(search.status),
  template: optionalString(search.template),
});
