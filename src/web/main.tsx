import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
    },
  },
});

const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
