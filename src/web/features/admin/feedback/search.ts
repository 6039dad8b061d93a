import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/feedback?… (read by router.tsx; plain functions, no React). */
export interface FeedbackSearch extends PagingSearch {
  type?: 'bug' | 'feature' | 'general';
  status?: 'pending' | 'in_progress' | 'completed' | 'rejected';
  search?: string;
  /** The feedback whose details are open. */
  open?: string;
}

export const validateFeedbackSearch = (search: Record<string, unknown>): FeedbackSearch => ({
  ...pagingSearch(search),
  type: oneOf(['bug', 'feature', 'general'] as const)(search.type),
  status: oneOf(['pending', 'in_progress', 'completed', 'rejected'] as const)(search.status),
  search: optionalString(search.search),
  open: optionalString(search.open),
});
