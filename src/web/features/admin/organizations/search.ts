import { optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/organizations?… (read by router.tsx; plain functions, no React). */
export interface AdminOrganizationsSearch extends PagingSearch {
  /** Name or slug. */
  search?: string;
  /** The organization whose details are open. */
  open?: string;
}

export const validateAdminOrganizationsSearch = (
  search: Record<string, unknown>,
): AdminOrganizationsSearch => ({
  ...pagingSearch(search),
  search: optionalString(search.search),
  open: optionalString(search.open),
});
