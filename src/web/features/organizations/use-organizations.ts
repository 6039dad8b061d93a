/** The organizations' queries, and what to refresh after a change. */
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-call';
import { meQueryOptions } from '@/lib/session';

export const organizationQueryKey = (id: string) => ['organizations', id] as const;

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationQueryKey(id),
    queryFn: () => api(organizationEndpoints.get, { params: { id } }),
    retry: false,
    // Others change members, roles and the plan (a checkout returns here): read it afresh on each visit.
    staleTime: 0,
  });

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}

/** Every view of organizations: the lists, each organization's page, and GET /api/me's list. */
export function refreshOrganizations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
    queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  ]);
}
