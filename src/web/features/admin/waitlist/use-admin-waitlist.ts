import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WaitlistFilters,
  type WaitlistQuery,
  type WaitlistSettings,
  waitlistApi,
} from '@/lib/api/waitlist';

export const WAITLIST_PAGE_SIZE = 25;

export function useAdminWaitlist(params: WaitlistQuery) {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'list', params],
    queryFn: () => waitlistApi.admin.list({ limit: WAITLIST_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useWaitlistSettings() {
  return useQuery({
    queryKey: ['admin', 'waitlist', 'settings'],
    queryFn: async () => (await waitlistApi.admin.settings()).settings,
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
          return waitlistApi.admin.invite(action.ids);
        case 'invite-matching':
          return waitlistApi.admin.inviteMatching(action.filters);
        case 'joined':
          return waitlistApi.admin.markJoined(action.id);
        case 'delete':
          return waitlistApi.admin.remove(action.id);
        case 'auto-invite':
          return waitlistApi.admin.runAutoInvite();
        case 'settings':
          return waitlistApi.admin.updateSettings(action.settings);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] }),
        queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
      ]),
  });
}
