import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPage } from '@/features/errors/error-page';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { developerRoutes } from './routes/developers';
import { adminLayout, authLayout, publicLayout, rootRoute } from './routes/layouts';
import { organizationRoutes } from './routes/organizations';
import { projectRoutes } from './routes/projects';
import { publicRoutes } from './routes/public';

// The route tree: each layout with its pages (routes/*.tsx). Pages never import this module;
// what a page keeps in its URL is declared by its route entry (`validateSearch`), which a page
// reads through `getRouteApi`.
const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    ...publicRoutes,
    ...accountRoutes,
    ...organizationRoutes,
    ...projectRoutes,
    ...developerRoutes,
  ]),
  authLayout.addChildren([...authRoutes]),
  adminLayout.addChildren([...adminRoutes]),
]);

/**
 * Search strings stay plain strings (`?token=123` is the string "123", not a number), exactly as
 * the server writes them into e-mail links and redirects.
 */
function parseSearch(searchStr: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router should not cache loader results.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: () => (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    ),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
