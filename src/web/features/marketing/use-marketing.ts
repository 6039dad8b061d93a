import type { MarketingEvent } from '@shared/contracts/marketing';
import { marketingEndpoints } from '@shared/endpoints/marketing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

/**
 * The visible banner and active popups, fetched once per page load: never stale, never refetched
 * on navigation, focus or reconnect (the general rate limit is 100 requests per 15 minutes per
 * visitor, so this must not cost a request per page).
 */
export function useActiveMarketing() {
  return useQuery({
    queryKey: ['marketing', 'active'],
    queryFn: () => api(marketingEndpoints.active),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * Counts an event without waiting for it. `keepalive` lets a click's event finish while the page
 * navigates away through the link; a failure only loses one count.
 */
export function trackMarketing(event: MarketingEvent): void {
  try {
    void fetch(marketingEndpoints.event.path, {
      method: marketingEndpoints.event.method,
      credentials: 'same-origin',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}
