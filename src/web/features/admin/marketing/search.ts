import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

export type MarketingTab = 'popups' | 'newsletter';

/** /dashboard/admin/marketing?… (read by router.tsx; plain functions, no React). */
export interface MarketingSearch extends PagingSearch {
  /** The tab; banners when absent. */
  tab?: MarketingTab;
  /** The newsletter tab's search. */
  search?: string;
}

export const validateMarketingSearch = (search: Record<string, unknown>): MarketingSearch => ({
  ...pagingSearch(search),
  tab: oneOf<MarketingTab>(['popups', 'newsletter'])(search.tab),
  search: optionalString(search.search),
});
