/** The projects of a space (GET /api/projects), and what to refresh after a change. */
import { projectEndpoints } from '@shared/endpoints/projects';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-call';
import { type ActiveSpace, spaceQuery } from '../organizations/use-active-space';

export const PROJECTS_PAGE_SIZE = 10;

export function useProjects(space: ActiveSpace | null, list: { page: number; search: string | undefined }) {
  return useQuery({
    queryKey: ['projects', { organizationId: space?.organizationId ?? null }, list],
    queryFn: () =>
      api(projectEndpoints.list, {
        query: { ...(space ? spaceQuery(space) : {}), ...list, limit: PROJECTS_PAGE_SIZE },
      }),
    enabled: space !== null,
    // Paging and searching keep the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** After a project is created, changed or deleted: the lists, and the `projects` limit's use. */
export function refreshProjects(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
    queryClient.invalidateQueries({ queryKey: ['billing', 'entitlements'] }),
  ]);
}
