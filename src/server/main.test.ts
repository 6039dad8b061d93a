/**
 * The real process, as `npm start` runs it (the esbuild bundle of scripts/build-server.mjs, built
 * into a private folder here): starts on an embedded database folder, creates the
 * first admin from env, serves, shuts down cleanly on SIGTERM, and keeps accounts and sessions
 * across a restart.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/ports.ts';

// A port the OS hands out (a fixed or random one can be taken by another process on CI).
let port = 0;
let base = '';
let dataDir = '';
let buildDir = '';
const children: ChildProcess[] = [];

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(buildDir, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      // Vitest sets BASE_URL=/ for Vite; the service wants its public origin.
      BASE_URL: base,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-password-1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

// A first start creates the embedded database, migrates and seeds it: 30 s and more on a busy
// two-core machine (74 s for two starts in a CI run), so the limits leave room for that.
async function waitHealthy(child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    // Fail at once, with the reason, when the process died (its stderr is inherited above).
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Inside the project: the bundle finds its packages in node_modules, as dist/server does.
  await mkdir('test-results', { recursive: true });
  buildDir = await mkdtemp(path.resolve('test-results', 'server-build-'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', buildDir], { stdio: 'inherit' });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

describe('the service process', () => {
  it('persists accounts and sessions across a graceful restart', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'starter-main-'));
    const first = start();
    await waitHealthy(first);

    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password-1' }),
    });
    expect(signIn.status).toBe(200);
    const { data } = (await signIn.json()) as {
      data: { session: { token: string; user: { role: string } } };
    };
    expect(data.session.user.role).toBe('admin');

    expect(await stop(first)).toBe(0);

    await waitHealthy(start());
    const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${data.session.token}` } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      data: { user: { email: string; role: string; emailVerified: boolean } };
    };
    expect(body.data.user).toMatchObject({ email: 'owner@example.com', role: 'admin', emailVerified: true });
  });

  it('draws a social card: what loads on first use (the renderer, its fonts) is found from the bundle', {
    timeout: 90_000,
  }, async () => {
    for (const child of children) if (child.exitCode === null) await stop(child);
    dataDir ||= await mkdtemp(path.join(tmpdir(), 'starter-main-'));
    const server = start();
    await waitHealthy(server);
    const card = await fetch(`${base}/og/default.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await stop(server)).toBe(0);
  });
});
