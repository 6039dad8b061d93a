/**
 * GitHub and Google sign-in through better-auth's own providers, with stand-ins for the
 * providers' token and user endpoints at the network boundary (this test's `fetch` sends the
 * requests for their hosts to the stand-ins: tests/support/doubles/provider-hosts.ts). The user's
 * consent at the provider is played by the test: it mints a code and follows the redirect back.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type StandIn,
  type StandInProfile,
  startGitHubStandIn,
  startGoogleStandIn,
} from '../../../../../tests/support/doubles/oauth-provider-stand-ins.ts';
import { forwardProviderHosts } from '../../../../../tests/support/doubles/provider-hosts.ts';
import { TestBrowser } from '../../../../../tests/support/test-browser.ts';
import { loadConfig } from '../../../config.ts';
import { accounts, users } from '../../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../testing/app.ts';
import { freePort } from '../../../testing/ports.ts';
import { lastSecurityEvent } from '../../../testing/security-events.ts';

const GOOGLE_CLIENT_ID = 'google-client.apps.googleusercontent.com';

let github: StandIn;
let google: StandIn;
let t: TestApp;
let stopForwarding: (() => void) | undefined;

beforeAll(async () => {
  github = await startGitHubStandIn();
  google = await startGoogleStandIn(GOOGLE_CLIENT_ID);
  stopForwarding = forwardProviderHosts({ github: github.url, google: google.url });
  t = await createTestApp({
    GITHUB_CLIENT_ID: 'github-client',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'google-secret',
  });
});

afterAll(async () => {
  await t?.close();
  stopForwarding?.();
  await github?.close();
  await google?.close();
});

const profile = (overrides: Partial<StandInProfile> = {}): StandInProfile => ({
  id: String(randomInt(1, 2 ** 31)),
  email: uniqueEmail('social'),
  emailVerified: true,
  name: 'Grace Hopper',
  ...overrides,
});

/** Starts at our route, "consents" at the provider as `who`, and follows the redirect back. */
async function signInWith(provider: 'github' | 'google', standIn: StandIn, who: StandInProfile) {
  const browser = new TestBrowser(t);
  const start = await browser.get(`/api/auth/oauth/${provider}?returnTo=/dashboard`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.location ?? '');
  const callback = new URL(authorize.searchParams.get('redirect_uri') ?? '');
  callback.searchParams.set('code', standIn.approve(who));
  callback.searchParams.set('state', authorize.searchParams.get('state') ?? '');
  const landed = await browser.follow(callback);
  return { authorize, landed, browser, sessionCookie: browser.cookie(TEST_ORIGIN, 'session_token') };
}

async function providerAccount(email: string, provider: string) {
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  if (!user) return { user, rows: [] };
  const rows = await t.deps.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, provider)));
  return { user, rows };
}

describe('GitHub and Google sign-in', () => {
  it('offers both configured providers', async () => {
    const response = await t.call('GET', '/api/auth/providers');
    expect(json(response).data).toEqual({
      providers: [
        { id: 'github', name: 'GitHub' },
        { id: 'google', name: 'Google' },
      ],
      magicLink: true,
      passkeys: true,
    });
  });

  it('GitHub: a new verified address gets an account and a session', async () => {
    const who = profile();
    const { authorize, landed, sessionCookie } = await signInWith('github', github, who);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('github-client');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/oauth/github/callback`);
    expect(landed.pathname).toBe('/dashboard');
    expect(sessionCookie).toBeTruthy();

    const token = github.tokenRequests.at(-1);
    expect(token?.get('client_secret')).toBe('github-secret');
    expect(token?.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/oauth/github/callback`);

    const { user, rows } = await providerAccount(who.email, 'github');
    expect(user).toMatchObject({ name: 'Grace Hopper', emailVerified: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountId).toBe(who.id);
    expect(await lastSecurityEvent(t, 'oauth_login')).toMatchObject({
      userId: user?.id,
      metadata: { provider: 'github' },
    });
  });

  it('GitHub: an unverified address matching an account is refused and not linked', async () => {
    const existing = await t.createUser({ verified: true });
    const { landed, sessionCookie } = await signInWith(
      'github',
      github,
      profile({ email: existing.email, emailVerified: false }),
    );
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=account_not_linked');
    expect(sessionCookie).toBeUndefined();
    expect((await providerAccount(existing.email, 'github')).rows).toHaveLength(0);
  });

  it('GitHub: a code the provider does not accept signs nobody in', async () => {
    const browser = new TestBrowser(t);
    const start = await browser.get('/api/auth/oauth/github');
    const state = new URL(start.location ?? '').searchParams.get('state') ?? '';
    const landed = await browser.follow(`/api/auth/oauth/github/callback?code=forged&state=${state}`);
    expect(`${landed.pathname}${landed.search}`).toBe('/sign-in?error=oauth_failed');
    expect(browser.cookie(TEST_ORIGIN, 'session_token')).toBeUndefined();
  });

  it('Google: PKCE verifier matches the challenge; a verified address links to the existing account', async () => {
    const existing = await t.createUser({ verified: true });
    const { authorize, landed, browser } = await signInWith(
      'google',
      google,
      profile({ email: existing.email }),
    );
    expect(landed.pathname).toBe('/dashboard');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const verifier = google.tokenRequests.at(-1)?.get('code_verifier') ?? '';
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      authorize.searchParams.get('code_challenge'),
    );
    const me = await t.call('GET', '/api/me', { headers: { cookie: browser.cookieHeader(TEST_ORIGIN) } });
    expect(json<{ data: { user: { id: string } } }>(me).data.user.id).toBe(existing.id);
    expect((await providerAccount(existing.email, 'google')).rows).toHaveLength(1);
    expect(await lastSecurityEvent(t, 'account_linked')).toMatchObject({
      userId: existing.id,
      metadata: { provider: 'google' },
    });
  });

  it('lists the providers a user can still link', async () => {
    const who = profile();
    await signInWith('google', google, who);
    const user = await t.createUser({ verified: true });
    const listed = await t.call('GET', '/api/me/accounts', { as: user });
    expect(json(listed).data).toEqual({
      accounts: [],
      available: [
        { id: 'github', name: 'GitHub' },
        { id: 'google', name: 'Google' },
      ],
      hasPassword: true,
    });
  });
});

describe('an admin impersonating a user', () => {
  it('cannot link a provider to the account: 403 at the start, nothing linked, refusal logged', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser({ verified: true });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/impersonate`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(started.statusCode).toBe(200);
    const browser = new TestBrowser(t);
    browser.addCookies(TEST_ORIGIN, admin.cookie);
    browser.addCookies(
      TEST_ORIGIN,
      started.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    );

    const start = await browser.get('/api/auth/oauth/github?returnTo=/account/security');
    if (start.location) {
      // Had the start gone through, the admin would consent at the provider with their own account.
      const authorize = new URL(start.location);
      const callback = new URL(authorize.searchParams.get('redirect_uri') ?? '');
      callback.searchParams.set('code', github.approve(profile({ email: user.email })));
      callback.searchParams.set('state', authorize.searchParams.get('state') ?? '');
      await browser.follow(callback);
    }
    expect(start.status).toBe(403);
    expect((await providerAccount(user.email, 'github')).rows).toHaveLength(0);
    expect(await lastSecurityEvent(t, 'permission_denied', user.id)).toMatchObject({
      actorId: admin.id,
      metadata: { route: '/api/auth/oauth/:provider', impersonation: true },
    });
  });
});

describe('provider configuration', () => {
  it('needs client ID and secret together', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'x' })).toThrow(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({}).oauth).toMatchObject({ github: undefined, google: undefined, oidc: undefined });
  });
});

describe('rate limit', () => {
  it('counts the provider routes in the auth scope, but not the list of providers', async () => {
    const limited = await createTestApp({
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
      RATE_LIMIT_AUTH_MAX: '2',
    });
    try {
      const from = '203.0.113.7';
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.call('GET', '/api/auth/providers', { from })).statusCode).toBe(200);
      }
      expect((await limited.call('GET', '/api/auth/oauth/github', { from })).statusCode).toBe(302);
      expect((await limited.call('GET', '/api/auth/oauth/github', { from })).statusCode).toBe(302);
      const refused = await limited.call('GET', '/api/auth/oauth/github/callback?code=x&state=y', { from });
      expect(refused.statusCode).toBe(429);
      expect(json(refused).success).toBe(false);
      // The list of ways in stays readable when the sign-in budget is spent.
      expect((await limited.call('GET', '/api/auth/providers', { from })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('an OpenID issuer that cannot be reached', () => {
  it('sends the browser back to sign-in with a message instead of an error page', async () => {
    const unreachable = await createTestApp({
      OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await unreachable.call('GET', '/api/auth/oauth/oidc?returnTo=/dashboard');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${TEST_ORIGIN}/sign-in?error=oauth_failed`);
    } finally {
      await unreachable.close();
    }
  });
});
