import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContactSubmissionsQuery, contactApi } from '@/lib/api/contact';

export const CONTACT_PAGE_SIZE = 20;

export function useContactSubmissions(params: ContactSubmissionsQuery) {
  return useQuery({
    queryKey: ['admin', 'contact-submissions', 'list', params],
    queryFn: () => contactApi.admin.list({ limit: CONTACT_PAGE_SIZE, ...params }),
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
          return contactApi.admin.markRead(action.id, action.kind === 'read');
        case 'reply':
          return contactApi.admin.reply(action.id, { subject: action.subject, message: action.message });
        case 'delete':
          return contactApi.admin.remove(action.id);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'contact-submissions'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
