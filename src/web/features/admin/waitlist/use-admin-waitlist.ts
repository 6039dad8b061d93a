import type {
  WaitlistFilters,
  WaitlistQuery,
  AdminSettings as WaitlistSettings,
} from '@shared/contracts/waitlist';
import { waitlistAdminEndpoints as admin } from '@shared/endpoints/waitlist';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const WAITLIST_PAGE_SIZE = 25;

export function useAdminWaitlist(params: WaitlistQuery) {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'list', params],
    queryFn: () => api(admin.list, { query: { limit: WAITLIST_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useWaitlistSettings() {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'settings'],
    queryFn: async () => (await api(admin.settings)).settings,
  });
}

export type WaitlistAction =
  | { kind: 'invite'; ids: number[] }
  | { kind: 'invite-matching'; filters: WaitlistFilters }
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
          return api(admin.invite, { body: { ids: action.ids } });
        case 'invite-matching':
          return api(admin.inviteMatching, { body: action.filters });
        case 'joined':
          return api(admin.markJoined, { params: { id: action.id } });
        case 'delete':
          return api(admin.remove, { params: { id: action.id } });
        case 'auto-invite':
          return api(admin.runAutoInvite);
        case 'settings':
          return api(admin.updateSettings, { body: action.settings });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] }),
        queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
      ]),
  });
}
