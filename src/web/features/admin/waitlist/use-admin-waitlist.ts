import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WaitlistQuery, type WaitlistSettings } from '@/lib/api';

export const WAITLIST_PAGE_SIZE = 25;

export function useAdminWaitlist(params: WaitlistQuery) {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'list', params],
    queryFn: () => api.admin.waitlist({ limit: WAITLIST_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useWaitlistSettings() {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'settings'],
    queryFn: async () => (await api.admin.waitlistSettings()).settings,
  });
}

export type WaitlistAction =
  | { kind: 'invite'; ids: number[] }
  | { kind: 'joined' | 'delete'; id: number }
  | { kind: 'auto-invite' }
  | { kind: 'settings'; settings: Partial<Omit<WaitlistSettings, 'lastAutoInviteAt'>> };

/** Every waitlist action; afterwards the lists, counts and settings (and the public view) refetch. */
export function useWaitlistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: WaitlistAction): Promise<unknown> => {
      switch (action.kind) {
        case 'invite':
          return api.admin.inviteWaitlist(action.ids);
        case 'joined':
          return api.admin.markWaitlistJoined(action.id);
        case 'delete':
          return api.admin.deleteWaitlistEntry(action.id);
        case 'auto-invite':
          return api.admin.runAutoInvite();
        case 'settings':
          return api.admin.updateWaitlistSettings(action.settings);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] }),
        queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
      ]),
  });
}
