/**
 * OpenID Connect sign-in against a real OpenID Provider started here (oidc-provider): the whole
 * authorization-code flow with PKCE over HTTP, from our start route through the issuer's login
 * and consent to our callback, with nothing of ours mocked.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IssuerAccount,
  startTestIssuer,
  type TestIssuer,
} from '../../../../../tests/support/doubles/oidc-issuer.ts';
import { TestBrowser } from '../../../../../tests/support/test-browser.ts';
import { accounts, passkeys, users } from '../../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../testing/app.ts';
import { lastSecurityEvent, securityEvents } from '../../../testing/security-events.ts';
import { awayFromStepEdge, totp } from '../../../testing/totp.ts';

const CALLBACK = `${TEST_ORIGIN}/api/auth/oauth/oidc/callback`;

let issuer: TestIssuer;
let t: TestApp;

beforeAll(async () => {
  issuer = await startTestIssuer(CALLBACK);
  t = await createTestApp({
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: issuer.clientSecret,
    OIDC_NAME: 'Test Identity',
  });
});

afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const issuerAccount = (overrides: Partial<IssuerAccount> = {}): IssuerAccount => ({
  sub: `sub-${randomBytes(6).toString('hex')}`,
  email: uniqueEmail('oidc'),
  email_verified: true,
  name: 'Ada Lovelace',
  ...overrides,
});

/** Signs in at the issuer as `account`, starting from our route; returns where the app lands. */
async function signInWith(account: IssuerAccount, returnTo = '/dashboard', browser = new TestBrowser(t)) {
  issuer.signInAs(account);
  const landed = await browser.follow(`/api/auth/oauth/oidc?returnTo=${encodeURIComponent(returnTo)}`);
  return { browser, landed, sessionCookie: browser.cookie(TEST_ORIGIN, 'session_token') };
}

async function me(browser: TestBrowser) {
  return t.call('GET', '/api/me', { headers: { cookie: browser.cookieHeader(TEST_ORIGIN) } });
}

async function userByEmail(email: string) {
  return (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];
}

async function oidcAccountOf(userId: string) {
  return t.deps.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'oidc')));
}

describe('OpenID Connect sign-in', () => {
  it('lists the configured provider (and only it) on GET /api/auth/providers', async () => {
    const response = await t.call('GET', '/api/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(json(response).data).toEqual({
      providers: [{ id: 'oidc', name: 'Test Identity' }],
      magicLink: true,
      passkeys: true,
    });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await t.call('GET', '/api/auth/oauth/github');
    expect(response.statusCode).toBe(404);
    expect(json(response).success).toBe(false);
  });

  it('sends the user to the issuer with state, nonce and a S256 PKCE challenge', async () => {
    const browser = new TestBrowser(t);
    const start = await browser.get('/api/auth/oauth/oidc?returnTo=/dashboard');
    expect(start.status).toBe(302);
    const authorize = new URL(start.location ?? '');
    expect(authorize.origin).toBe(issuer.issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
  });

  it('creates an account for a new verified address, signs in and lands on returnTo', async () => {
    const account = issuerAccount();
    const browser = new TestBrowser(t, { 'accept-language': 'de-DE,de;q=0.9' });
    const { landed, sessionCookie } = await signInWith(account, '/dashboard?tab=1', browser);
    expect(`${landed.pathname}${landed.search}`).toBe('/dashboard?tab=1');
    expect(sessionCookie).toBeTruthy();
    // The issuer saw the PKCE challenge; the token request had to carry the verifier to succeed.
    expect(issuer.authorizationRequests.at(-1)?.searchParams.get('code_challenge')).toBeTruthy();

    const response = await me(browser);
    expect(response.statusCode).toBe(200);
    const user = json<{ data: { user: { email: string; emailVerified: boolean; locale: string } } }>(response)
      .data.user;
    expect(user).toMatchObject({ email: account.email, emailVerified: true, locale: 'de' });

    const stored = await userByEmail(account.email);
    expect(stored?.name).toBe('Ada Lovelace');
    expect(await oidcAccountOf(stored!.id)).toHaveLength(1);
    expect(await lastSecurityEvent(t, 'user_signup')).toMatchObject({ userId: stored!.id });
    // The provider verified the address: the welcome e-mail goes out, in the browser's language.
    const welcome = await t.lastEmail(account.email);
    expect(welcome?.template).toBe('welcome');
    expect(welcome?.subject).toMatch(/^Willkommen/);
    expect(await lastSecurityEvent(t, 'oauth_login')).toMatchObject({
      userId: stored!.id,
      metadata: { provider: 'oidc' },
    });
  });

  it('signs the same person in again to the same account', async () => {
    const account = issuerAccount();
    await signInWith(account);
    const second = await signInWith(account);
    expect(second.sessionCookie).toBeTruthy();
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(
      1,
    );
  });

  it('asks a user with two-factor for a code: no session until the challenge is answered', async () => {
    const existing = await t.createUser({ verified: true });
    const enable = await t.call('POST', '/api/me/two-factor/enable', {
      as: existing,
      payload: { password: existing.password },
    });
    const { secret } = json<{ data: { secret: string } }>(enable).data;
    await awayFromStepEdge();
    const verify = await t.call('POST', '/api/me/two-factor/verify', {
      as: existing,
      payload: { code: totp(secret) },
    });
    expect(verify.statusCode).toBe(200);

    const { landed, sessionCookie, browser } = await signInWith(issuerAccount({ email: existing.email }));
    expect(landed.pathname).toBe('/sign-in/two-factor');
    expect(sessionCookie).toBeFalsy();
    expect((await me(browser)).statusCode).toBe(401);
    const challengeToken = decodeURIComponent(/^#challenge=(.+)$/.exec(landed.hash)?.[1] ?? '');
    expect(challengeToken).not.toBe('');

    await awayFromStepEdge();
    const answered = await t.call('POST', '/api/auth/two-factor', {
      payload: { challengeToken, code: totp(secret, 1) },
    });
    expect(answered.statusCode).toBe(200);
    expect(json<{ data: { session: { user: { id: string } } } }>(answered).data.session.user.id).toBe(
      existing.id,
    );
  });

  it('links a verified address to the existing verified account with that address', async () => {
    const existing = await t.createUser({ verified: true });
    const { landed, browser } = await signInWith(issuerAccount({ email: existing.email }));
    expect(landed.pathname).toBe('/dashboard');
    const response = await me(browser);
    expect(json<{ data: { user: { id: string } } }>(response).data.user.id).toBe(existing.id);
    expect(await oidcAccountOf(existing.id)).toHaveLength(1);
    expect(await lastSecurityEvent(t, 'account_linked')).toMatchObject({
      userId: existing.id,
      metadata: { provider: 'oidc' },
    });
  });

  it('refuses an unverified address that matches an existing account, and links nothing', async () => {
    const existing = await t.createUser({ verified: true });
    const { landed, sessionCookie } = await signInWith(
      issuerAccount({ email: existing.email, email_verified: false }),
    );
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=account_not_linked');
    expect(sessionCookie).toBeUndefined();
    expect(await oidcAccountOf(existing.id)).toHaveLength(0);
    expect(await lastSecurityEvent(t, 'login_failed')).toMatchObject({
      success: false,
      metadata: { provider: 'oidc', reason: 'account_not_linked' },
    });
  });

  it('creates no account for a new unverified address', async () => {
    const account = issuerAccount({ email_verified: false });
    const { landed, sessionCookie } = await signInWith(account);
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=email_not_verified');
    expect(sessionCookie).toBeUndefined();
    expect(await userByEmail(account.email)).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new TestBrowser(t);
    issuer.signInAs(issuerAccount());
    const callback = await browser.follow('/api/auth/oauth/oidc', (url) => url.href.startsWith(CALLBACK));
    expect(callback.searchParams.get('code')).toBeTruthy();
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const landed = await browser.follow(tampered);
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=oauth_failed');
    expect(browser.cookie(TEST_ORIGIN, 'session_token')).toBeUndefined();
    expect((await lastSecurityEvent(t, 'login_failed'))?.metadata).toMatchObject({
      providerError: 'state_mismatch',
    });
  });

  it("refuses a callback replayed in another browser (the state is bound to the first one's cookie)", async () => {
    const browser = new TestBrowser(t);
    issuer.signInAs(issuerAccount());
    const callback = await browser.follow('/api/auth/oauth/oidc', (url) => url.href.startsWith(CALLBACK));
    const attacker = new TestBrowser(t);
    const landed = await attacker.follow(callback);
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=oauth_failed');
    expect(attacker.cookie(TEST_ORIGIN, 'session_token')).toBeUndefined();
    expect((await lastSecurityEvent(t, 'login_failed'))?.metadata).toMatchObject({
      providerError: 'state_mismatch',
    });
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])(
    'sends a foreign returnTo (%s) home instead',
    async (returnTo) => {
      const { landed, sessionCookie } = await signInWith(issuerAccount(), returnTo);
      expect(landed.origin).toBe(TEST_ORIGIN);
      expect(landed.pathname).toBe('/');
      expect(sessionCookie).toBeTruthy();
    },
  );

  it('refuses a banned user the way password sign-in does', async () => {
    const banned = await t.createUser({ verified: true });
    await signInWith(issuerAccount({ email: banned.email }));
    await t.deps.database.db
      .update(users)
      .set({ banned: true, banReason: 'spam' })
      .where(eq(users.id, banned.id));
    const { landed, sessionCookie } = await signInWith(issuerAccount({ email: banned.email }));
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=banned');
    expect(sessionCookie).toBeUndefined();
    const password = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: banned.email, password: banned.password },
    });
    expect(password.statusCode).toBe(403);
  });

  it('links from the account page, lists, and unlinks while a password remains', async () => {
    const user = await t.createUser({ verified: true });
    const browser = new TestBrowser(t);
    browser.addCookies(TEST_ORIGIN, user.cookie);
    const { landed } = await signInWith(issuerAccount({ email: user.email }), '/account/security', browser);
    expect(landed.pathname).toBe('/account/security');
    expect(await oidcAccountOf(user.id)).toHaveLength(1);
    expect(await lastSecurityEvent(t, 'account_linked')).toMatchObject({ userId: user.id });

    const listed = await t.call('GET', '/api/me/accounts', { as: user });
    expect(listed.statusCode).toBe(200);
    expect(json(listed).data).toMatchObject({
      accounts: [{ provider: 'oidc', name: 'Test Identity' }],
      available: [],
      hasPassword: true,
    });

    const unlinked = await t.call('DELETE', '/api/me/accounts/oidc', { as: user });
    expect(unlinked.statusCode).toBe(200);
    expect(await oidcAccountOf(user.id)).toHaveLength(0);
    expect(await lastSecurityEvent(t, 'account_unlinked')).toMatchObject({
      userId: user.id,
      metadata: { provider: 'oidc' },
    });
    const again = await t.call('DELETE', '/api/me/accounts/oidc', { as: user });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to unlink the last way to sign in', async () => {
    const account = issuerAccount();
    const { browser } = await signInWith(account);
    const cookie = browser.cookieHeader(TEST_ORIGIN);
    const response = await t.call('DELETE', '/api/me/accounts/oidc', {
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toMatch(/last way to sign in/);
    const stored = await userByEmail(account.email);
    expect(await oidcAccountOf(stored!.id)).toHaveLength(1);
    expect((await securityEvents(t, 'account_unlinked')).some((event) => event.userId === stored!.id)).toBe(
      false,
    );
  });

  it('counts a passkey as another way to sign in', async () => {
    const account = issuerAccount();
    const { browser } = await signInWith(account);
    const stored = await userByEmail(account.email);
    await t.deps.database.db.insert(passkeys).values({
      id: `key-${randomBytes(4).toString('hex')}`,
      name: 'Laptop',
      publicKey: 'AAAA',
      userId: stored!.id,
      credentialID: `cred-${randomBytes(4).toString('hex')}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const response = await t.call('DELETE', '/api/me/accounts/oidc', {
      headers: { cookie: browser.cookieHeader(TEST_ORIGIN), origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(await oidcAccountOf(stored!.id)).toHaveLength(0);
  });
});

describe('linking from the security page', () => {
  /** The signed-in `user` links the provider as `account`, starting from the security page. */
  async function linkAs(user: { cookie: string }, account: IssuerAccount) {
    const browser = new TestBrowser(t);
    browser.addCookies(TEST_ORIGIN, user.cookie);
    return signInWith(account, '/account/security', browser);
  }

  it('links a provider account whose verified address differs from the account', async () => {
    const user = await t.createUser({ verified: true });
    const { landed } = await linkAs(user, issuerAccount({ email: uniqueEmail('other') }));
    expect(`${landed.pathname}${landed.search}`).toBe('/account/security?linked=oidc');
    expect(await oidcAccountOf(user.id)).toHaveLength(1);
    // The account keeps its own address.
    expect((await t.deps.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(
      user.email,
    );
  });

  it('logs the link of a different verified address as account_linked', async () => {
    const user = await t.createUser({ verified: true });
    await linkAs(user, issuerAccount({ email: uniqueEmail('other') }));
    expect(await lastSecurityEvent(t, 'account_linked')).toMatchObject({
      userId: user.id,
      metadata: { provider: 'oidc' },
    });
  });

  it('refuses a different address the provider has not verified, and links nothing', async () => {
    const user = await t.createUser({ verified: true });
    const { landed } = await linkAs(
      user,
      issuerAccount({ email: uniqueEmail('other'), email_verified: false }),
    );
    expect(`${landed.pathname}${landed.search}`).toBe('/account/security?error=link_failed');
    expect(await oidcAccountOf(user.id)).toHaveLength(0);
    expect(await lastSecurityEvent(t, 'login_failed')).toMatchObject({
      userId: user.id,
      success: false,
      metadata: { provider: 'oidc', reason: 'link_failed' },
    });
  });

  it('signing in (not linking) with a different verified address never links to an existing account', async () => {
    const existing = await t.createUser({ verified: true });
    const account = issuerAccount({ email: uniqueEmail('other') });
    const { landed, browser } = await signInWith(account);
    expect(landed.pathname).toBe('/dashboard');
    expect(await oidcAccountOf(existing.id)).toHaveLength(0);
    // The provider's address got an account of its own.
    const signedIn = json<{ data: { user: { id: string; email: string } } }>(await me(browser)).data.user;
    expect(signedIn).toMatchObject({ email: account.email });
    expect(signedIn.id).not.toBe(existing.id);
  });
});
