/**
 * Builds the web app once before the browser tests into a private folder, so they never run
 * against a stale dist/web, nor break when something rebuilds dist/web meanwhile.
 * E2E_SKIP_BUILD=1 serves an existing build instead: E2E_WEB_DIST, else dist/web (server.ts).
 */
import { execFileSync } from 'node:child_process';
import { E2E_WEB_DIST } from './server.ts';

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // The web app and its server renderer (E2E_WEB_DIST and E2E_WEB_DIST-ssr).
  execFileSync(process.execPath, ['scripts/build-web.mjs', E2E_WEB_DIST, '--quiet'], { stdio: 'inherit' });
}
