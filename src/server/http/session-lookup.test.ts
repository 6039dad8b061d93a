import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { createTestApp, json, type TestApp } from '../testing/app.ts';
import { bearerValue, cookieValue, createSessionLookup, verifySignedToken } from './session-lookup.ts';

const SECRET = 'a test secret that is long enough';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifySignedToken', () => {
  it('returns the token of a value signed with the secret', () => {
    expect(verifySignedToken(sign('abc123'), SECRET)).toBe('abc123');
  });

  it('refuses a tampered signature, a tampered token, another secret and malformed values', () => {
    const signed = sign('abc123');
    const dot = signed.lastIndexOf('.');
    const flipped = signed[dot + 1] === 'A' ? 'B' : 'A';
    expect(
      verifySignedToken(`${signed.slice(0, dot + 1)}${flipped}${signed.slice(dot + 2)}`, SECRET),
    ).toBeNull();
    expect(verifySignedToken(`abc124${signed.slice(dot)}`, SECRET)).toBeNull();
    expect(verifySignedToken(sign('abc123', 'another secret, also long'), SECRET)).toBeNull();
    expect(verifySignedToken('abc123', SECRET)).toBeNull();
    expect(verifySignedToken(`abc123.${'A'.repeat(43)}`, SECRET)).toBeNull();
    expect(verifySignedToken(`.${signed.slice(dot + 1)}`, SECRET)).toBeNull();
  });
});

describe('bearerValue and cookieValue', () => {
  it('read the signed value like better-auth: signed bearer tokens only, URI-decoded', () => {
    const signed = sign('abc123');
    expect(bearerValue(`Bearer ${signed}`)).toBe(signed);
    expect(bearerValue(`bearer ${encodeURIComponent(signed)}`)).toBe(signed);
    expect(bearerValue('Bearer abc123')).toBeNull();
    expect(bearerValue(`Basic ${signed}`)).toBeNull();
    expect(
      cookieValue(`a=1; starter.session_token=${encodeURIComponent(signed)}; b=2`, 'starter.session_token'),
    ).toBe(signed);
    expect(cookieValue('starter.session_token_x=1', 'starter.session_token')).toBeUndefined();
  });
});

describe('the lean session lookup through HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const lookup = () => createSessionLookup(t.deps.database.db, t.deps.auth.$context);
  const sessionOf = async (token: string) => {
    const [row] = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, token.split('.')[0]!));
    return row;
  };

  it('answers a live session without better-auth, by bearer and by cookie', async () => {
    const user = await t.createUser({ name: 'Lean Reader' });
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    const byBearer = await t.call('GET', '/api/me', { as: user });
    const byCookie = await t.call('GET', '/api/me', { headers: { cookie: user.cookie } });
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.statusCode).toBe(200);
    expect(json(byCookie).data.user).toMatchObject({ id: user.id, name: 'Lean Reader' });
    // A live session needs no refresh: nothing is set on the reply.
    expect(byCookie.headers['set-cookie']).toBeUndefined();
    expect(getSession).not.toHaveBeenCalled();
    const found = await lookup().find({ authorization: `Bearer ${user.token}`, cookie: undefined });
    expect(found).toMatchObject({ kind: 'session', session: { user: { id: user.id } } });
  });

  it('gives no session for a tampered signature', async () => {
    const user = await t.createUser();
    const [token, signature] = user.token.split('.') as [string, string];
    const tampered = `${token}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await lookup().find({ authorization: `Bearer ${tampered}`, cookie: undefined })).toEqual({
      kind: 'none',
    });
    expect((await t.call('GET', '/api/me', { as: { token: tampered } })).statusCode).toBe(401);
    // The bare token (the database row's value) is not a credential either.
    expect((await t.call('GET', '/api/me', { as: { token } })).statusCode).toBe(401);
  });

  it('gives no session for an expired one (better-auth deletes it)', async () => {
    const user = await t.createUser();
    await t.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, user.token.split('.')[0]!));
    expect(await lookup().find({ authorization: `Bearer ${user.token}`, cookie: undefined })).toEqual({
      kind: 'library',
    });
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(401);
    expect(await sessionOf(user.token)).toBeUndefined();
  });

  it('gives no session to a banned user, even with a session the ban did not delete', async () => {
    const user = await t.createUser();
    await t.deps.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me', { headers: { cookie: user.cookie } })).statusCode).toBe(401);
    // An expired ban no longer counts.
    await t.deps.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
  });

  it('leaves the refresh (updateAge) to better-auth: the session is extended and the cookie set again', async () => {
    const user = await t.createUser();
    const { sessionConfig } = await t.deps.auth.$context;
    // Issued just over updateAge ago.
    const due = new Date(Date.now() + (sessionConfig.expiresIn - sessionConfig.updateAge - 60) * 1000);
    await t.deps.database.db
      .update(sessions)
      .set({ expiresAt: due })
      .where(eq(sessions.token, user.token.split('.')[0]!));
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    const response = await t.call('GET', '/api/me', { headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(String(response.headers['set-cookie'])).toContain('session_token=');
    const refreshed = await sessionOf(user.token);
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(due.getTime() + 60_000);
  });

  it('refuses a cookie for an unknown session and clears it (better-auth)', async () => {
    const user = await t.createUser();
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await t.call('GET', '/api/me', { headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;/);
  });

  it("reads a route's session columns in the same statement: GET /api/me is one query, and answers as when better-auth looks the session up", async () => {
    const user = await t.createUser({ verified: true });
    const checkout = await t.call('POST', '/api/subscription/checkout', {
      as: user,
      payload: { priceId: 'local_startup_monthly', billingCycle: 'monthly' },
    });
    const sessionId = (json(checkout).data.url as string).split('/').pop();
    await t.call('POST', `/api/billing/local/checkout/${sessionId}/confirm`, { as: user });
    expect(
      (await t.call('POST', '/api/organizations', { as: user, payload: { name: 'Lean Team' } })).statusCode,
    ).toBe(201);

    const client = (t.deps.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, 'query');
    const lean = await t.call('GET', '/api/me', { as: user });
    expect(lean.statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(json(lean).data.user).toMatchObject({
      subscription: { status: 'active', plan: { slug: 'startup' } },
      organizations: [{ name: 'Lean Team', role: 'owner' }],
    });

    // The same request answered through the auth library (the lean lookup hands it over) reads
    // the columns itself and says the same.
    vi.spyOn(t.deps.auth.api, 'getSession');
    const { sessionConfig } = await t.deps.auth.$context;
    await t.deps.database.db
      .update(sessions)
      .set({
        expiresAt: new Date(Date.now() + (sessionConfig.expiresIn - sessionConfig.updateAge - 60) * 1000),
      })
      .where(eq(sessions.token, user.token.split('.')[0]!));
    const viaLibrary = await t.call('GET', '/api/me', { as: user });
    expect(t.deps.auth.api.getSession).toHaveBeenCalledTimes(1);
    expect(json(viaLibrary)).toEqual(json(lean));
  });
});
