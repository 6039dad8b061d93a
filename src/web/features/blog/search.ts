import { optionalPage, optionalString } from '@/lib/search-params';

/** /blog?… (read by the router; plain functions, no React). */
export interface BlogSearch {
  page?: number;
  /** Category and tag slugs. */
  category?: string;
  tag?: string;
  search?: string;
}

export const validateBlogSearch = (search: Record<string, unknown>): BlogSearch => ({
  page: optionalPage(search.page),
  category: optionalString(search.category),
  tag: optionalString(search.tag),
  search: optionalString(search.search),
});
