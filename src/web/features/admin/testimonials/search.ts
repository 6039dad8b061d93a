import type { TestimonialStatus } from '@shared/contracts/testimonials';
import { oneOf, optionalString, type PagingSearch, pagingSearch } from '@/lib/search-params';

/** /dashboard/admin/testimonials?… (read by router.tsx; plain functions, no React). */
export interface AdminTestimonialsSearch extends PagingSearch {
  /** The tab; "pending" when absent. */
  status?: Exclude<TestimonialStatus, 'pending'>;
  search?: string;
}

export const validateAdminTestimonialsSearch = (
  search: Record<string, unknown>,
): AdminTestimonialsSearch => ({
  ...pagingSearch(search),
  status: oneOf<Exclude<TestimonialStatus, 'pending'>>(['published', 'rejected', 'unpublished'])(
    search.status,
  ),
  search: optionalString(search.search),
});
