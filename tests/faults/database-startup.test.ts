/**
 * Start-up while PostgreSQL cannot be reached yet. The service retries with backoff for
 * DATABASE_CONNECT_TIMEOUT_SECONDS, logging one line per attempt that names host, port and
 * database but never the password; then it exits 1 with advice, not a stack trace. A server that
 * starts accepting within the window (a TCP proxy to the real PostgreSQL, opened late on the port
 * the service was told) lets it start normally.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/database.ts';
import { freePort } from '../../src/server/testing/ports.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../src/server/testing/tcp-proxy.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { faultTally } from './support/proxied-app.ts';
import { runCli } from './support/run-cli.ts';

const PASSWORD = 'pw-that-must-never-be-logged';
const tally = faultTally('database start-up');
const servers: ChildServer[] = [];
let proxy: TcpProxy | undefined;
let scratch: TestDatabase | undefined;

afterAll(async () => {
  tally.print();
  for (const server of servers) await server.kill('SIGKILL');
  await proxy?.close();
  await scratch?.close();
});

/** TCP port 1 (tcpmux): reserved, and nothing on a test machine serves it. */
const REFUSING_PORT = 1;

/** The per-attempt lines of the start-up retry in a process's output. */
const attemptLines = (output: string) => output.split('\n').filter((line) => /not reachable/.test(line));

// The same whatever the test run's database: .ci/run's PostgreSQL pass leaves it to the first pass.
const ranInFirstPass = process.env.TEST_SKIP_DATABASE_INDEPENDENT;

describe.skipIf(ranInFirstPass)('start-up against an unreachable DATABASE_URL', () => {
  it('retries with a line per attempt naming host, port and database, then exits 1 with advice', async () => {
    // A port below the range the OS hands out (freePort, the other tests' servers): nothing
    // listens there, so connections are refused. A port from freePort() could be taken by another
    // test file's server in between, which accepts and never answers (a CI run saw 'timeout').
    const port = REFUSING_PORT;
    const started = performance.now();
    const outcome = await startChildServer({
      DATABASE_URL: `postgres://starter:${PASSWORD}@127.0.0.1:${port}/starter_app`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '3',
    }).then(
      (server) => {
        servers.push(server);
        return server;
      },
      (error: Error) => error,
    );
    if (!(outcome instanceof Error)) throw new Error('the service started without its database');
    const elapsed = performance.now() - started;
    const output = outcome.message;

    expect(output).toContain('the service exited during start-up (1)');
    const attempts = attemptLines(output);
    expect(attempts.length, output).toBeGreaterThanOrEqual(2);
    for (const line of attempts) {
      expect(line).toContain(`PostgreSQL at 127.0.0.1:${port} (database \\"starter_app\\")`);
      expect(JSON.parse(line)).toMatchObject({ level: 40, host: '127.0.0.1', port, database: 'starter_app' });
    }
    expect(output).toContain(
      `Could not reach PostgreSQL at 127.0.0.1:${port} (database \\"starter_app\\") within 3 s`,
    );
    expect(output).toContain('Check that the server is running and reachable from here');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toMatch(/^\s+at /m);
    // The window, then out: neither at once nor long after.
    expect(elapsed).toBeGreaterThan(3_000);
    expect(elapsed).toBeLessThan(20_000);
    tally.add('start-ups given up cleanly');
  });

  it('does the same for a CLI (db:migrate)', async () => {
    const port = REFUSING_PORT;
    const run = await runCli('db:migrate', {
      DATABASE_URL: `postgres://starter:${PASSWORD}@127.0.0.1:${port}/starter_app`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
    });
    expect(run.code, run.output).toBe(1);
    expect(attemptLines(run.output).length, run.output).toBeGreaterThanOrEqual(1);
    expect(run.output).toContain(`Could not reach PostgreSQL at 127.0.0.1:${port} (database "starter_app")`);
    expect(run.output).not.toContain(PASSWORD);
    expect(run.output).not.toMatch(/^\s+at /m);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('start-up while PostgreSQL comes up', () => {
  it('starts normally once the server accepts connections within the window', async () => {
    scratch = await createTestDatabase();
    const target = new URL(scratch.databaseUrl!);
    const port = await freePort();
    // Through a port nothing listens on yet. The password is not checked (trust auth), only carried.
    const url = new URL(throughProxy(scratch.databaseUrl!, { host: '127.0.0.1', port }));
    url.username = url.username || 'postgres';
    url.password = PASSWORD;
    // The proxy opens once the service has logged two refused attempts, whatever the machine's load.
    let opening: Promise<void> | undefined;
    const openAfterTwoAttempts = (output: string) => {
      if (opening || attemptLines(output).length < 2) return;
      opening = startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, port).then(
        (started) => {
          proxy = started;
        },
      );
    };

    const server = await startChildServer(
      { DATABASE_URL: url.toString(), DATABASE_CONNECT_TIMEOUT_SECONDS: '60' },
      120_000,
      openAfterTwoAttempts,
    );
    servers.push(server);
    await opening;
    const attempts = attemptLines(server.output());
    expect(attempts.length, server.output()).toBeGreaterThanOrEqual(2);
    const database = target.pathname.slice(1);
    for (const line of attempts) expect(line).toContain(`127.0.0.1:${port} (database \\"${database}\\")`);
    expect(server.output()).not.toContain(PASSWORD);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({
      data: { status: 'ok', database: 'ok', redis: 'off' },
      success: true,
    });
    expect(proxy!.stats.accepted).toBeGreaterThan(0);
    tally.add('start-ups that waited for PostgreSQL');
    expect(await server.kill('SIGTERM')).toBe(0);
  }, 120_000);
});
