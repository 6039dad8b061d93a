/**
 * The server's renderer of the public pages: the same app, routes and components the browser
 * hydrates, rendered to HTML with the data of the first view (built by `vite build --ssr` into
 * dist/web-ssr; the server loads it in src/server/features/public-pages). The contract is
 * src/shared/server-render.ts.
 *
 * A page's data comes from the API, answered in the server's own process: each render goes
 * through the page's queries until none is waiting (a query that appears only once another's
 * data is there, such as a post's related posts, takes one more pass), then the answers travel in
 * the page (lib/ssr-data.ts) so hydration asks nothing again.
 */
import { brand } from '@shared/brand';
import { pageTitle } from '@shared/page-title';
import { scriptSafeJson } from '@shared/script-json';
import type { PageHead, RenderedPage, RenderRequest } from '@shared/server-render';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderInLanguage, t } from '@/i18n/store';
import { ApiError, setTransport } from '@/lib/api';
import type { SsrData } from '@/lib/ssr-data';
import { renderedHead } from '@/lib/use-document-title';
import { createQueryClient } from '../app-root';
import { createAppRouter } from '../router';
import { loadEverything, renderMarkup } from './markup';
import { structuredHead } from './page-heads';

/**
 * The pages rendered here (the server serves them: src/shared/contracts/pages.ts); the app's
 * other pages (the account, the admin area) are the browser's to render.
 */
const SERVER_PAGES = new Set([
  '/_public/',
  '/_public/pricing',
  '/_public/faq',
  '/_public/changelog',
  '/_public/contact',
  '/_public/waitlist',
  '/_public/blog',
  '/_public/blog/$slug',
  '/_auth/sign-in',
  '/_auth/sign-up',
]);

/** Passes before the render gives up waiting for more data (each finds the queries the last revealed). */
const MAX_PASSES = 4;

// The language, the API's transport and the head being read are one render's, so renders take
// turns: each is short (its data is answered in-process), and the server caches what they make.
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderedPage | null> {
  const turn = queue.then(() => renderNow(request));
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderNow(request: RenderRequest): Promise<RenderedPage | null> {
  setTransport(request.fetch);
  await renderInLanguage(request.locale);
  const queryClient = createQueryClient();
  // A failed answer is the page's to show (a post that does not exist), not one to try again.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient);
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    // The browser restores scrolling itself; on the server it would write an inline script.
    scrollRestoration: false,
  });
  await router.load();
  const missing = router.state.matches.some((match) => match._notFound || match.status === 'notFound');
  const routeId = router.state.matches.at(-1)?.routeId ?? '';
  if (!missing && !SERVER_PAGES.has(routeId)) return null;

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    await loadEverything(router, queryClient);
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  for (const key of Object.keys(renderedHead)) delete renderedHead[key as keyof typeof renderedHead];
  const html = renderMarkup(router, queryClient);
  // A component that threw leaves its part to the browser (React's client-render marker): a page
  // that is not whole is an error to fix, not a page to cache; the server sends the shell instead.
  const failed =
    /<template data-msg="([^"]*)"/.exec(html) ??
    (html.includes('<!--$!') ? ['', 'a part did not render'] : null);
  if (failed) throw new Error(`server render of ${request.url} fell back to the browser: ${failed[1]}`);

  const notFound = missing || hasMissingData(queryClient);
  const data: SsrData = { locale: request.locale, queries: dehydrate(queryClient) };
  return {
    status: notFound ? 404 : 200,
    html,
    data: scriptSafeJson(data),
    head: pageHead(router, queryClient, request, notFound),
  };
}

/** Queries a component asked for that have not been fetched (and may be: `enabled` is not false). */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

/** A page whose data does not exist (a post's slug nobody wrote) answers 404, rendered as its page shows it. */
const hasMissingData = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);

function pageHead(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  request: RenderRequest,
  notFound: boolean,
): PageHead {
  const head: PageHead = {
    title: renderedHead.title ?? pageTitle(t('errors.notFound.title'), brand.name),
    shareTitle: renderedHead.shareTitle ?? t('errors.notFound.title'),
    description: renderedHead.description ?? t('layout.site.description'),
    type: 'website',
    structuredData: [],
  };
  if (notFound) return head;
  const match = router.state.matches.at(-1);
  return {
    ...head,
    ...structuredHead(match?.routeId ?? '', match?.params ?? {}, queryClient, request, head),
  };
}
