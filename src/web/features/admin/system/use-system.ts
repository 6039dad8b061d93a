import { systemAdminEndpoints as admin } from '@shared/endpoints/system';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

/** The page reads again every 15 s while it is open: it is the screen an admin watches during an incident. */
export const SYSTEM_REFRESH_MS = 15_000;

export function useSystemOverview() {
  return useQuery({
    queryKey: ['admin', 'system'],
    queryFn: () => api(admin.overview),
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}

/** Seconds as whole days, hours and minutes, for the uptime's message. */
export function uptimeParts(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
