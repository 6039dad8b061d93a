import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/guards';
import { loadAreas } from '@/i18n/store';
import { optionalPage, optionalString, searchOf } from '@/lib/search-params';
import { publicLayout } from './layouts';

export const projectsSearch = searchOf({ page: optionalPage, search: optionalString });

// The projects page shows the upgrade prompt and the limit's words (`usage`) and billing's.
const loadProjectAreas = loadAreas('projects', 'usage', 'billing');

/** /projects: the sample resource, for the space the header's switcher chose. */
const projectsRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'projects',
  beforeLoad: async (context) => {
    const [signedIn] = await Promise.all([requireUser(context), loadProjectAreas()]);
    return signedIn;
  },
  validateSearch: projectsSearch,
  component: lazyRouteComponent(() => import('@/features/projects/projects-page'), 'ProjectsPage'),
});

/** The signed-in user's projects (the sample resource a product replaces with its own). */
export const projectRoutes = [projectsRoute] as const;
