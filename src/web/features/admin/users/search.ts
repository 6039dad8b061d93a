import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/user-management?… (read by router.tsx; plain functions, no React). */
export interface UsersSearch extends PagingSearch {
  search?: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'banned';
  /** By sign-up date; newest first unless "asc". */
  order?: 'asc';
  /** The user whose details are open. */
  user?: string;
}

export const validateUsersSearch = (search: Record<string, unknown>): UsersSearch => ({
  ...pagingSearch(search),
  search: optionalString(search.search),
  role: oneOf(['user', 'admin'] as const)(search.role),
  status: oneOf(['active', 'banned'] as const)(search.status),
  order: oneOf(['asc'] as const)(search.order),
  user: optionalString(search.user),
});
