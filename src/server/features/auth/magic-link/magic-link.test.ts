import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../testing/app.ts';
import { lastSecurityEvent } from '../../../testing/security-events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.call('POST', url, { payload });

async function linkFor(email: string): Promise<string> {
  const mail = await t.lastEmail(email);
  expect(mail?.template).toBe('magic_link');
  const match = mail!.text.match(new RegExp(`${TEST_ORIGIN}/magic-link\\?token=([^\\s"&<]+)`));
  if (!match?.[1]) throw new Error(`no magic link in: ${mail!.text}`);
  return decodeURIComponent(match[1]);
}

describe('magic links', () => {
  it('e-mails a link to /magic-link that signs in once, with the sign-in body and the security events', async () => {
    const user = await t.createUser({ verified: true, name: 'Grace' });
    const request = await post('/api/auth/magic-link', { email: user.email.toUpperCase() });
    expect(request.statusCode).toBe(200);
    expect(json(request)).toEqual({
      success: true,
      data: { success: true, message: expect.stringContaining('sign-in link') },
    });
    expect(await lastSecurityEvent(t, 'magic_link_requested', user.id)).toBeDefined();

    const mail = await t.lastEmail(user.email);
    expect(mail?.text).toContain('Grace');
    expect(mail?.text).toContain('15 minutes');
    const token = await linkFor(user.email);

    const signIn = await post('/api/auth/magic-link/verify', { token });
    expect(signIn.statusCode).toBe(200);
    const body = json<{ data: { session: { token: string; user: Record<string, unknown> } } }>(signIn);
    expect(body.data.session.user).toEqual({ id: user.id, email: user.email, name: 'Grace', role: 'user' });
    expect(String(signIn.headers['set-cookie'])).toContain('session_token');
    const me = await t.call('GET', '/api/me', { as: { token: body.data.session.token } });
    expect(me.statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'magic_link_login', user.id)).toBeDefined();

    const reuse = await post('/api/auth/magic-link/verify', { token });
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse).error).toMatch(/invalid, expired or already used/);
  });

  it('refuses an expired link with 400', async () => {
    const user = await t.createUser({ verified: true });
    await post('/api/auth/magic-link', { email: user.email });
    const token = await linkFor(user.email);
    const [row] = await t.deps.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'magic-link:%'))
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    // Valid for 15 minutes: the row's expiry is that far ahead (a minute's slack for slow runs)…
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    // …and once it has passed, the link no longer signs in.
    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    const expired = await post('/api/auth/magic-link/verify', { token });
    expect(expired.statusCode).toBe(400);
  });

  it('answers an unknown address exactly like a known one and sends it nothing', async () => {
    const user = await t.createUser({ verified: true });
    const ghostEmail = uniqueEmail('ghost');
    const known = await post('/api/auth/magic-link', { email: user.email });
    const ghost = await post('/api/auth/magic-link', { email: ghostEmail });
    expect(ghost.statusCode).toBe(200);
    expect(json(ghost)).toEqual(json(known));
    expect(await t.lastEmail(ghostEmail)).toBeUndefined();
    // No account is created for it either.
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, ghostEmail))).toEqual([]);
  });

  it('refuses a made-up token with 400 and bad bodies with the validation envelope', async () => {
    expect((await post('/api/auth/magic-link/verify', { token: 'made-up-token' })).statusCode).toBe(400);
    expect((await post('/api/auth/magic-link/verify', {})).statusCode).toBe(400);
    const badEmail = await post('/api/auth/magic-link', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).success).toBe(false);
  });

  it('refuses a banned user the same way as a password sign-in', async () => {
    const user = await t.createUser({ verified: true });
    await post('/api/auth/magic-link', { email: user.email });
    const token = await linkFor(user.email);
    await t.deps.database.db
      .update(users)
      .set({ banned: true, banReason: 'Spamming the contact form' })
      .where(eq(users.id, user.id));
    const password = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    const magic = await post('/api/auth/magic-link/verify', { token });
    expect(magic.statusCode).toBe(403);
    expect(password.statusCode).toBe(403);
    expect(json(magic).error).toBe(json(password).error);
    expect((await lastSecurityEvent(t, 'login_failed', user.id))?.metadata).toMatchObject({
      method: 'magic_link',
      reason: 'banned',
    });
  });

  it('verifies the address of an unverified account (following the link proves it)', async () => {
    const user = await t.createUser();
    await post('/api/auth/magic-link', { email: user.email });
    const signIn = await post('/api/auth/magic-link/verify', { token: await linkFor(user.email) });
    expect(signIn.statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });
});

describe('magic links to an unverified account', () => {
  it('still removes the password and earlier sessions, and now logs it and tells the owner by e-mail', async () => {
    const user = await t.createUser({ name: 'Early Bird' });
    await post('/api/auth/magic-link', { email: user.email });
    const signIn = await post('/api/auth/magic-link/verify', { token: await linkFor(user.email) });
    expect(signIn.statusCode).toBe(200);
    // The auth library's defence against a pre-registered address is kept.
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(401);
    const password = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(password.statusCode).toBe(401);

    expect(await lastSecurityEvent(t, 'unverified_access_revoked', user.id)).toMatchObject({
      severity: 'high',
      metadata: { passwordRemoved: true, providersRemoved: [], sessionsEnded: 1 },
    });
    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('unverified_access_revoked');
    expect(mail?.text).toContain('Early Bird');
    expect(mail?.text).toContain('password');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
  });

  it('writes that e-mail in the owner’s language', async () => {
    const user = await t.createUser();
    await t.deps.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, user.id));
    await post('/api/auth/magic-link', { email: user.email });
    await post('/api/auth/magic-link/verify', { token: await linkFor(user.email) });
    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('unverified_access_revoked');
    expect(mail?.subject).toContain('frühere Anmeldewege wurden entfernt');
  });

  it('removes, logs and sends nothing for a verified account', async () => {
    const user = await t.createUser({ verified: true });
    await post('/api/auth/magic-link', { email: user.email });
    expect((await post('/api/auth/magic-link/verify', { token: await linkFor(user.email) })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'unverified_access_revoked', user.id)).toBeUndefined();
    expect((await t.lastEmail(user.email))?.template).toBe('magic_link');
  });
});

describe('magic links: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('shares the auth scope', async () => {
    const email = uniqueEmail('limited');
    const call = () => limited.call('POST', '/api/auth/magic-link', { payload: { email }, from: '10.9.8.7' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });
});
