/**
 * An admin impersonating a user may read as the user and act in the product, but may change
 * nothing of the account's security: every route that declares `config.accountSecurity`
 * (passkeys, linked providers, two-factor, sessions, password, e-mail, deletion) answers the
 * impersonation session 403, and each refusal is in the security log with the admin as actor.
 * The walk goes over the access table's list, which must match what the routes declare, so a
 * new account-security route is covered as soon as it is declared (and listed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, securityLogs, sessions } from '../../src/server/db/schema.ts';
import { IMPERSONATION_REFUSED } from '../../src/server/http/account-security-rule.ts';
import { createTestApp, json, type TestApp } from '../../src/server/testing/app.ts';
import { ACCESS_TABLE } from './support/access-table.ts';
import { createFixtures, type Fixtures } from './support/fixtures.ts';
import { requestFor, urlOf } from './support/requests.ts';

let t: TestApp;
let fx: Fixtures;
let dataDir: string;
/** The admin's session as `fx.users.user`. */
let impersonation: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'security-impersonation-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  fx = await createFixtures(t);
  const started = await t.call('POST', `/api/admin/users/${fx.users.user.id}/impersonate`, {
    as: fx.users.admin,
  });
  expect(started.statusCode).toBe(200);
  impersonation = json<{ data: { session: { token: string } } }>(started).data.session.token;
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const OWNER_ONLY = Object.entries(ACCESS_TABLE)
  .filter(([, access]) => access.accountSecurity)
  .map(([key]) => key)
  .sort();

/** The route's valid request for `user` (the matrix proves the owner gets through with it). */
function send(routeKey: string, token: string) {
  const [method, url] = routeKey.split(' ') as [string, string];
  const request = requestFor(routeKey)(fx, 'user');
  return t.app.inject({
    method: method as 'GET',
    url: urlOf(url, request),
    headers: { authorization: `Bearer ${token}` },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

describe('an impersonation session and the account-security routes', () => {
  it('lists as account security exactly the routes that declare config.accountSecurity', () => {
    const declared = t.deps.apiRoutes
      .filter((route) => route.accountSecurity)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(declared).toEqual(OWNER_ONLY);
    // Every kind the rule is about is there (a future API-key route joins by its declaration).
    for (const area of ['passkeys', 'accounts', 'oauth', 'two-factor', 'sessions', 'password', 'email']) {
      expect(OWNER_ONLY.some((key) => key.includes(area))).toBe(true);
    }
    expect(OWNER_ONLY).toContain('DELETE /api/me');
  });

  it('answers every one of them 403 and logs each refusal with the admin as actor', async () => {
    const answers: string[] = [];
    for (const routeKey of OWNER_ONLY) {
      const response = await send(routeKey, impersonation);
      answers.push(`${routeKey} → ${response.statusCode} ${json(response).error ?? ''}`);
    }
    expect(answers).toEqual(OWNER_ONLY.map((key) => `${key} → 403 ${IMPERSONATION_REFUSED}`));

    const refusals = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.eventType, 'permission_denied'), eq(securityLogs.userId, fx.users.user.id)));
    expect(refusals.map((entry) => `${entry.metadata.method} ${entry.metadata.route}`).sort()).toEqual(
      OWNER_ONLY,
    );
    for (const entry of refusals) {
      expect(entry).toMatchObject({ actorId: fx.users.admin.id, success: false });
      expect(entry.metadata).toMatchObject({ impersonation: true, reason: 'account_security' });
    }
  });

  it('leaves the account as it was: its sessions, passkeys and password', async () => {
    const user = fx.users.user;
    const [stillThere] = await t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, fx.sessionToRevoke));
    expect(stillThere).toBeDefined();
    expect(
      await t.deps.database.db.select().from(passkeys).where(eq(passkeys.id, fx.passkeyId)),
    ).toHaveLength(1);
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
    const signIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('still reads as the user and acts in the product', async () => {
    for (const url of [
      '/api/me',
      '/api/me/sessions',
      '/api/me/passkeys',
      '/api/me/accounts',
      '/api/me/two-factor',
    ]) {
      const response = await t.call('GET', url, { as: { token: impersonation } });
      expect(response.statusCode, url).toBe(200);
    }
    const renamed = await t.call('PUT', '/api/me', {
      as: { token: impersonation },
      payload: { name: 'Helped' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('lets the owner do the same (the rule is about who, not what)', async () => {
    const response = await send('POST /api/me/sessions/revoke-others', fx.users.user.token);
    expect(response.statusCode).toBe(200);
  });
});
