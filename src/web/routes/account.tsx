import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { loadAreas } from '@/i18n/store';
import { oneOf } from '@/lib/search-params';
import { publicLayout } from './layouts';

export interface BillingSearch {
  /** Set by the return URL of a checkout. */
  checkout?: 'success' | 'canceled';
}

// The account and billing pages share their messages (cards of one appear on the other).
const loadAccountAreas = loadAreas('account', 'billing', 'uploads', 'auth');
const signedInWithAreas: typeof requireUser = async (context) => {
  const [signedIn] = await Promise.all([requireUser(context), loadAccountAreas()]);
  return signedIn;
};

const accountRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(() => import('@/features/account/account-page'), 'AccountPage'),
});

const billingRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account/billing',
  beforeLoad: signedInWithAreas,
  validateSearch: (search: Record<string, unknown>): BillingSearch => ({
    checkout: oneOf(['success', 'canceled'] as const)(search.checkout),
  }),
  component: lazyRouteComponent(() => import('@/features/billing/billing-page'), 'BillingPage'),
});

// The local payment provider's hosted pages (only reached when no Stripe key is set).
const localCheckoutRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'billing/checkout/$sessionId',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(() => import('@/features/billing/local-checkout-page'), 'LocalCheckoutPage'),
});

const localPortalRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'billing/portal',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(() => import('@/features/billing/local-portal-page'), 'LocalPortalPage'),
});

/** The signed-in user's pages (account, billing), under the public header and footer. */
export const accountRoutes = [accountRoute, billingRoute, localCheckoutRoute, localPortalRoute] as const;
