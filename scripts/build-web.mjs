// Builds the web app: the browser's bundles into <outDir> (default dist/web) and the server's
// renderer of the public pages into <outDir>-ssr (src/web/ssr, loaded by
// src/server/features/public-pages). One command for `npm run build`, `npm start`'s first build,
// the browser tests and the benchmark, so none of them serves a web app without its renderer.
//   node scripts/build-web.mjs [outDir] [--quiet]
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const outDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist/web');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const logLevel = quiet ? ['--logLevel', 'warn'] : [];
// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
const options = { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } };

execFileSync(process.execPath, [viteBin, 'build', ...logLevel, '--outDir', outDir, '--emptyOutDir'], options);
execFileSync(
  process.execPath,
  [viteBin, 'build', '--ssr', ...logLevel, '--outDir', `${outDir}-ssr`, '--emptyOutDir'],
  options,
);
