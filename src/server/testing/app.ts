/**
 * `createTestApp()`: the real app on a private database, with the local outbox, for HTTP tests
 * through `app.inject`. Rate limits are raised unless a test passes its own env.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { emails, users } from '../db/schema.ts';
import { ensureAdmin } from '../features/auth/bootstrap.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls and how: a created user's bearer token (anonymous without `as`), a body, a client. */
export interface CallOptions {
  as?: { token: string } | null | undefined;
  payload?: object | string | undefined;
  /** The client's address (rate limits, view counting). */
  from?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  databaseUrl: string | undefined;
  close(): Promise<void>;
  /** Signs up (and optionally verifies) a user and signs in; returns the bearer token. */
  createUser(
    input?: Partial<{
      email: string;
      password: string;
      name: string;
      role: 'user' | 'admin';
      verified: boolean;
    }>,
  ): Promise<TestUser>;
  /** The one way tests call the app as a principal (`as` a created user, else anonymous). */
  call(method: HttpMethod, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The newest e-mail sent to `to` (after pending deliveries settle). */
  lastEmail(to: string): Promise<typeof emails.$inferSelect | undefined>;
}

/** A signed-in user of a test app. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  cookie: string;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export const json = <T = { data: Record<string, unknown>; success: boolean; error?: string }>(
  response: LightMyRequestResponse,
) => response.json() as T;

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_ORIGIN,
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_CONTACT_MAX: '100000',
    RATE_LIMIT_GENERAL_MAX: '100000',
    // Tests' webhook receivers listen on 127.0.0.1; the SSRF tests pass 'false'.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const { app, deps } = await buildApp(config, testDatabase.database, {
    // Runs sharing one Redis must not share counters or the record of article views.
    redisKeyPrefix: `test-${randomBytes(6).toString('hex')}-`,
    ...options,
  });
  await app.ready();

  return {
    app,
    deps,
    databaseUrl: testDatabase.databaseUrl,
    async close() {
      await app.close();
      await testDatabase.close();
    },
    async createUser(input = {}) {
      const email = input.email ?? uniqueEmail(input.role ?? 'user');
      const password = input.password ?? 'correct horse battery';
      const name = input.name ?? 'Test User';
      if (input.role === 'admin') {
        await ensureAdmin(deps.database.db, deps.auth, email, password);
      } else {
        const signUp = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password, name },
        });
        if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
        if (input.verified)
          await deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      }
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
      });
      if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
      const body = signIn.json() as { data: { session: { token: string; user: { id: string } } } };
      const cookie = (signIn.cookies as Array<{ name: string; value: string }>)
        .map((item) => `${item.name}=${item.value}`)
        .join('; ');
      return { id: body.data.session.user.id, email, password, token: body.data.session.token, cookie };
    },
    call(method, url, options = {}) {
      return app.inject({
        method,
        url,
        headers: {
          ...(options.as ? { authorization: `Bearer ${options.as.token}` } : {}),
          ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
          ...options.headers,
        },
        ...(options.from ? { remoteAddress: options.from } : {}),
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      });
    },
    async lastEmail(to) {
      await deps.mailer.drain();
      const [row] = await deps.database.db
        .select()
        .from(emails)
        .where(eq(emails.to, to.toLowerCase()))
        .orderBy(desc(emails.id))
        .limit(1);
      return row;
    },
  };
}
