/**
 * A space's entitlements (plan, limits with their use, meters: GET /api/entitlements) and a meter's
 * daily use (GET /api/usage). Under `billing`, so a plan change (use-billing.ts) refreshes them;
 * read afresh on each visit, as every project created or request made changes them.
 */
import { entitlementEndpoints } from '@shared/endpoints/entitlements';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';
import { type ActiveSpace, spaceQuery } from '../organizations/use-active-space';

export const entitlementsQueryKey = (organizationId: string | null) =>
  ['billing', 'entitlements', { organizationId }] as const;

export function useEntitlements(space: ActiveSpace | null) {
  return useQuery({
    queryKey: entitlementsQueryKey(space?.organizationId ?? null),
    queryFn: () => api(entitlementEndpoints.mine, { query: space ? spaceQuery(space) : {} }),
    enabled: space !== null,
    staleTime: 0,
  });
}

/** The meter's use per day over the current billing period. */
export function useUsageSeries(space: ActiveSpace | null, meter: string) {
  return useQuery({
    queryKey: ['billing', 'usage', meter, { organizationId: space?.organizationId ?? null }],
    queryFn: () => api(entitlementEndpoints.usage, { query: { meter, ...(space ? spaceQuery(space) : {}) } }),
    enabled: space !== null,
    staleTime: 0,
    retry: false,
  });
}
