import type { QueryClient } from '@tanstack/react-query';

/** After a change: every marketing query again (the lists, their statistics, the newsletter). */
export const invalidateMarketing = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'marketing'] });
