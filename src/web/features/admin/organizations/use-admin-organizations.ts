import type { AdminOrganizationListQuery } from '@shared/contracts/organizations';
import { organizationAdminEndpoints } from '@shared/endpoints/organizations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

export const ORGANIZATIONS_PAGE_SIZE = 20;
export const adminOrganizationsKey = ['admin', 'organizations'] as const;

export function useAdminOrganizations(params: Partial<AdminOrganizationListQuery>) {
  return useQuery({
    queryKey: [...adminOrganizationsKey, 'list', params],
    queryFn: () =>
      api(organizationAdminEndpoints.list, { query: { limit: ORGANIZATIONS_PAGE_SIZE, ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrganization(id: string) {
  return useQuery({
    queryKey: [...adminOrganizationsKey, 'details', id],
    queryFn: () => api(organizationAdminEndpoints.get, { params: { id } }),
  });
}
