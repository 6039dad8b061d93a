import { planAdminEndpoints as admin } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanUpdate } from '@/lib/api/billing';
import { api } from '@/lib/api-call';

const plansKey = ['admin', 'subscription-plans'] as const;

export function useAdminPlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: async () => (await api(admin.list)).plans,
  });
}

/** The public plans (and the provider in use) change with every edit and sync. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plansKey }),
      queryClient.invalidateQueries({ queryKey: ['plans'] }),
    ]);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminPlanUpdate }) =>
      (await api(admin.update, { params: { id }, body })).plan,
    onSuccess: (plan) => {
      queryClient.setQueryData(plansKey, (previous: AdminPlan[] | undefined) =>
        previous?.map((candidate) => (candidate.id === plan.id ? plan : candidate)),
      );
    },
    onSettled: refresh,
  });
}

export function useSyncPlans() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: () => api(admin.sync),
    onSuccess: ({ plans }) => queryClient.setQueryData(plansKey, plans),
    onSettled: refresh,
  });
}

export function useVerifyIntegration() {
  return useMutation({ mutationFn: () => api(admin.verify) });
}
