import { startTestServer } from '../../../src/server/testing/server.ts';
import { e2eWebDist } from './web-dist.ts';

/**
 * Where the browser tests' build of the web app lives (see global-setup.ts). E2E_WEB_DIST gives
 * a run its own folder, so two runs at once never rebuild each other's files. With
 * E2E_SKIP_BUILD=1 nothing is built: E2E_WEB_DIST, else dist/web, is served as it is (CI's second
 * pass reuses the first pass's build). A folder that is not the build's own is refused (web-dist.ts).
 */
export const E2E_WEB_DIST = e2eWebDist();

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real server on a free port, with a private database and the local outbox, serving our build. */
export function startServer(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestServer> {
  return startTestServer({ env: { WEB_DIST_DIR: E2E_WEB_DIST, ...env }, databaseUrl });
}
