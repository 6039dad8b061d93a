/**
 * The web app the benchmarked service serves: a production build in a private folder
 * (test-results/bench-web), rebuilt when its sources are newer, so a run never measures a stale
 * bundle nor rebuilds dist/web under someone else. BENCH_WEB_DIST serves an existing build instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function ensureWebBuild(): string {
  if (process.env.BENCH_WEB_DIST) return path.resolve(process.env.BENCH_WEB_DIST);
  const outDir = path.join(ROOT, 'test-results/bench-web');
  const index = path.join(`${outDir}-ssr`, 'entry-server.js');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))))) return outDir;
  console.log('Building the web app into test-results/bench-web…');
  // The web app and its server renderer (test-results/bench-web-ssr).
  execFileSync(process.execPath, ['scripts/build-web.mjs', outDir, '--quiet'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return outDir;
}
