#!/usr/bin/env node
/**
 * `npm run dev`: the API (tsx watch, restarts on server changes) on :3000 and the Vite dev server
 * (hot reload) on :5173, which proxies /api to the API. Open http://localhost:5173.
 * The API gets BASE_URL=http://localhost:5173 so links in e-mails open the dev server.
 * Ctrl-C (or SIGTERM) stops both; if either one exits, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const API_PORT = '3000';
const WEB_URL = 'http://localhost:5173';

const require = createRequire(import.meta.url);

/** The JS file behind a package's command, run with this same Node (no npx, no shell). */
function binOf(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

const children = new Map();
let stopping = false;

function start(name, args, options) {
  const child = spawn(process.execPath, args, options);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`\n[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the other process.`);
      stop('SIGTERM', code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(signal, exitCode = 0) {
  if (!stopping) {
    stopping = true;
    process.exitCode = exitCode;
  }
  if (children.size === 0) process.exit(process.exitCode ?? 0);
  for (const child of children.values()) child.kill(signal);
  // A child that ignores the signal must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(process.exitCode ?? 1);
  }, 15_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

start('api', [binOf('tsx'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  // stdin stays with Vite (its keyboard shortcuts); the API only writes logs.
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: API_PORT, BASE_URL: WEB_URL },
});

start('web', [binOf('vite')], { stdio: 'inherit', env: process.env });

console.log(
  `[dev] web app on ${WEB_URL} (hot reload), API on http://localhost:${API_PORT} (restarts on change)`,
);
