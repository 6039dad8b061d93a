import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from '../app-root';
import type { createAppRouter } from '../router';

type Router = ReturnType<typeof createAppRouter>;

/**
 * Renders once and waits for every part loaded on demand (a lazy page, a deferred widget), so
 * the next render finds them all: the markup of that first render is not used, since what
 * arrived late would be written as out-of-order segments that need inline scripts to show.
 */
export async function loadEverything(router: Router, queryClient: QueryClient): Promise<void> {
  const { prelude } = await prerenderToNodeStream(<AppRoot router={router} queryClient={queryClient} />);
  for await (const _chunk of prelude) {
    // Drained: the prerender is done once every part has arrived.
  }
}

/** The app's markup in one synchronous pass, everything it needs being loaded (loadEverything). */
export function renderMarkup(router: Router, queryClient: QueryClient): string {
  return renderToString(<AppRoot router={router} queryClient={queryClient} />);
}
