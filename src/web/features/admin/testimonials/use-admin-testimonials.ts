import type { AdminListQuery, TestimonialInput } from '@shared/contracts/testimonials';
import { testimonialAdminEndpoints as admin } from '@shared/endpoints/testimonials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const TESTIMONIALS_PAGE_SIZE = 20;
/** The published ones are ordered as one list (the order request needs all of them). */
export const PUBLISHED_LIMIT = 100;

export function useAdminTestimonials(query: Partial<AdminListQuery>) {
  return useQuery({
    queryKey: ['admin', 'testimonials', query],
    queryFn: () => api(admin.list, { query: { limit: TESTIMONIALS_PAGE_SIZE, ...query } }),
    placeholderData: keepPreviousData,
  });
}

export type TestimonialAction =
  | { kind: 'approve' | 'unpublish' | 'delete'; id: number }
  | { kind: 'reject'; id: number; reason?: string }
  | { kind: 'edit'; id: number; body: TestimonialInput }
  | { kind: 'order'; ids: number[] };

/** Every moderation action; afterwards the admin lists and the home page's list refresh. */
export function useTestimonialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TestimonialAction): Promise<unknown> => {
      switch (action.kind) {
        case 'approve':
          return api(admin.approve, { params: { id: action.id } });
        case 'unpublish':
          return api(admin.unpublish, { params: { id: action.id } });
        case 'delete':
          return api(admin.remove, { params: { id: action.id } });
        case 'reject':
          return api(admin.reject, {
            params: { id: action.id },
            body: action.reason ? { reason: action.reason } : {},
          });
        case 'edit':
          return api(admin.update, { params: { id: action.id }, body: action.body });
        case 'order':
          return api(admin.order, { body: { ids: action.ids } });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] }),
        queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
      ]),
  });
}
