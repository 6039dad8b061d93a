import type { AdminOrganizationListQuery } from '@shared/contracts/organizations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizationsApi } from '@/features/organizations/api';

export const ORGANIZATIONS_PAGE_SIZE = 20;
export const adminOrganizationsKey = ['admin', 'organizations'] as const;

export function useAdminOrganizations(params: Partial<AdminOrganizationListQuery>) {
  return useQuery({
    queryKey: [...adminOrganizationsKey, 'list', params],
    queryFn: () => organizationsApi.admin.list({ limit: ORGANIZATIONS_PAGE_SIZE, ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrganization(id: string) {
  return useQuery({
    queryKey: [...adminOrganizationsKey, 'details', id],
    queryFn: () => organizationsApi.admin.get(id),
  });
}
