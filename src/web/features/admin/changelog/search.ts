import type { EntryStatus, EntryType } from '@shared/contracts/changelog';
import { oneOf, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/changelog?… (read by router.tsx; plain functions, no React). */
export interface AdminChangelogSearch extends PagingSearch {
  status?: EntryStatus;
  type?: EntryType;
}

// Listed here rather than imported: the router (and so this file) is in the entry every visitor
// downloads, and the changelog's pages are not.
const TYPES = ['feature', 'bugfix', 'improvement', 'breaking'] as const satisfies readonly EntryType[];

export const validateAdminChangelogSearch = (search: Record<string, unknown>): AdminChangelogSearch => ({
  ...pagingSearch(search),
  status: oneOf<EntryStatus>(['draft', 'scheduled', 'published'])(search.status),
  type: oneOf(TYPES)(search.type),
});
