import type { ChangelogStatus, ChangelogType } from '@/lib/api/changelog';
import { oneOf, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/changelog?… (read by router.tsx; plain functions, no React). */
export interface AdminChangelogSearch extends PagingSearch {
  status?: ChangelogStatus;
  type?: ChangelogType;
}

// Listed here rather than imported: the router (and so this file) is in the entry every visitor
// downloads, and lib/api/changelog.ts is not.
const TYPES = ['feature', 'bugfix', 'improvement', 'breaking'] as const satisfies readonly ChangelogType[];

export const validateAdminChangelogSearch = (search: Record<string, unknown>): AdminChangelogSearch => ({
  ...pagingSearch(search),
  status: oneOf<ChangelogStatus>(['draft', 'scheduled', 'published'])(search.status),
  type: oneOf(TYPES)(search.type),
});
