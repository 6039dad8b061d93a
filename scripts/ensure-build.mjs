// Runs before `npm start`: builds the web app when dist/web is missing or older than its sources,
// so `npm install && npm start` works on a fresh clone and after a pull. A deploy that builds
// ahead (npm run build) finds it current and skips this.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const output = 'dist/web/index.html';
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || (existsSync('src/web') && changedAt > builtAt)) {
  console.log(
    builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…',
  );
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
