/**
 * Sessions and accounts, attacked over HTTP (the real app on its own database, with the Stripe
 * stand-in at the network boundary): fresh tokens on every sign-in, single-use and expiring
 * e-mailed tokens, constant-time password checks, no account enumeration by answer or by timing,
 * and no open redirect on any return path the API or the web app honours.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptionPlans, verifications } from '../../src/server/db/schema.ts';
import { hashPassword, verifyPassword } from '../../src/server/features/auth/password.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../src/server/testing/app.ts';
import { safeReturnPath } from '../../src/shared/auth-contracts.ts';
import { type StripeStandIn, startStripeStandIn } from '../support/doubles/stripe-stand-in.ts';

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env());
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const signIn = async (email: string, password: string, headers: Record<string, string> = {}) => {
  const response = await post('/api/auth/sign-in', { email, password }, headers);
  expect(response.statusCode).toBe(200);
  const token = (json(response).data.session as { token: string }).token;
  const cookie = response.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
  return { token, cookie };
};
const tokenFromLink = (text: string, path: string) => {
  const match = text.match(new RegExp(`${TEST_ORIGIN}${path}\\?token=([^\\s"&<]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
};
async function signUp(email = uniqueEmail('acct')) {
  const response = await post('/api/auth/sign-up', { email, password: 'password-123', name: 'Acct' });
  expect(response.statusCode).toBe(201);
  return { email, token: tokenFromLink((await t.lastEmail(email))!.text, '/verify-email') };
}
async function resetToken(email: string) {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  return tokenFromLink((await t.lastEmail(email))!.text, '/reset-password');
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
async function timed<T>(request: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint();
  const result = await request();
  return [Number(process.hrtime.bigint() - start) / 1e6, result];
}

const RESET_INVALID = {
  error: 'This reset link is invalid or has expired',
  success: false,
  code: 'link_invalid',
};
const VERIFY_INVALID = {
  error: 'This verification link is invalid or has expired',
  success: false,
  code: 'link_invalid',
};

describe('sessions', () => {
  it('issues a new token on every sign-in, even when the caller presents a session; sign-out ends only its own', async () => {
    const user = await t.createUser();
    // A second sign-in that carries the first session (cookie and bearer) still gets a new one:
    // a token planted in a victim's browser is never promoted to a signed-in session.
    const second = await signIn(user.email, user.password, { cookie: user.cookie, origin: TEST_ORIGIN });
    const third = await signIn(user.email, user.password, { authorization: `Bearer ${user.token}` });
    const tokens = [user.token, second.token, third.token];
    expect(new Set(tokens).size).toBe(3);
    expect(second.cookie).not.toBe(user.cookie);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);

    const out = await post('/api/auth/sign-out', {}, { authorization: `Bearer ${second.token}` });
    expect(out.statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(third.token)).statusCode).toBe(200);
    // The signed-out session's cookie is dead too; the others' cookies still work.
    const viaCookie = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await viaCookie(second.cookie)).statusCode).toBe(401);
    expect((await viaCookie(user.cookie)).statusCode).toBe(200);
  });
});

describe('e-mailed tokens', () => {
  it('a reset link works once: a second use, even at the same moment, is refused', async () => {
    const user = await t.createUser();
    const token = await resetToken(user.email);
    const attempts = await Promise.all(
      ['first-new-password', 'second-new-password'].map((password) =>
        post('/api/auth/reset-password', { token, password }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = attempts.find((response) => response.statusCode === 400)!;
    expect(json(refused)).toEqual(RESET_INVALID);
    const again = await post('/api/auth/reset-password', { token, password: 'third-new-password' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(RESET_INVALID);
    // Exactly one of the two passwords took.
    const results = await Promise.all(
      ['first-new-password', 'second-new-password'].map(
        async (password) => (await post('/api/auth/sign-in', { email: user.email, password })).statusCode,
      ),
    );
    expect(results.sort()).toEqual([200, 401]);
  });

  it('a reset link expires after an hour (stored expiry moved into the past)', async () => {
    const user = await t.createUser();
    const token = await resetToken(user.email);
    const [row] = await t.deps.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    // better-auth's resetPasswordTokenExpiresIn is one hour.
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const expired = await post('/api/auth/reset-password', { token, password: 'too-late-password' });
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual(RESET_INVALID);
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('a verification link works until the address is verified, then only says so (no session)', async () => {
    const { token } = await signUp();
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toMatchObject({ success: true, alreadyVerified: true });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a verification link expires after 24 hours', async () => {
    const fresh = await signUp();
    const stale = await signUp();
    // Only Date is faked (timers stay real): the JWT's exp is checked against the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 23 * 3600_000);
      expect((await post('/api/auth/verify-email', { token: fresh.token })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      const expired = await post('/api/auth/verify-email', { token: stale.token });
      expect(expired.statusCode).toBe(400);
      expect(json(expired)).toEqual(VERIFY_INVALID);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('passwords are compared in constant time', () => {
  it('verifyPassword reads better-auth hashes, refuses wrong and malformed ones, and is what better-auth uses', async () => {
    const stored = await betterAuthHash('Pässword-1'); // better-auth's own format
    expect(await verifyPassword({ hash: stored, password: 'Pässword-1' })).toBe(true);
    // NFKC: the decomposed "ä" is the same password.
    expect(await verifyPassword({ hash: stored, password: 'Pa\u0308ssword-1' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'Pässword-2' })).toBe(false);
    const [salt, key] = stored.split(':');
    expect(await verifyPassword({ hash: `${salt}:${key!.slice(0, -2)}`, password: 'Pässword-1' })).toBe(
      false,
    );
    await expect(verifyPassword({ hash: 'no-separator', password: 'x' })).rejects.toThrow();
    expect(await verifyPassword({ hash: await hashPassword('round trip'), password: 'round trip' })).toBe(
      true,
    );

    const context = await t.deps.auth.$context;
    expect(context.password.verify).toBe(verifyPassword);
    // better-auth hashes through ours, at this run's cost (hashCostFor('test'), password.ts).
    const made = await context.password.hash('through better-auth');
    expect(made).toMatch(/^\$scrypt\$n=1024,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: made, password: 'through better-auth' })).toBe(true);
  });
});

describe('no account enumeration', () => {
  it('sign-in: a wrong password and an unknown e-mail get the same answer in similar time', async () => {
    const user = await t.createUser();
    const attempt = (email: string) => post('/api/auth/sign-in', { email, password: 'wrong-password-1' });
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 8; round++) {
      const [knownTime, known] = await timed(() => attempt(user.email));
      const [unknownTime, unknown] = await timed(() => attempt(uniqueEmail('nobody')));
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.payload).toBe(known.payload);
      knownTimes.push(knownTime);
      unknownTimes.push(unknownTime);
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio, `known ${knownTimes}, unknown ${unknownTimes}`).toBeGreaterThan(0.5);
    expect(ratio, `known ${knownTimes}, unknown ${unknownTimes}`).toBeLessThan(2);
  });

  it('forgot-password: a known and an unknown e-mail get the same answer in similar time', async () => {
    const user = await t.createUser();
    const request = (email: string) => post('/api/auth/forgot-password', { email });
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 8; round++) {
      const [knownTime, known] = await timed(() => request(user.email));
      const [unknownTime, unknown] = await timed(() => request(uniqueEmail('nobody')));
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.payload).toBe(known.payload);
      knownTimes.push(knownTime);
      unknownTimes.push(unknownTime);
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio, `known ${knownTimes}, unknown ${unknownTimes}`).toBeGreaterThan(0.5);
    expect(ratio, `known ${knownTimes}, unknown ${unknownTimes}`).toBeLessThan(2);
  });
});

describe('no open redirect', () => {
  const EVIL = ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];
  const noEvil = (response: { headers: Record<string, unknown>; payload: string }) => {
    expect(response.headers.location).toBeUndefined();
    expect(response.payload).not.toMatch(/evil\.example|javascript:/);
  };

  it('auth endpoints ignore callbackURL / redirectTo and never answer with a redirect', async () => {
    const email = uniqueEmail('redir');
    const created = await post('/api/auth/sign-up', {
      email,
      password: 'password-123',
      name: 'Redir',
      callbackURL: EVIL[0],
    });
    expect(created.statusCode).toBe(201);
    noEvil(created);
    const verificationMail = (await t.lastEmail(email))!;
    expect(verificationMail.html + verificationMail.text).not.toMatch(/evil\.example|javascript:/);
    const token = tokenFromLink(verificationMail.text, '/verify-email');
    const verified = await post('/api/auth/verify-email', { token, callbackURL: EVIL[1] });
    expect(verified.statusCode).toBe(200);
    noEvil(verified);

    for (const target of EVIL) {
      const signedIn = await post('/api/auth/sign-in', {
        email,
        password: 'password-123',
        callbackURL: target,
      });
      expect(signedIn.statusCode).toBe(200);
      noEvil(signedIn);
      const forgot = await post('/api/auth/forgot-password', {
        email,
        redirectTo: target,
        callbackURL: target,
      });
      expect(forgot.statusCode).toBe(200);
      noEvil(forgot);
      const resetMail = (await t.lastEmail(email))!;
      expect(resetMail.template).toBe('password_reset');
      expect(resetMail.html + resetMail.text).not.toMatch(/evil\.example|javascript:|callbackURL/);
    }
  });

  it("better-auth's own redirecting endpoints are not reachable", async () => {
    const { token } = await signUp();
    const evil = encodeURIComponent('https://evil.example');
    for (const url of [
      `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${evil}`,
      `/api/auth/reset-password/some-token?callbackURL=${evil}`,
      `/api/auth/sign-in/social?callbackURL=${evil}`,
      `/api/auth/callback/github?state=x&callbackURL=${evil}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('checkout and billing-portal return URLs are our own, whatever the body says', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [pro] = await t.deps.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.slug, 'pro'));
    const priceId = `price_acct_${randomBytes(4).toString('hex')}`;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/subscription-plans/${pro!.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripePriceIdMonthly: priceId },
    });
    expect(update.statusCode).toBe(200);

    const user = await t.createUser({ verified: true });
    const auth = { authorization: `Bearer ${user.token}` };
    const hostile = {
      successUrl: 'https://evil.example/s',
      cancelUrl: '//evil.example/c',
      success_url: 'https://evil.example/s',
      cancel_url: 'https://evil.example/c',
      returnUrl: 'https://evil.example/r',
      return_url: 'https://evil.example/r',
    };
    const checkout = await post(
      '/api/subscription/checkout',
      { priceId, billingCycle: 'monthly', ...hostile },
      auth,
    );
    expect(checkout.statusCode).toBe(200);
    const portal = await post('/api/subscription/portal', hostile, auth);
    expect(portal.statusCode).toBe(200);

    const sent = stripe.requests.filter((request) =>
      ['/v1/checkout/sessions', '/v1/billing_portal/sessions'].includes(request.path),
    );
    expect(sent.map((request) => request.path)).toEqual([
      '/v1/checkout/sessions',
      '/v1/billing_portal/sessions',
    ]);
    const [checkoutSession, portalSession] = sent;
    expect(checkoutSession!.params.success_url).toBe(`${TEST_ORIGIN}/account/billing?checkout=success`);
    expect(checkoutSession!.params.cancel_url).toBe(`${TEST_ORIGIN}/pricing`);
    expect(portalSession!.params.return_url).toBe(`${TEST_ORIGIN}/account/billing`);
    expect(JSON.stringify(sent)).not.toMatch(/evil\.example/);
  });

  it("the web app's ?redirect= after sign-in stays on this site", () => {
    for (const target of [
      ...EVIL,
      'https:evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      ' //evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      'data:text/html,<script>alert(1)</script>',
      `/${'a'.repeat(2048)}`,
      undefined,
      42,
    ]) {
      expect(safeReturnPath(target), String(target)).toBe('/account');
    }
    for (const path of ['/', '/blog/hello?x=1#top', '/dashboard/admin/users?search=%2F%2Fx']) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });
});
