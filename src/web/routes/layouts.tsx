import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { DeferredToaster } from '@/components/deferred-toaster';
import { requireUser } from '@/features/auth/guards';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { PublicShell } from '@/features/shell/public-shell';
import { allAreas } from '@/i18n/catalogs';
import { SavedLocale } from '@/i18n/saved-locale';
import { ensureAreas, loadAreas } from '@/i18n/store';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <SavedLocale />
      {/* Bottom-right, above the floating Feedback button (bottom-4, h-9), never over the header
          or a dialog's title; on phones sonner spreads it along the bottom edge. */}
      <DeferredToaster position="bottom-right" offset={{ bottom: 72, right: 16 }} />
    </>
  ),
  notFoundComponent: () => (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  ),
});

/** Public site and account area: header + footer. */
export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});

/**
 * Sign-in, sign-up and password pages: a centred card. The card and the forms (zod,
 * react-hook-form) load on demand, so the public pages stay light.
 */
export const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: loadAreas('auth', 'sign-in-methods'),
  component: lazyRouteComponent(() => import('@/features/auth/auth-layout'), 'AuthLayout'),
});

/**
 * The admin area. The server guards /dashboard/admin/* too; the layout renders the 403 page for
 * signed-in non-admins. Pages are loaded on demand so visitors never download them.
 */
export const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard/admin',
  beforeLoad: async (context) => {
    const signedIn = await requireUser(context);
    // Every area's messages (admin pages show the public ones too); never downloaded by visitors,
    // who are sent to sign in first.
    await ensureAreas(await allAreas());
    return signedIn;
  },
  component: lazyRouteComponent(() => import('@/features/admin/admin-layout'), 'AdminLayout'),
  notFoundComponent: NotFoundPage,
});
