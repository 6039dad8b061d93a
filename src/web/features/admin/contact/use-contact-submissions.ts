import type { ContactSubmissionsQuery } from '@shared/contracts/contact';
import { contactAdminEndpoints as admin } from '@shared/endpoints/contact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const CONTACT_PAGE_SIZE = 20;

export function useContactSubmissions(params: ContactSubmissionsQuery) {
  return useQuery({
    queryKey: ['admin', 'contact-submissions', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: CONTACT_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export type ContactAction =
  | { kind: 'read' | 'unread' | 'delete'; id: number }
  | { kind: 'reply'; id: number; subject?: string; message: string };

/** Mark read/unread, reply or delete; the lists (and the dashboard's counts) are refetched after. */
export function useContactAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ContactAction) => {
      switch (action.kind) {
        case 'read':
        case 'unread':
          return api(action.kind === 'read' ? admin.markRead : admin.markUnread, {
            params: { id: action.id },
          });
        case 'reply':
          return api(admin.reply, {
            params: { id: action.id },
            body: { subject: action.subject, message: action.message },
          });
        case 'delete':
          return api(admin.remove, { params: { id: action.id } });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'contact-submissions'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
