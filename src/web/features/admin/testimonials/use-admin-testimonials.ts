import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminTestimonialsQuery, contentApi, type TestimonialBody } from '@/lib/content-api';

export const TESTIMONIALS_PAGE_SIZE = 20;
/** The published ones are ordered as one list (the order request needs all of them). */
export const PUBLISHED_LIMIT = 100;

export function useAdminTestimonials(query: AdminTestimonialsQuery) {
  return useQuery({
    queryKey: ['admin', 'testimonials', query],
    queryFn: () => contentApi.admin.testimonials({ limit: TESTIMONIALS_PAGE_SIZE, ...query }),
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
          return contentApi.admin.approveTestimonial(action.id);
        case 'unpublish':
          return contentApi.admin.unpublishTestimonial(action.id);
        case 'delete':
          return contentApi.admin.deleteTestimonial(action.id);
        case 'reject':
          return contentApi.admin.rejectTestimonial(action.id, action.reason);
        case 'edit':
          return contentApi.admin.updateTestimonial(action.id, action.body);
        case 'order':
          return contentApi.admin.orderTestimonials(action.ids);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] }),
        queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
      ]),
  });
}
