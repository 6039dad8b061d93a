import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FaqBody, faqApi } from '@/lib/api/faqs';

export function useAdminFaqs() {
  return useQuery({ queryKey: ['admin', 'faqs', 'list'], queryFn: faqApi.admin.list });
}

export function useFaqCategories() {
  return useQuery({ queryKey: ['admin', 'faqs', 'categories'], queryFn: faqApi.admin.categories });
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
          return faqApi.admin.create(action.body);
        case 'update':
          return faqApi.admin.update(action.id, action.body);
        case 'publish':
          return faqApi.admin.setPublished(action.id, action.published);
        case 'delete':
          return faqApi.admin.remove(action.id);
        case 'order':
          return faqApi.admin.order(action.ids);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'faqs'] }),
        queryClient.invalidateQueries({ queryKey: ['faqs'] }),
      ]),
  });
}
