/**
 * Passkeys over HTTP, with a WebAuthn authenticator in software (the browser flow with Chromium's
 * virtual authenticator is tests/e2e/passwordless.e2e.ts): add, list, sign in, replay, rename,
 * remove, another user's passkey, a banned user.
 */

import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftwareAuthenticator } from '../../../../../tests/support/doubles/software-authenticator.ts';
import { securityLogs, users } from '../../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, type TestUser } from '../../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The challenge cookie the options route set, to send back with the next call. */
function challengeCookie(response: LightMyRequestResponse): string {
  const cookie = (response.cookies as Array<{ name: string; value: string }>).find((item) =>
    item.name.endsWith('better-auth-passkey'),
  );
  if (!cookie) throw new Error(`no challenge cookie: ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

type Options = { data: { challenge: string; rp?: { id: string } } };

async function addPasskey(user: TestUser, name: string) {
  const authenticator = createSoftwareAuthenticator('localhost', TEST_ORIGIN);
  const options = await t.call('POST', '/api/me/passkeys/options', { as: user });
  expect(options.statusCode).toBe(200);
  const { data } = json<Options>(options);
  expect(data.rp?.id).toBe('localhost');
  const added = await t.call('POST', '/api/me/passkeys', {
    as: user,
    headers: { cookie: challengeCookie(options) },
    payload: { name, response: authenticator.register(data) },
  });
  return { authenticator, added };
}

async function signInWith(authenticator: ReturnType<typeof createSoftwareAuthenticator>) {
  const options = await t.call('POST', '/api/auth/passkey/options');
  expect(options.statusCode).toBe(200);
  const cookie = challengeCookie(options);
  const response = authenticator.authenticate(json<Options>(options).data);
  const signIn = await t.call('POST', '/api/auth/passkey', { headers: { cookie }, payload: { response } });
  return {
    signIn,
    replay: () => t.call('POST', '/api/auth/passkey', { headers: { cookie }, payload: { response } }),
  };
}

async function events(userId: string, eventType: string) {
  return t.deps.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, userId), eq(securityLogs.eventType, eventType)))
    .orderBy(desc(securityLogs.id));
}

describe('passkeys over HTTP', () => {
  it('adds a named passkey (logged), signs in with it (the sign-in body), refuses a replay, and removes it', async () => {
    const user = await t.createUser({ verified: true, name: 'Katherine' });
    const { authenticator, added } = await addPasskey(user, 'Phone');
    expect(added.statusCode).toBe(200);
    const [passkey] = json<{ data: { passkeys: Array<Record<string, unknown>> } }>(added).data.passkeys;
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Phone',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await events(user.id, 'passkey_added')).toHaveLength(1);

    const { signIn, replay } = await signInWith(authenticator);
    expect(signIn.statusCode).toBe(200);
    const body = json<{ data: { session: { token: string; user: Record<string, unknown> } } }>(signIn);
    expect(body.data.session.user).toEqual({
      id: user.id,
      email: user.email,
      name: 'Katherine',
      role: 'user',
    });
    expect(String(signIn.headers['set-cookie'])).toContain('session_token');
    expect((await t.call('GET', '/api/me', { as: { token: body.data.session.token } })).statusCode).toBe(200);
    expect(await events(user.id, 'passkey_login')).toHaveLength(1);
    const listed = await t.call('GET', '/api/me/passkeys', { as: user });
    expect(
      json<{ data: { passkeys: Array<{ lastUsedAt: string | null }> } }>(listed).data.passkeys[0]?.lastUsedAt,
    ).not.toBeNull();

    // The challenge is consumed: the same assertion again is refused.
    const again = await replay();
    expect(again.statusCode).toBe(400);

    const removed = await t.call('DELETE', `/api/me/passkeys/${passkey!.id}`, { as: user });
    expect(removed.statusCode).toBe(200);
    expect(json(removed).data).toEqual({ passkeys: [] });
    expect(await events(user.id, 'passkey_removed')).toHaveLength(1);
    expect((await signInWith(authenticator)).signIn.statusCode).toBe(401);
  });

  it("answers another user's passkey with 404 and leaves it in place", async () => {
    const owner = await t.createUser({ verified: true });
    const other = await t.createUser({ verified: true });
    const { added } = await addPasskey(owner, 'Laptop');
    const id = json<{ data: { passkeys: Array<{ id: string }> } }>(added).data.passkeys[0]!.id;
    expect((await t.call('DELETE', `/api/me/passkeys/${id}`, { as: other })).statusCode).toBe(404);
    expect(json(await t.call('GET', '/api/me/passkeys', { as: owner })).data).toMatchObject({
      passkeys: [{ id, name: 'Laptop' }],
    });
  });

  it('renames a passkey (logged with the old and new name), and it still signs in', async () => {
    const user = await t.createUser({ verified: true });
    const { added, authenticator } = await addPasskey(user, 'Laptop');
    const id = json<{ data: { passkeys: Array<{ id: string }> } }>(added).data.passkeys[0]!.id;
    const renamed = await t.call('PATCH', `/api/me/passkeys/${id}`, {
      as: user,
      payload: { name: '  Work laptop  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).data).toMatchObject({ passkeys: [{ id, name: 'Work laptop' }] });
    expect(json(await t.call('GET', '/api/me/passkeys', { as: user })).data).toMatchObject({
      passkeys: [{ id, name: 'Work laptop' }],
    });
    const [event] = await events(user.id, 'passkey_renamed');
    expect(event?.metadata).toEqual({ passkeyId: id, from: 'Laptop', to: 'Work laptop' });
    expect((await signInWith(authenticator)).signIn.statusCode).toBe(200);
  });

  it("refuses to rename another user's passkey (404) or to an empty or too long name (400)", async () => {
    const owner = await t.createUser({ verified: true });
    const other = await t.createUser({ verified: true });
    const { added } = await addPasskey(owner, 'Laptop');
    const id = json<{ data: { passkeys: Array<{ id: string }> } }>(added).data.passkeys[0]!.id;
    const rename = (as: TestUser, name: string) =>
      t.call('PATCH', `/api/me/passkeys/${id}`, { as, payload: { name } });
    expect((await rename(other, 'Mine now')).statusCode).toBe(404);
    expect((await rename(owner, '   ')).statusCode).toBe(400);
    expect((await rename(owner, 'x'.repeat(101))).statusCode).toBe(400);
    expect(json(await t.call('GET', '/api/me/passkeys', { as: owner })).data).toMatchObject({
      passkeys: [{ id, name: 'Laptop' }],
    });
    expect(await events(owner.id, 'passkey_renamed')).toHaveLength(0);
  });

  it('refuses a banned user the same way as a password sign-in', async () => {
    const user = await t.createUser({ verified: true });
    const { authenticator } = await addPasskey(user, 'Key');
    await t.deps.database.db
      .update(users)
      .set({ banned: true, banReason: 'Spamming the contact form' })
      .where(eq(users.id, user.id));
    const password = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    const { signIn } = await signInWith(authenticator);
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toBe(json(password).error);
    expect((await events(user.id, 'login_failed'))[0]?.metadata).toMatchObject({
      method: 'passkey',
      reason: 'banned',
    });
  });

  it('refuses an attestation for another challenge, an assertion without a challenge, and an empty name', async () => {
    const user = await t.createUser({ verified: true });
    const authenticator = createSoftwareAuthenticator('localhost', TEST_ORIGIN);
    const options = await t.call('POST', '/api/me/passkeys/options', { as: user });
    const forged = await t.call('POST', '/api/me/passkeys', {
      as: user,
      headers: { cookie: challengeCookie(options) },
      payload: { name: 'Forged', response: authenticator.register({ challenge: 'c29tZXRoaW5nLWVsc2U' }) },
    });
    expect(forged.statusCode).toBe(400);
    const noChallenge = await t.call('POST', '/api/auth/passkey', {
      payload: { response: authenticator.authenticate({ challenge: 'c29tZXRoaW5n' }) },
    });
    expect(noChallenge.statusCode).toBe(400);
    const unnamed = await t.call('POST', '/api/me/passkeys', {
      as: user,
      payload: { name: '  ', response: authenticator.register({ challenge: 'c29tZXRoaW5n' }) },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(json(await t.call('GET', '/api/me/passkeys', { as: user })).data).toEqual({ passkeys: [] });
  });
});
