/**
 * Builds the web app once before the browser tests into a private folder, so they never run
 * against a stale dist/web, nor break when something rebuilds dist/web meanwhile.
 * E2E_SKIP_BUILD=1 serves an existing build instead: E2E_WEB_DIST, else dist/web (server.ts).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E_WEB_DIST } from './server.ts';

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [viteBin, 'build', '--logLevel', 'warn', '--outDir', E2E_WEB_DIST, '--emptyOutDir'],
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
}
