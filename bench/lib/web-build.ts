/**
 * The web app the benchmarked service serves: a production build in a private folder
 * (test-results/bench-web), rebuilt when its sources are newer, so a run never measures a stale
 * bundle nor rebuilds dist/web under someone else. BENCH_WEB_DIST serves an existing build instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  const index = path.join(outDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))))) return outDir;
  console.log('Building the web app into test-results/bench-web…');
  const viteBin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  execFileSync(
    process.execPath,
    [viteBin, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return outDir;
}
