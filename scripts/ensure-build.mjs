// Runs before `npm start`: builds what is missing or older than its sources — the web app
// (dist/web) and the bundled server (dist/server) — so `npm install && npm start` works on a
// fresh clone and after a pull. A deploy that builds ahead (npm run build) finds both current.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function ensure({ name, output, sources, command }) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  // Without sources (a deploy that ships only dist/), whatever was built is what runs.
  if (builtAt !== 0 && (changedAt === 0 || changedAt <= builtAt)) return;
  console.log(builtAt === 0 ? `Building the ${name} (first start)…` : `${name} sources changed: rebuilding…`);
  execFileSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

ensure({
  name: 'web app',
  // The renderer of the public pages is built last (scripts/build-web.mjs).
  output: 'dist/web-ssr/entry-server.js',
  sources: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'],
  command: [process.execPath, 'scripts/build-web.mjs'],
});
ensure({
  name: 'server',
  output: 'dist/server/main.js',
  sources: ['src/server', 'src/shared', 'package-lock.json'],
  command: [process.execPath, 'scripts/build-server.mjs'],
});
