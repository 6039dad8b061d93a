import { planChangeEndpoints, subscriptionEndpoints } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationQueryKey } from '@/features/organizations/use-organizations';
import type { BillingCycle } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { refreshBilling } from './use-billing';

/** What a plan and cycle would cost the payer now and next (null: nothing chosen yet). */
export function usePlanPreview(
  target: { planId: number; billingCycle: BillingCycle } | null,
  organizationId?: string,
) {
  return useQuery({
    queryKey: ['billing', 'preview', { ...target, organizationId }],
    queryFn: async () =>
      (await api(planChangeEndpoints.preview, { body: { ...target!, organizationId } })).preview,
    enabled: target !== null,
    retry: false,
    // A proration moves with every second: a preview is not kept once its card is gone.
    gcTime: 0,
  });
}

/** Everything that shows the payer's plan, refreshed after a change. */
function useRefreshPlan(organizationId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshBilling(queryClient),
      organizationId
        ? queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) })
        : undefined,
    ]);
}

/** A mutation of the payer's subscription: on success the page refreshes and `done` says so. */
function usePlanMutation<T>(perform: (input: T) => Promise<unknown>, organizationId?: string) {
  const refresh = useRefreshPlan(organizationId);
  return useMutation({
    mutationFn: perform,
    onSuccess: () => refresh(),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}

export function useChangePlan(organizationId?: string) {
  return usePlanMutation(
    (target: { planId: number; billingCycle: BillingCycle }) =>
      api(planChangeEndpoints.change, { body: { ...target, organizationId } }),
    organizationId,
  );
}

export function useCancelScheduledChange(organizationId?: string) {
  return usePlanMutation(
    () => api(planChangeEndpoints.cancelScheduled, { body: organizationId ? { organizationId } : {} }),
    organizationId,
  );
}

/** Cancel at the period's end (`true`) or resume (`false`). */
export function useCancelAtPeriodEnd(organizationId?: string) {
  return usePlanMutation(
    (cancel: boolean) =>
      api(cancel ? subscriptionEndpoints.cancel : subscriptionEndpoints.resume, {
        body: organizationId ? { organizationId } : {},
      }),
    organizationId,
  );
}
