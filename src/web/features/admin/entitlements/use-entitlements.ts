import type { EntitlementOverrides } from '@shared/contracts/entitlements';
import { adminEntitlementEndpoints as admin } from '@shared/endpoints/entitlements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call';

/** Whose entitlements: a user's (its personal space) or an organization's. */
export type Customer = { kind: 'user' | 'organization'; id: string };

const keyOf = (customer: Customer) => ['admin', 'entitlements', customer.kind, customer.id] as const;

export function useCustomerEntitlements(customer: Customer) {
  return useQuery({
    queryKey: keyOf(customer),
    queryFn: () =>
      customer.kind === 'user'
        ? api(admin.userView, { params: { id: customer.id } })
        : api(admin.organizationView, { params: { id: customer.id } }),
  });
}

/** PUT replaces both parts whole: the form always sends every override it shows. */
export type OverridesUpdate = Pick<EntitlementOverrides, 'flags' | 'limits'>;

export function useSaveOverrides(customer: Customer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OverridesUpdate) =>
      customer.kind === 'user'
        ? api(admin.user, { params: { id: customer.id }, body })
        : api(admin.organization, { params: { id: customer.id }, body }),
    // The limits' maximums and the flags now include the overrides: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(customer) }),
  });
}
