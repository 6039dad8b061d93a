import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@/i18n/provider';
import { startI18n } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import { applyTheme, ThemeProvider } from '@/lib/theme';
import { createAppRouter } from './router';
import '@fontsource-variable/inter';
import './styles.css';

// Before the first render, so a dark-mode visitor never sees a light flash.
applyTheme();

const queryClient = new QueryClient({
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

const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the language's catalogs (one small request per area, in parallel).
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <I18nProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
