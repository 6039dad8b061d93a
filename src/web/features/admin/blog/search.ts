import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/blog?… (read by router.tsx; plain functions, no React). */
export interface AdminBlogSearch extends PagingSearch {
  status?: 'published' | 'draft' | 'scheduled';
  /** Category slug. */
  category?: string;
  /** Author user id. */
  author?: string;
  search?: string;
  /** Newest first by date unless told otherwise. */
  sort?: 'date' | 'views' | 'likes';
  order?: 'asc' | 'desc';
}

export const validateAdminBlogSearch = (search: Record<string, unknown>): AdminBlogSearch => ({
  ...pagingSearch(search),
  status: oneOf(['published', 'draft', 'scheduled'] as const)(search.status),
  category: optionalString(search.category),
  author: optionalString(search.author),
  search: optionalString(search.search),
  sort: oneOf(['date', 'views', 'likes'] as const)(search.sort),
  order: oneOf(['asc', 'desc'] as const)(search.order),
});
