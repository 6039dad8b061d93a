import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi, type FaqBody } from '@/lib/content-api';

export function useAdminFaqs() {
  return useQuery({ queryKey: ['admin', 'faqs', 'list'], queryFn: contentApi.admin.faqs });
}

export function useFaqCategories() {
  return useQuery({ queryKey: ['admin', 'faqs', 'categories'], queryFn: contentApi.admin.faqCategories });
}

export type FaqAction =
  | { kind: 'create'; body: FaqBody }
  | { kind: 'update'; id: number; body: FaqBody }
  | { kind: 'publish'; id: number; published: boolean }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] };

/** Every FAQ write; afterwards the admin list, the categories and the public page refresh. */
export function useFaqAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FaqAction): Promise<unknown> => {
      switch (action.kind) {
        case 'create':
          return contentApi.admin.createFaq(action.body);
        case 'update':
          return contentApi.admin.updateFaq(action.id, action.body);
        case 'publish':
          return contentApi.admin.setFaqPublished(action.id, action.published);
        case 'delete':
          return contentApi.admin.deleteFaq(action.id);
        case 'order':
          return contentApi.admin.orderFaqs(action.ids);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'faqs'] }),
        queryClient.invalidateQueries({ queryKey: ['faqs'] }),
      ]),
  });
}
