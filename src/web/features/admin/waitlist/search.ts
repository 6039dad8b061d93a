import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/waitlist?… (read by router.tsx; plain functions, no React). */
export interface WaitlistSearch extends PagingSearch {
  status?: 'pending' | 'invited' | 'joined';
  search?: string;
}

export const validateWaitlistSearch = (search: Record<string, unknown>): WaitlistSearch => ({
  ...pagingSearch(search),
  status: oneOf(['pending', 'invited', 'joined'] as const)(search.status),
  search: optionalString(search.search),
});
