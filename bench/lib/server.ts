/**
 * The real service as a child process, started the way `npm start` runs it, with its start-up time
 * (spawn → first 200 from /api/health) and its pid for memory sampling.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/server/testing/ports.ts';
import { onCleanup } from './cleanup.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password 1' };
const UNLIMITED = '1000000000';

let bundled = false;

/**
 * The server as `npm start` runs it: bundled into dist/server (rebuilt from the current sources
 * once per run, half a second, so a stale build is never measured). BENCH_SERVER=src runs the
 * sources through tsx instead.
 */
export function serverCommand(): { command: string; args: string[]; label: string } {
  const built = path.join(ROOT, 'dist/server/main.js');
  const choice = process.env.BENCH_SERVER ?? 'dist';
  if (choice === 'dist') {
    if (!bundled) {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      bundled = true;
    }
    const flags = startScriptFlags();
    return {
      command: process.execPath,
      args: [...flags, built],
      label: ['node', ...flags, 'dist/server/main.js'].join(' '),
    };
  }
  return {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')],
    label: 'node --import tsx src/server/main.ts',
  };
}

/** Node's own options in package.json's start script (the heap cap), so the service runs as `npm start` runs it. */
function startScriptFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  return words
    .slice(words.indexOf('node') + 1, words.indexOf('dist/server/main.js'))
    .filter((word) => word.startsWith('--'));
}

export interface ServiceOptions {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  webDistDir?: string;
  env?: Record<string, string>;
  /** Options for node itself (`--cpu-prof`), before the script. */
  nodeArgs?: string[];
}

export interface Service {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startService(options: ServiceOptions): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: url,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: UNLIMITED,
    RATE_LIMIT_GENERAL_MAX: UNLIMITED,
    RATE_LIMIT_CONTACT_MAX: UNLIMITED,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.env,
  };
  const { command, args } = serverCommand();
  const started = performance.now();
  const child = spawn(command, [...(options.nodeArgs ?? []), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  try {
    await waitHealthy(url, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output()}`);
  }
  return { url, pid: child.pid!, startupMs: performance.now() - started, stop };
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/** The last lines the child printed, for the error message when it fails to start. */
function keepTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}
