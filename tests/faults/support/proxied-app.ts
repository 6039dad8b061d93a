/**
 * A second instance of the real app on a test database, reaching PostgreSQL through a TCP proxy
 * the test controls (PostgreSQL mode only). The first instance (`createTestApp`) keeps a direct
 * connection: it creates users and reads what really reached the database.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import type { AppDeps } from '../../../src/server/app-deps.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { type Database, type OpenDatabaseOptions, openDatabase } from '../../../src/server/db/client.ts';
import { TEST_ORIGIN } from '../../../src/server/testing/app.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../../src/server/testing/tcp-proxy.ts';

export interface ProxiedApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  proxy: TcpProxy;
  close(): Promise<void>;
}

export async function startProxiedApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  databaseOptions: Omit<OpenDatabaseOptions, 'databaseUrl'> = {},
): Promise<ProxiedApp> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const database = await openDatabase({
    databaseUrl: throughProxy(databaseUrl, proxy),
    poolSize: 5,
    ...databaseOptions,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_ORIGIN,
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_CONTACT_MAX: '100000',
    RATE_LIMIT_GENERAL_MAX: '100000',
    ...env,
  });
  const { app, deps } = await buildApp(config, database, {
    redisKeyPrefix: `faults-${randomBytes(6).toString('hex')}-`,
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    proxy,
    async close() {
      proxy.restore();
      await app.close();
      await database.close().catch(() => {});
      await proxy.close();
    },
  };
}

/** Runs `work` and returns its result with how long it took, in ms. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Counts the faults a test file injected and survived, and prints them once at the end. */
export function faultTally(label: string) {
  const counts = new Map<string, number>();
  return {
    add(kind: string, n = 1) {
      counts.set(kind, (counts.get(kind) ?? 0) + n);
    },
    print() {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const parts = [...counts].map(([kind, n]) => `${kind}: ${n}`).join(', ');
      console.log(`[faults] ${label}: ${total} injected and survived (${parts})`);
    },
  };
}
