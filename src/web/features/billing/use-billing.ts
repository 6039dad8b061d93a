import { invoicesEndpoints, planEndpoints, subscriptionEndpoints } from '@shared/endpoints/billing';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useLocale } from '@/i18n/provider';
import type { AppLocale } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import type { BillingCycle } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';

/**
 * The plans, per language: the API answers their description and features in the reader's
 * language (the saved choice the language switch has just stored), so a switch fetches them anew.
 */
export const plansQueryOptions = (locale: AppLocale) =>
  queryOptions({
    queryKey: ['plans', locale],
    queryFn: () => api(planEndpoints.list),
    retry: (failureCount, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2,
  });

export const subscriptionQueryKey = ['subscription'] as const;

export function usePlans() {
  return useQuery(plansQueryOptions(useLocale()));
}

export function useSubscription(options: { pollWhileMissing?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: async () => (await api(subscriptionEndpoints.get)).subscription,
    // Right after a Stripe checkout the webhook may not have arrived yet: look again for a while.
    refetchInterval: (query) =>
      options.pollWhileMissing && query.state.data === null && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });
}

/**
 * The user's invoices, or an organization's (its owner or an admin), newest first; under
 * `billing`, so every billing change refreshes them.
 */
export function useInvoices(organizationId?: string) {
  return useQuery({
    queryKey: ['billing', 'invoices', { organizationId }],
    queryFn: async () =>
      (await api(invoicesEndpoints.list, { query: organizationId ? { organizationId } : {} })).invoices,
  });
}

/** One of the user's invoices (or of an organization they pay for); 404 for anyone else's. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: ['billing', 'invoice', id],
    queryFn: async () => (await api(invoicesEndpoints.get, { params: { id } })).invoice,
    retry: false,
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

/** A checkout refused for its promotion code (unknown, expired, used up…): 400 `promotion_code_*`. */
export const isPromotionCodeRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code?.startsWith('promotion_code_') === true;

/**
 * Starts a checkout (or, for subscribers, opens the portal) and goes there: for the user, or for
 * the organization `organizationId` names.
 */
export function useBillingRedirect(organizationId?: string) {
  const follow = useFollowUrl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | {
            kind: 'checkout';
            priceId: string;
            billingCycle: BillingCycle;
            promotionCode?: string | undefined;
          }
        | { kind: 'portal' },
    ) => {
      const { url } =
        action.kind === 'checkout'
          ? await api(subscriptionEndpoints.checkout, {
              body: {
                priceId: action.priceId,
                billingCycle: action.billingCycle,
                organizationId,
                promotionCode: action.promotionCode,
              },
            })
          : await api(subscriptionEndpoints.portal, {
              body: organizationId ? { organizationId } : undefined,
            });
      await follow(url);
    },
    onError: (error) => {
      // The field the code was typed in says why it does not apply (the pricing page).
      if (isPromotionCodeRefusal(error)) return;
      if (organizationId) {
        toast.error(apiErrorMessage(error));
        return;
      }
      toast.error(apiErrorMessage(error, { 409: 'billing.error.alreadySubscribed' }));
      // 409: already subscribed (in another tab, say). Fresh data turns the buttons into "portal".
      if (error instanceof ApiError && error.status === 409) void refreshBilling(queryClient);
    },
  });
}
