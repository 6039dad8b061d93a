import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { loadAreas } from '@/i18n/store';
import { oneOf, optionalString } from '@/lib/search-params';
import { publicLayout } from './layouts';

export interface BillingSearch {
  /** Set by the return URL of a checkout. */
  checkout?: 'success' | 'canceled';
}

// The account and billing pages share their messages (cards of one appear on the other); the
// account shows the invitations waiting for the user (organizations).
const loadAccountAreas = loadAreas('account', 'billing', 'uploads', 'auth', 'organizations');
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

const loadSecurityAreas = loadAreas(
  'account',
  'account-security',
  // The past-due banner's words.
  'billing',
  'auth',
  'sign-in-methods',
  'passwordless',
  'two-factor',
);

// How the user signs in and what guards the account (two-factor, sessions, passkeys, deletion).
const securityRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account/security',
  beforeLoad: async (context) => {
    const [signedIn] = await Promise.all([requireUser(context), loadSecurityAreas()]);
    return signedIn;
  },
  component: lazyRouteComponent(() => import('@/features/account/security/security-page'), 'SecurityPage'),
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
  // The organization whose subscription the portal acts on (none: the user's own).
  validateSearch: (search: Record<string, unknown>): { organizationId?: string } =>
    typeof search.organizationId === 'string' && search.organizationId !== ''
      ? { organizationId: search.organizationId }
      : {},
  component: lazyRouteComponent(() => import('@/features/billing/local-portal-page'), 'LocalPortalPage'),
});

// The space's limits and metered use (src/web/features/usage/usage-page.tsx); the switcher picks the space.
const usageRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account/usage',
  beforeLoad: async (context) => {
    const [signedIn] = await Promise.all([requireUser(context), loadAreas('usage', 'billing')()]);
    return signedIn;
  },
  component: lazyRouteComponent(() => import('@/features/usage/usage-page'), 'UsagePage'),
});

// A local provider's invoice (Stripe's invoices have Stripe's hosted page).
const invoiceRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'billing/invoices/$id',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(() => import('@/features/billing/invoice-page'), 'InvoicePage'),
});

// The link sent to a new e-mail address; it works signed out too (another browser, another device).
const confirmEmailChangeRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'confirm-email-change',
  beforeLoad: loadAreas('account-security'),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  component: lazyRouteComponent(
    () => import('@/features/account/security/confirm-email-change-page'),
    'ConfirmEmailChangePage',
  ),
});

/** The signed-in user's pages (account, security, billing, usage), under the public header and footer. */
export const accountRoutes = [
  accountRoute,
  securityRoute,
  billingRoute,
  usageRoute,
  localCheckoutRoute,
  localPortalRoute,
  invoiceRoute,
  confirmEmailChangeRoute,
] as const;
