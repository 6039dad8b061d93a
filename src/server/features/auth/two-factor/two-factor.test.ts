/**
 * Two-factor through HTTP against the real database. TOTP codes are computed here with
 * node:crypto (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), not with the library under test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactorChallenges } from '../../../db/schema.ts';
import { createTestApp, json, type TestApp, type TestUser } from '../../../testing/app.ts';
import { lastSecurityEvent, securityEvents } from '../../../testing/security-events.ts';
import { awayFromStepEdge, totp } from '../../../testing/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function enableTwoFactor(user: TestUser) {
  const enable = await t.call('POST', '/api/me/two-factor/enable', {
    as: user,
    payload: { password: user.password },
  });
  expect(enable.statusCode).toBe(200);
  const data = json(enable).data as { secret: string; totpUri: string; backupCodes: string[] };
  await awayFromStepEdge();
  const verify = await t.call('POST', '/api/me/two-factor/verify', {
    as: user,
    payload: { code: totp(data.secret) },
  });
  expect(json(verify)).toEqual({ data: { enabled: true }, success: true });
  return data;
}

async function challengeFor(user: TestUser): Promise<string> {
  const signIn = await t.call('POST', '/api/auth/sign-in', {
    payload: { email: user.email, password: user.password },
  });
  expect(signIn.statusCode).toBe(200);
  const body = json(signIn).data as { twoFactorRequired: boolean; challengeToken: string };
  expect(body.twoFactorRequired).toBe(true);
  return body.challengeToken;
}

const answer = (challengeToken: string, code: string) =>
  t.call('POST', '/api/auth/two-factor', { payload: { challengeToken, code } });

const sessionCount = async (userId: string) =>
  (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST /api/me/two-factor/enable and /verify', () => {
  it('refuses anonymous callers and a wrong password', async () => {
    const anonymous = await t.call('POST', '/api/me/two-factor/enable', { payload: { password: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.createUser();
    const wrong = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error).toBe('Incorrect password');
    const missing = await t.call('POST', '/api/me/two-factor/enable', { as: user, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('hands out a secret and ten backup codes, active only once a code confirms them', async () => {
    const user = await t.createUser();
    const enable = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { password: user.password },
    });
    const data = json(enable).data as { secret: string; totpUri: string; backupCodes: string[] };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totpUri).toContain(`secret=${data.secret}`);
    expect(data.totpUri.startsWith('otpauth://totp/')).toBe(true);
    expect(new Set(data.backupCodes).size).toBe(10);

    expect(json(await t.call('GET', '/api/me/two-factor', { as: user })).data).toEqual({ enabled: false });
    // Pending: signing in still starts a session.
    const before = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(json(before).data).toHaveProperty('session');

    const wrong = await t.call('POST', '/api/me/two-factor/verify', {
      as: user,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    await awayFromStepEdge();
    const verify = await t.call('POST', '/api/me/two-factor/verify', {
      as: user,
      payload: { code: totp(data.secret) },
    });
    expect(json(verify)).toEqual({ data: { enabled: true }, success: true });
    expect((await lastSecurityEvent(t, 'two_factor_enabled'))?.userId).toBe(user.id);
    expect(json(await t.call('GET', '/api/me/two-factor', { as: user })).data).toEqual({ enabled: true });
    expect((await t.call('GET', '/api/me/two-factor')).statusCode).toBe(401);
    expect((await t.lastEmail(user.email))?.subject).toMatch(/Two-factor authentication is on/);

    const again = await t.call('POST', '/api/me/two-factor/enable', {
      as: user,
      payload: { password: user.password },
    });
    expect(again.statusCode).toBe(409);
    const verifyAgain = await t.call('POST', '/api/me/two-factor/verify', {
      as: user,
      payload: { code: totp(data.secret) },
    });
    expect(verifyAgain.statusCode).toBe(409);
  });

  it('verify without a pending setup is a conflict', async () => {
    const user = await t.createUser();
    const response = await t.call('POST', '/api/me/two-factor/verify', {
      as: user,
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('sign-in with two-factor', () => {
  it('answers a challenge and no session, then a session for a current code', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    const sessionsBefore = await sessionCount(user.id);

    const signIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn)).toEqual({
      data: { twoFactorRequired: true, challengeToken: expect.any(String) },
      success: true,
    });
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(sessionsBefore);

    const challengeToken = (json(signIn).data as { challengeToken: string }).challengeToken;
    await awayFromStepEdge();
    const response = await answer(challengeToken, totp(secret));
    expect(response.statusCode).toBe(200);
    const session = (json(response).data as { session: { token: string; user: { id: string } } }).session;
    expect(session.user.id).toBe(user.id);
    expect(String(response.headers['set-cookie'])).toContain('session_token');
    const me = await t.call('GET', '/api/me', { as: session });
    expect(me.statusCode).toBe(200);
    const login = await lastSecurityEvent(t, 'user_login');
    expect(login).toMatchObject({ userId: user.id, metadata: { twoFactor: 'totp' } });

    // One challenge, one session.
    const reused = await answer(challengeToken, totp(secret));
    expect(reused.statusCode).toBe(401);
  });

  it('accepts a code one step early or late and refuses two steps away', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    for (const [offset, status] of [
      [-2, 401],
      [2, 401],
      [-1, 200],
      [1, 200],
    ] as const) {
      const challengeToken = await challengeFor(user);
      await awayFromStepEdge();
      const response = await answer(challengeToken, totp(secret, offset));
      expect({ offset, status: response.statusCode }).toEqual({ offset, status });
    }
  });

  it('takes a code once: the same code cannot answer a second challenge', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    const first = await challengeFor(user);
    const second = await challengeFor(user);
    await awayFromStepEdge();
    const code = totp(secret);
    expect((await answer(first, code)).statusCode).toBe(200);
    const replay = await answer(second, code);
    expect(replay.statusCode).toBe(401);
    expect(json(replay).error).toBe('Invalid code');
    // The next step's code is new, and still works on the same challenge.
    expect((await answer(second, totp(secret, 1))).statusCode).toBe(200);
  });

  it('takes each backup code once', async () => {
    const user = await t.createUser();
    const { backupCodes } = await enableTwoFactor(user);
    const code = backupCodes[0] ?? '';
    const first = await answer(await challengeFor(user), code);
    expect(first.statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'backup_code_used')).toMatchObject({ userId: user.id });
    const second = await answer(await challengeFor(user), code);
    expect(second.statusCode).toBe(401);
    expect(json(second).error).toBe('Invalid code');
    // Typed loosely (upper case, no dash) another one still works.
    const loose = (backupCodes[1] ?? '').replace('-', '').toUpperCase();
    expect((await answer(await challengeFor(user), loose)).statusCode).toBe(200);
  });

  it('kills a challenge after five wrong attempts', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    const challengeToken = await challengeFor(user);
    const failedBefore = (await securityEvents(t, 'two_factor_failed')).length;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await answer(challengeToken, '000000');
      expect(response.statusCode).toBe(401);
    }
    expect((await securityEvents(t, 'two_factor_failed')).length).toBe(failedBefore + 5);
    await awayFromStepEdge();
    const late = await answer(challengeToken, totp(secret));
    expect(late.statusCode).toBe(401);
    expect(json(late).error).toMatch(/sign in again/);
  });

  it('lets a challenge live five minutes', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    const challengeToken = await challengeFor(user);
    const db = t.deps.database.db;
    const [row] = await db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    expect(row).toBeDefined();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 5 * 60 * 1000)).toBeLessThan(2000);
    // Five minutes later: the same challenge, expired.
    await db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, user.id));
    await awayFromStepEdge();
    const response = await answer(challengeToken, totp(secret));
    expect(response.statusCode).toBe(401);
  });

  it('refuses unknown tokens and bad bodies', async () => {
    expect((await answer('not-a-token', '123456')).statusCode).toBe(401);
    const bad = await t.call('POST', '/api/auth/two-factor', { payload: { code: 12 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/me/two-factor/disable and /backup-codes', () => {
  it('turns two-factor off with the password and a code', async () => {
    const user = await t.createUser();
    const { secret } = await enableTwoFactor(user);
    const wrongPassword = await t.call('POST', '/api/me/two-factor/disable', {
      as: user,
      payload: { password: 'wrong wrong', code: totp(secret) },
    });
    expect(wrongPassword.statusCode).toBe(403);
    const wrongCode = await t.call('POST', '/api/me/two-factor/disable', {
      as: user,
      payload: { password: user.password, code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    await awayFromStepEdge();
    const disable = await t.call('POST', '/api/me/two-factor/disable', {
      as: user,
      payload: { password: user.password, code: totp(secret) },
    });
    expect(json(disable)).toEqual({ data: { enabled: false }, success: true });
    expect(await lastSecurityEvent(t, 'two_factor_disabled')).toMatchObject({ userId: user.id });
    const signIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(json(signIn).data).toHaveProperty('session');
    const again = await t.call('POST', '/api/me/two-factor/disable', {
      as: user,
      payload: { password: user.password, code: totp(secret) },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.call('POST', '/api/me/two-factor/disable', { payload: { password: 'x', code: '123456' } }))
        .statusCode,
    ).toBe(401);
  });

  it('replaces the backup codes: the old ones stop working', async () => {
    const user = await t.createUser();
    const notYet = await t.call('POST', '/api/me/two-factor/backup-codes', {
      as: user,
      payload: { password: user.password },
    });
    expect(notYet.statusCode).toBe(409);
    const { backupCodes: old } = await enableTwoFactor(user);
    expect(
      (
        await t.call('POST', '/api/me/two-factor/backup-codes', {
          as: user,
          payload: { password: 'wrong wrong' },
        })
      ).statusCode,
    ).toBe(403);
    const response = await t.call('POST', '/api/me/two-factor/backup-codes', {
      as: user,
      payload: { password: user.password },
    });
    const fresh = (json(response).data as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect((await answer(await challengeFor(user), old[0] ?? '')).statusCode).toBe(401);
    expect((await answer(await challengeFor(user), fresh[0] ?? '')).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/me/two-factor/backup-codes', { payload: { password: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REQUIRE_ADMIN_2FA: 'true' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses an admin without two-factor on admin routes until they enable it', async () => {
    const admin = await strict.createUser({ role: 'admin' });
    const refused = await strict.call('GET', '/api/admin/dashboard', { as: admin });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toMatch(/Two-factor authentication is required for admins/);

    const enable = await strict.call('POST', '/api/me/two-factor/enable', {
      as: admin,
      payload: { password: admin.password },
    });
    expect(enable.statusCode).toBe(200);
    const { secret } = json(enable).data as { secret: string };
    await awayFromStepEdge();
    const verify = await strict.call('POST', '/api/me/two-factor/verify', {
      as: admin,
      payload: { code: totp(secret) },
    });
    expect(verify.statusCode).toBe(200);
    expect((await strict.call('GET', '/api/admin/dashboard', { as: admin })).statusCode).toBe(200);

    // Users are not affected.
    const user = await strict.createUser();
    expect((await strict.call('GET', '/api/admin/dashboard', { as: user })).json()).toEqual({
      error: 'Forbidden',
      success: false,
      code: 'forbidden',
    });
  });

  it('is off by default', async () => {
    const admin = await t.createUser({ role: 'admin' });
    expect((await t.call('GET', '/api/admin/dashboard', { as: admin })).statusCode).toBe(200);
  });
});
