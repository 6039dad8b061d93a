/**
 * `startTestServer()`: the real service listening on a free port, with a private database, the
 * local outbox and raised rate limits, for the browser (Playwright) tests. Builds the web app
 * first when dist/web is missing.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureAdmin } from '../features/auth/bootstrap.ts';
import { createTestDatabase } from './database.ts';
import { freePort } from './ports.ts';

export function ensureWebBuild(folder = 'dist/web'): void {
  // Absolute: Vite resolves a relative --outDir against its root (src/web), not the working folder.
  const distDir = path.resolve(folder);
  if (existsSync(`${distDir}-ssr/entry-server.js`)) return;
  execFileSync(process.execPath, ['scripts/build-web.mjs', distDir], { stdio: 'inherit' });
}

/** A database another test server made: this one only connects (the maker drops it). */
async function sharedDatabase(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 5 });
  return { database, databaseUrl, close: () => database.close().catch(() => {}) };
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    /** The address's host name: 'localhost' where the browser needs a domain (WebAuthn's RP ID cannot be an IP). */
    hostname?: 'localhost';
    /** Another instance's PostgreSQL database (its `databaseUrl`), shared instead of a new one. */
    databaseUrl?: string;
  } = {},
) {
  ensureWebBuild(options.env?.WEB_DIST_DIR);
  const port = await freePort();
  const url = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  const testDatabase = options.databaseUrl
    ? await sharedDatabase(options.databaseUrl)
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    BASE_URL: url,
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_CONTACT_MAX: '100000',
    RATE_LIMIT_GENERAL_MAX: '100000',
    // Browser tests' webhook receivers listen on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  // Runs sharing one Redis must not share rate-limit counters (a contact test would meet the
  // previous run's three messages).
  const { app, deps } = await buildApp(config, testDatabase.database, {
    redisKeyPrefix: `e2e-${randomBytes(6).toString('hex')}-`,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    deps,
    /** The PostgreSQL database's address (undefined on PGlite, which one process holds). */
    databaseUrl: testDatabase.databaseUrl,
    async createAdmin(email: string, password: string) {
      await ensureAdmin(deps.database.db, deps.auth, email, password);
    },
    async close() {
      await app.close();
      await testDatabase.close();
    },
  };
}
