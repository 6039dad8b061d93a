import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { loadAreas } from '@/i18n/store';
import { publicLayout } from './layouts';

// The developer pages show the upgrade prompt (`usage`, with the plan refusal's words in
// `api-errors`), the past-due banner (`billing`) and, for an organization, its page's states.
const loadDeveloperAreas = loadAreas('developers', 'usage', 'billing', 'api-errors', 'organizations');
const signedInWithAreas: typeof requireUser = async (context) => {
  const [signedIn] = await Promise.all([requireUser(context), loadDeveloperAreas()]);
  return signedIn;
};

/** /account/developers: the personal space's API keys. */
const accountDevelopersRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account/developers',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(
    () => import('@/features/developers/account-developers-page'),
    'AccountDevelopersPage',
  ),
});

/** An organization's API keys, beside its billing page: owner and admins. */
const organizationDevelopersRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'organizations/$id/developers',
  beforeLoad: signedInWithAreas,
  component: lazyRouteComponent(
    () => import('@/features/developers/organization-developers-page'),
    'OrganizationDevelopersPage',
  ),
});

/** API keys: create, list, revoke, and how to call the API with one. */
export const developerRoutes = [accountDevelopersRoute, organizationDevelopersRoute] as const;
