import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { meQueryOptions } from '@/features/auth/session';
import { ApiError } from '@/lib/api';
import { type BillingCycle, billingApi } from '@/lib/api/billing';
import { apiErrorMessage } from '@/lib/forms';

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: billingApi.plans,
  retry: (failureCount, error) =>
    error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
});

export const subscriptionQueryKey = ['subscription'] as const;

export function usePlans() {
  return useQuery(plansQueryOptions);
}

export function useSubscription(options: { pollWhileMissing?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: async () => (await billingApi.subscription()).subscription,
    // Right after a Stripe checkout the webhook may not have arrived yet: look again for a while.
    refetchInterval: (query) =>
      options.pollWhileMissing && query.state.data === null && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });
}

/** Everything that shows the user's plan: /api/me, /api/subscription, the local portal. */
export function refreshBilling(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['billing'] }),
  ]);
}

/**
 * Follows a URL the API handed out: the app's own pages (local checkout and portal, the return
 * URL after checkout) through the router, anything else (Stripe) by a full page load.
 */
export function useFollowUrl() {
  const router = useRouter();
  return async (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) {
      await router.navigate({ href: `${target.pathname}${target.search}${target.hash}` });
    } else {
      window.location.assign(target.href);
    }
  };
}

/** Starts a checkout (or, for subscribers, opens the portal) and goes there. */
export function useBillingRedirect() {
  const follow = useFollowUrl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'checkout'; priceId: string; billingCycle: BillingCycle } | { kind: 'portal' },
    ) => {
      const { url } =
        action.kind === 'checkout'
          ? await billingApi.checkout({ priceId: action.priceId, billingCycle: action.billingCycle })
          : await billingApi.portal();
      await follow(url);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, { 409: 'billing.error.alreadySubscribed' }));
      // 409: already subscribed (in another tab, say). Fresh data turns the buttons into "portal".
      if (error instanceof ApiError && error.status === 409) void refreshBilling(queryClient);
    },
  });
}
