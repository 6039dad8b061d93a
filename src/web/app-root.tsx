/**
 * The app as both renderers mount it: the browser (main.tsx) and the server (ssr/entry-server.tsx)
 * render this same tree, so hydration finds the markup it would have made itself.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { I18nProvider } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { ThemeProvider } from '@/lib/theme';
import type { createAppRouter } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The general API limit is per user and small; do not spend it on every tab switch.
        refetchOnWindowFocus: false,
        // An error shows at once (with its Retry button): a 4xx never passes on its own, so it is
        // not retried; a network failure (status 0) or a 5xx gets one quick retry.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
        retryDelay: 300,
      },
    },
  });
}

/**
 * Marks <html data-ready> once the app runs (rendered, or a server-rendered page hydrated): until
 * then a server-rendered page shows but does not answer clicks. The browser tests wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

export function AppRoot({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <ThemeProvider>
        <I18nProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <ReadyMark />
          </QueryClientProvider>
        </I18nProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
