import { waitlistEndpoints } from '@shared/endpoints/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const publicWaitlistQueryOptions = queryOptions({
  queryKey: ['waitlist', 'public'],
  queryFn: async () => (await api(waitlistEndpoints.settings)).settings,
  staleTime: 60_000,
});

/** The waitlist's public settings (title, description, success message; hidden when disabled). */
export function usePublicWaitlist() {
  return useQuery(publicWaitlistQueryOptions);
}
