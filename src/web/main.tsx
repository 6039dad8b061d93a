import { createRoot, hydrateRoot } from 'react-dom/client';
import { startI18n } from '@/i18n/store';
import { installErrorReporting, reportError } from '@/lib/error-reporting';
import { readSsrData } from '@/lib/ssr-data';
import { applyTheme } from '@/lib/theme-class';
import { AppRoot, createQueryClient } from './app-root';
import { createAppRouter } from './router';
import './styles.css';

installErrorReporting();
// Before the first render, so a dark-mode visitor never sees a light flash.
applyTheme();
// The typeface, as its own stylesheet: no first paint waits for it (load-fonts.ts).
void import('./load-fonts');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = <AppRoot router={router} queryClient={queryClient} />;
// A render error no boundary caught (the page is gone): React tells it here, not to window.onerror.
const rootOptions = { onUncaughtError: (error: unknown) => reportError(error) };
const ssr = readSsrData();

if (ssr) {
  // A page the server rendered: its API answers count as fetched now (what the markup shows is
  // what the visitor reads, whatever the age of a cached page), so nothing is asked again.
  // (setQueryData rather than TanStack Query's hydrate(): the page carries answers only, and the
  // entry every visitor downloads stays lighter.)
  for (const query of ssr.queries.queries) queryClient.setQueryData(query.queryKey, query.state.data);
  // Render the matches as the server did (no suspense boundary around them), once the route's
  // code and messages are here, so the first client render is the server's markup.
  router.ssr = { manifest: undefined };
  // (A server-rendered page loads this module once it has been painted: boot.ts.)
  void startI18n(ssr.locale)
    .then(() => router.load())
    .then(() => hydrateRoot(root, app, rootOptions));
} else {
  // The first render waits for the language's catalogs (one small request per area, in parallel).
  void startI18n().then(() => createRoot(root, rootOptions).render(app));
}
