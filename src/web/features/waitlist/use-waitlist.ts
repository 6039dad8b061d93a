import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistApi } from '@/lib/api/waitlist';

export const publicWaitlistQueryOptions = queryOptions({
  queryKey: ['waitlist', 'public'],
  queryFn: async () => (await waitlistApi.settings()).settings,
  staleTime: 60_000,
});

/** The waitlist's public settings (title, description, success message; hidden when disabled). */
export function usePublicWaitlist() {
  return useQuery(publicWaitlistQueryOptions);
}
