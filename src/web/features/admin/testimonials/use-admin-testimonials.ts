import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminTestimonialsQuery, type TestimonialBody, testimonialApi } from '@/lib/api/testimonials';

export const TESTIMONIALS_PAGE_SIZE = 20;
/** The published ones are ordered as one list (the order request needs all of them). */
export const PUBLISHED_LIMIT = 100;

export function useAdminTestimonials(query: AdminTestimonialsQuery) {
  return useQuery({
    queryKey: ['admin', 'testimonials', query],
    queryFn: () => testimonialApi.admin.list({ limit: TESTIMONIALS_PAGE_SIZE, ...query }),
    placeholderData: keepPreviousData,
  });
}

export type TestimonialAction =
  | { kind: 'approve' | 'unpublish' | 'delete'; id: number }
  | { kind: 'reject'; id: number; reason?: string }
  | { kind: 'edit'; id: number; body: TestimonialBody }
  | { kind: 'order'; ids: number[] };

/** Every moderation action; afterwards the admin lists and the home page's list refresh. */
export function useTestimonialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TestimonialAction): Promise<unknown> => {
      switch (action.kind) {
        case 'approve':
          return testimonialApi.admin.approve(action.id);
        case 'unpublish':
          return testimonialApi.admin.unpublish(action.id);
        case 'delete':
          return testimonialApi.admin.remove(action.id);
        case 'reject':
          return testimonialApi.admin.reject(action.id, action.reason);
        case 'edit':
          return testimonialApi.admin.update(action.id, action.body);
        case 'order':
          return testimonialApi.admin.order(action.ids);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] }),
        queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
      ]),
  });
}
