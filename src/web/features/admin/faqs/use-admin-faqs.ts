import type { FaqInput } from '@shared/contracts/faqs';
import { faqAdminEndpoints as admin } from '@shared/endpoints/faqs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export function useAdminFaqs() {
  return useQuery({ queryKey: ['admin', 'faqs', 'list'], queryFn: () => api(admin.list) });
}

export function useFaqCategories() {
  return useQuery({ queryKey: ['admin', 'faqs', 'categories'], queryFn: () => api(admin.categories) });
}

export type FaqAction =
  | { kind: 'create'; body: FaqInput }
  | { kind: 'update'; id: number; body: FaqInput }
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
          return api(admin.create, { body: action.body });
        case 'update':
          return api(admin.update, { params: { id: action.id }, body: action.body });
        case 'publish':
          return api(action.published ? admin.publish : admin.unpublish, { params: { id: action.id } });
        case 'delete':
          return api(admin.remove, { params: { id: action.id } });
        case 'order':
          return api(admin.order, { body: { ids: action.ids } });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'faqs'] }),
        queryClient.invalidateQueries({ queryKey: ['faqs'] }),
      ]),
  });
}
