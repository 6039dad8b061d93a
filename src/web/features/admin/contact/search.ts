import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/contact-submissions?… (read by router.tsx; plain functions, no React). */
export interface ContactSubmissionsSearch extends PagingSearch {
  status?: 'read' | 'unread';
  search?: string;
  /** The submission whose details are open. */
  open?: string;
}

export const validateContactSubmissionsSearch = (
  search: Record<string, unknown>,
): ContactSubmissionsSearch => ({
  ...pagingSearch(search),
  status: oneOf(['read', 'unread'] as const)(search.status),
  search: optionalString(search.search),
  open: optionalString(search.open),
});
