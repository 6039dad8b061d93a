/**
 * Accounts without a password (created through a sign-in provider or a magic link): a first
 * password, two-factor and the e-mail change, each confirmed with the e-mailed code in place of
 * the password they never had. Through HTTP against the real database.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, sessions, twoFactors, verifications } from '../../db/schema.ts';
import { json, type TestUser } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp } from '../../testing/suite.ts';
import { awayFromStepEdge, totp } from '../../testing/totp.ts';

const t = sharedTestApp();
const NEW_PASSWORD = 'a-first-password-42';

/** A user who signs in another way: no credential account at all, as after an OAuth sign-up. */
async function passwordlessUser(): Promise<TestUser> {
  const user = await t.createUser({ verified: true });
  await t.deps.database.db
    .delete(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  return user;
}

/** Asks for a code and reads it from the e-mail. */
async function emailedCode(user: TestUser): Promise<string> {
  const response = await t.call('POST', '/api/me/confirmation-code', { as: user });
  expect(response.statusCode).toBe(200);
  const email = await t.lastEmail(user.email);
  expect(email?.template).toBe('confirmation_code');
  const code = /letter-spacing:4px[^>]*>([A-Z0-9]{8})</.exec(email!.html)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const setPassword = (user: TestUser, code: string, newPassword = NEW_PASSWORD) =>
  t.call('POST', '/api/me/password/set', { as: user, payload: { code, newPassword } });

const signIn = (email: string, password: string) =>
  t.call('POST', '/api/auth/sign-in', { payload: { email, password } });

describe('POST /api/me/confirmation-code', () => {
  it('e-mails a code to an account without a password', async () => {
    const user = await passwordlessUser();
    expect(await emailedCode(user)).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('sends no code to an account with a password (409 has_password)', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/confirmation-code', { as: user });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'has_password' });
  });
});

describe('POST /api/me/password/set', () => {
  it('sets a first password with the e-mailed code, which then signs in', async () => {
    const user = await passwordlessUser();
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
    const response = await setPassword(user, await emailedCode(user));
    expect(response.statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('logs password_set and signs out the other sessions, keeping this one', async () => {
    const user = await passwordlessUser();
    const db = t.deps.database.db;
    // Another device's session, copied from this one's row with its own token.
    const [current] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    await db
      .insert(sessions)
      .values({ ...current!, id: `${current!.id}-other`, token: `${current!.token}-other` });
    expect((await setPassword(user, await emailedCode(user))).statusCode).toBe(200);
    const left = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((session) => session.id)).toEqual([current!.id]);
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'password_set', user.id)).toMatchObject({
      userId: user.id,
      metadata: { revokedSessions: 1 },
    });
    expect((await t.lastEmail(user.email))?.template).toBe('password_set');
  });

  it('refuses a wrong code (400 code_invalid) and sets nothing', async () => {
    const user = await passwordlessUser();
    await emailedCode(user);
    const response = await setPassword(user, 'AAAAAAAA');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const user = await passwordlessUser();
    const code = await emailedCode(user);
    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'account-confirmation:%'));
    const response = await setPassword(user, code);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
  });

  it('refuses a code already used', async () => {
    const user = await passwordlessUser();
    const code = await emailedCode(user);
    expect(
      (await t.call('POST', '/api/me/two-factor/enable', { as: user, payload: { code } })).statusCode,
    ).toBe(200);
    const response = await setPassword(user, code);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
  });

  it('refuses another user’s code', async () => {
    const user = await passwordlessUser();
    const stranger = await passwordlessUser();
    const response = await setPassword(user, await emailedCode(stranger));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
  });

  it('refuses an account that has a password (400 has_password), which keeps it', async () => {
    const user = await t.createUser({ verified: true });
    const response = await setPassword(user, 'AAAAAAAA');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'has_password' });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('two-factor for an account without a password', () => {
  it('starts the setup with the e-mailed code', async () => {
    const user = await passwordlessUser();
    const response = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { code: await emailedCode(user) },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ secret: expect.any(String) });
    const [row] = await t.deps.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row).toBeDefined();
  });

  it('turns it off with a fresh e-mailed code and a code from the app', async () => {
    const user = await passwordlessUser();
    const enable = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { code: await emailedCode(user) },
    });
    const { secret } = json(enable).data as { secret: string };
    await awayFromStepEdge();
    const verify = await t.call('POST', '/api/me/two-factor/verify', {
      as: user,
      payload: { code: totp(secret) },
    });
    expect(verify.statusCode).toBe(200);
    const disable = await t.call('POST', '/api/me/two-factor/disable', {
      as: user,
      payload: { emailCode: await emailedCode(user), code: totp(secret) },
    });
    expect(json(disable)).toEqual({ data: { enabled: false }, success: true });
  });

  it('refuses a wrong e-mailed code (400 code_invalid)', async () => {
    const user = await passwordlessUser();
    const response = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { code: 'AAAAAAAA' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
  });

  it('still asks an account with a password for the password, not a code', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { code: 'AAAAAAAA' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'has_password' });
  });
});

describe('e-mail change for an account without a password', () => {
  it('sends the confirmation link with the e-mailed code', async () => {
    const user = await passwordlessUser();
    const newEmail = `moved-${user.email}`;
    const response = await t.call('POST', '/api/me/email', {
      as: user,
      payload: { newEmail, code: await emailedCode(user) },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.lastEmail(newEmail))?.template).toBe('email_change_confirm');
  });

  it('refuses a wrong e-mailed code and sends no link', async () => {
    const user = await passwordlessUser();
    const newEmail = `moved-${user.email}`;
    const response = await t.call('POST', '/api/me/email', {
      as: user,
      payload: { newEmail, code: 'AAAAAAAA' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'code_invalid' });
    expect(await t.lastEmail(newEmail)).toBeUndefined();
  });
});
