/**
 * One process per embedded data folder. Two processes on one PGlite DATA_DIR would each keep their
 * own copy of the database and the last one to stop would overwrite the other's writes, so a
 * second server, or a CLI, on a folder a server holds must exit at once (code 1) naming the folder
 * and the holder's pid, while the first keeps serving. A lock left by a SIGKILLed server is
 * taken over by the next start. With DATABASE_URL nothing is locked: instances share PostgreSQL.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-lock.ts';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/database.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { faultTally } from './support/proxied-app.ts';
import { CLI_SCRIPTS, runCli } from './support/run-cli.ts';

const tally = faultTally('data folder lock');
const servers: ChildServer[] = [];
const folders: string[] = [];

afterAll(async () => {
  tally.print();
  for (const server of servers) await server.kill('SIGKILL');
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'starter-lock-'));
  folders.push(folder);
  return folder;
}

async function start(env: Record<string, string>): Promise<ChildServer> {
  const server = await startChildServer(env);
  servers.push(server);
  return server;
}

/** Starts a server that should be refused: what it printed, and how long it took to exit. */
async function startRefused(env: Record<string, string>): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const outcome = await start(env).then(
    (server) => server,
    (error: Error) => error,
  );
  if (!(outcome instanceof Error)) throw new Error(`a second server started on ${env.DATA_DIR}`);
  return { message: outcome.message, ms: performance.now() - started };
}

const joinWaitlist = (server: ChildServer, email: string) =>
  fetch(`${server.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'Lock Test' }),
  }).then((response) => response.status);

// The same whatever the test run's database: .ci/run's PostgreSQL pass leaves it to the first pass.
const ranInFirstPass = process.env.TEST_SKIP_DATABASE_INDEPENDENT;

describe.skipIf(ranInFirstPass)('one process per embedded data folder', () => {
  let dataDir: string;
  let first: ChildServer;

  beforeAll(async () => {
    dataDir = await newDataDir();
    first = await start({ DATA_DIR: dataDir });
  });

  it('refuses a second server on the folder at once, naming the folder and the holder; the first keeps serving', async () => {
    const { message, ms } = await startRefused({ DATA_DIR: dataDir });
    expect(message).toContain('the service exited during start-up (1)');
    expect(message).toContain(
      `The data folder ${dataDir} is in use by another process (pid ${first.process.pid})`,
    );
    // One clear line, not a stack trace.
    expect(message).not.toMatch(/^\s+at /m);
    expect(ms).toBeLessThan(15_000);
    tally.add('second servers refused');

    // The first server still answers, reads and writes.
    expect(await joinWaitlist(first, 'kept@example.com')).toBe(201);
    expect(await joinWaitlist(first, 'kept@example.com')).toBe(200);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('refuses the CLIs (db:migrate, seed, admin:create) while the server runs, with the same message', async () => {
    for (const name of Object.keys(CLI_SCRIPTS) as (keyof typeof CLI_SCRIPTS)[]) {
      const run = await runCli(name, { DATA_DIR: dataDir });
      expect(run.code, `${name}: ${run.output}`).toBe(1);
      expect(run.output, name).toContain(
        `The data folder ${dataDir} is in use by another process (pid ${first.process.pid})`,
      );
      expect(run.output, name).toContain('Stop that process first');
      expect(run.output, name).not.toMatch(/^\s+at /m);
      tally.add('CLI runs refused');
    }
    expect(await joinWaitlist(first, 'after-cli@example.com')).toBe(201);
    // Three cold CLI processes (tsx compiles each on start): 30 s is not enough on a busy machine,
    // and a CLI cut off by the timeout would take over the folder once the next test kills the server.
  }, 120_000);

  it('takes over the lock a SIGKILLed server left: the next one starts on the folder with its data', async () => {
    const lockFile = path.join(dataDir, LOCK_FILE);
    await first.kill('SIGKILL');
    // The dead server's lock is still there: the next start must see that its holder is gone.
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(first.process.pid));

    const next = await start({ DATA_DIR: dataDir });
    tally.add('stale locks taken over');
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(next.process.pid));
    expect(await joinWaitlist(next, 'kept@example.com')).toBe(200);
    expect(await joinWaitlist(next, 'after-cli@example.com')).toBe(200);

    // A clean stop frees the folder, and a CLI may use it.
    expect(await next.kill('SIGTERM')).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    const seeded = await runCli('seed', { DATA_DIR: dataDir });
    expect(seeded.code, seeded.output).toBe(0);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('with DATABASE_URL', () => {
  let scratch: TestDatabase;
  beforeAll(async () => {
    scratch = await createTestDatabase();
  });
  afterAll(() => scratch?.close());

  it('locks nothing: two servers share the database and DATA_DIR (uploads)', async () => {
    const env = { DATABASE_URL: scratch.databaseUrl!, DATA_DIR: await newDataDir() };
    const [a, b] = [await start(env), await start(env)];
    expect(await joinWaitlist(a, 'shared@example.com')).toBe(201);
    expect(await joinWaitlist(b, 'shared@example.com')).toBe(200);
    expect(existsSync(path.join(env.DATA_DIR, LOCK_FILE))).toBe(false);
  }, 120_000);
});
