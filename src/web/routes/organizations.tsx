import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { loadAreas } from '@/i18n/store';
import { oneOf } from '@/lib/search-params';
import { publicLayout } from './layouts';

export interface OrganizationBillingSearch {
  /** Set by the return URL of a checkout. */
  checkout?: 'success' | 'canceled';
}

// Organization pages show billing's status words, the uploads' rule and the upgrade prompt (usage) too.
const loadOrganizationAreas = loadAreas('organizations', 'billing', 'uploads', 'auth', 'usage');
const signedInWithAreas: typeof requireUser = async (context) => {
  const [signedIn] = await Promise.all([requireUser(context), loadOrganizationAreas()]);
  return signedIn;
};

const organizationsRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'organizations',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(
    () => import('@/features/organizations/organizations-page'),
    'OrganizationsPage',
  ),
});

const organizationRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'organizations/$id',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(
    () => import('@/features/organizations/organization-page'),
    'OrganizationPage',
  ),
});

const organizationBillingRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'organizations/$id/billing',
  beforeLoad: signedInWithAreas,
  validateSearch: (search: Record<string, unknown>): OrganizationBillingSearch => ({
    checkout: oneOf(['success', 'canceled'] as const)(search.checkout),
  }),
  component: lazyRouteComponent(
    () => import('@/features/organizations/organization-billing-page'),
    'OrganizationBillingPage',
  ),
});

// The invitation e-mail's link: open to visitors, who sign in or sign up from it.
const invitationRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'invitations/$token',
  beforeLoad: loadAreas('organizations'),
  component: lazyRouteComponent(() => import('@/features/organizations/invitation-page'), 'InvitationPage'),
});

/** Organizations (list, create, settings, members, invitations, billing) and invitation links. */
export const organizationRoutes = [
  organizationsRoute,
  organizationRoute,
  organizationBillingRoute,
  invitationRoute,
] as const;
