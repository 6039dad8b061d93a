/** Sessions, password change, e-mail change and export, through HTTP against the real database. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { json, type TestApp, type TestUser } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const other = sharedUser(t, { verified: true });

/** A further sign-in of the same account (another device), with its own token. */
async function signInAgain(
  app: TestApp,
  user: TestUser,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
) {
  const response = await app.call('POST', '/api/auth/sign-in', {
    payload: { email: user.email, password: user.password },
    userAgent,
  });
  expect(response.statusCode).toBe(200);
  return { ...user, token: json<{ data: { session: { token: string } } }>(response).data.session.token };
}

const sessionsOf = async (user: TestUser) => {
  const response = await t.call('GET', '/api/me/sessions', { as: user });
  expect(response.statusCode).toBe(200);
  return json<{ data: { sessions: Array<Record<string, unknown>> } }>(response).data.sessions;
};

describe('GET /api/me/sessions', () => {
  it('lists the caller’s active sessions, marks this one, and shows device and address', async () => {
    const user = await t.createUser({ verified: true });
    await signInAgain(t, user);
    const list = await sessionsOf(user);
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.find((session) => !session.current)).toMatchObject({
      userAgent: expect.stringContaining('Firefox'),
      ipAddress: '127.0.0.1',
      impersonatedBy: null,
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
    });
    // Never the token: the list is not a way to take over a session.
    expect(JSON.stringify(list)).not.toContain(user.token.split('.')[0]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.call('GET', '/api/me/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('revokes a session, which is refused at once, and logs it', async () => {
    const user = await t.createUser({ verified: true });
    const laptop = await signInAgain(t, user);
    const laptopId = (await sessionsOf(laptop)).find((session) => session.current)!.id as string;
    const response = await t.call('DELETE', `/api/me/sessions/${laptopId}`, { as: user });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { success: true }, success: true });
    expect((await t.call('GET', '/api/me', { as: laptop })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
    const event = await lastSecurityEvent(t, 'session_revoked');
    expect(event).toMatchObject({ userId: user.id, metadata: { sessionId: laptopId, count: 1 } });
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const user = await t.createUser({ verified: true });
    const otherId = (await sessionsOf(other))[0]!.id as string;
    const response = await t.call('DELETE', `/api/me/sessions/${otherId}`, { as: user });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'Session not found', success: false, code: 'not_found' });
    expect((await t.call('GET', '/api/me', { as: other })).statusCode).toBe(200);
  });
});

describe('POST /api/me/sessions/revoke-others', () => {
  it('revokes every other session, keeps this one, and counts them', async () => {
    const user = await t.createUser({ verified: true });
    const phone = await signInAgain(t, user);
    const tablet = await signInAgain(t, user);
    const response = await t.call('POST', '/api/me/sessions/revoke-others', { as: user });
    expect(json(response)).toEqual({ data: { revoked: 2 }, success: true });
    for (const revoked of [phone, tablet])
      expect((await t.call('GET', '/api/me', { as: revoked })).statusCode).toBe(401);
    expect(await sessionsOf(user)).toHaveLength(1);
    expect((await t.call('GET', '/api/me', { as: other })).statusCode).toBe(200);
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/password', {
      as: user,
      payload: { currentPassword: 'not my password', newPassword: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('The password is not correct');
    const signIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('validates the new password with the sign-up rules (400, not 500)', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/password', {
      as: user,
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('changes the password, revokes the other sessions, keeps this one, tells the user', async () => {
    const user = await t.createUser({ verified: true });
    const elsewhere = await signInAgain(t, user);
    const response = await t.call('POST', '/api/me/password', {
      as: user,
      payload: { currentPassword: user.password, newPassword: 'a brand new secret' },
    });
    expect(json(response)).toEqual({ data: { success: true }, success: true });
    expect((await t.call('GET', '/api/me', { as: elsewhere })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me', { as: user })).statusCode).toBe(200);
    const old = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: 'a brand new secret' },
    });
    expect(fresh.statusCode).toBe(200);
    expect((await t.lastEmail(user.email))?.template).toBe('password_changed');
    expect(await lastSecurityEvent(t, 'password_changed')).toMatchObject({
      userId: user.id,
      metadata: { revokedSessions: 1 },
    });
  });

  it('PUT /api/me does not change a password (the one way is this route)', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('PUT', '/api/me', { as: user, payload: { password: 'sneaky new one' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/me/email and /api/me/email/confirm', () => {
  const linkToken = (html: string) => /confirm-email-change\?token=([^"&<\s]+)/.exec(html)?.[1];

  it('refuses a wrong password', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/email', {
      as: user,
      payload: { newEmail: 'moved@example.com', password: 'wrong password' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends a link to the new address; the change applies only when it is followed; the old address is told', async () => {
    const user = await t.createUser({ verified: true, name: 'Mover' });
    const newEmail = `moved-${Date.now()}@example.com`;
    const response = await t.call('POST', '/api/me/email', {
      as: user,
      payload: { newEmail: newEmail.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'email_change_requested')).toMatchObject({ userId: user.id });
    // Nothing changed yet.
    expect(json(await t.call('GET', '/api/me', { as: user })).data.user).toMatchObject({ email: user.email });

    const mail = await t.lastEmail(newEmail);
    expect(mail?.template).toBe('email_change_confirm');
    const token = decodeURIComponent(linkToken(mail!.html)!);
    const confirmed = await t.call('POST', '/api/me/email/confirm', { payload: { token } });
    expect(json(confirmed)).toEqual({ data: { success: true, email: newEmail }, success: true });
    expect(json(await t.call('GET', '/api/me', { as: user })).data.user).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    const notice = await t.lastEmail(user.email);
    expect(notice?.template).toBe('email_change_notice');
    expect(notice?.html).toContain(newEmail);
    expect(await lastSecurityEvent(t, 'email_changed')).toMatchObject({ userId: user.id });
    // The link works once.
    expect((await t.call('POST', '/api/me/email/confirm', { payload: { token } })).statusCode).toBe(400);
    // Signing in uses the new address.
    const signIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: newEmail, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends no link for an address in use, with the same answer', async () => {
    const user = await t.createUser({ verified: true });
    const response = await t.call('POST', '/api/me/email', {
      as: user,
      payload: { newEmail: other.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.lastEmail(other.email))?.template).not.toBe('email_change_confirm');
  });

  it('answers 409 when the new address was taken between the request and the link', async () => {
    const user = await t.createUser({ verified: true });
    const newEmail = `race-${Date.now()}@example.com`;
    await t.call('POST', '/api/me/email', { as: user, payload: { newEmail, password: user.password } });
    const token = decodeURIComponent(linkToken((await t.lastEmail(newEmail))!.html)!);
    await t.createUser({ email: newEmail });
    const response = await t.call('POST', '/api/me/email/confirm', { payload: { token } });
    expect(response.statusCode).toBe(409);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('refuses a made-up token', async () => {
    const response = await t.call('POST', '/api/me/email/confirm', { payload: { token: 'made-up' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/me/export', () => {
  it('is one JSON attachment of what is stored about the caller, without secrets', async () => {
    const user = await t.createUser({ verified: true, name: 'Exporter' });
    await t.call('POST', '/api/feedback', {
      as: user,
      payload: { type: 'feature', message: 'Please add an export button.' },
    });
    const response = await t.call('GET', '/api/me/export', { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = response.json() as Record<string, unknown>;
    expect(document).toMatchObject({
      userId: user.id,
      profile: { id: user.id, email: user.email, name: 'Exporter' },
      signInMethods: [{ provider: 'credential', hasPassword: true }],
      sessions: [expect.objectContaining({ userId: user.id })],
      feedback: [expect.objectContaining({ message: 'Please add an export button.' })],
      securityLog: expect.arrayContaining([expect.objectContaining({ eventType: 'user_login' })]),
    });
    const [session] = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(response.body).not.toContain(session!.token);
    expect(response.body).not.toMatch(/scrypt|"password":/);
    expect(await lastSecurityEvent(t, 'data_exported')).toMatchObject({ userId: user.id });
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.call('GET', '/api/me/export')).statusCode).toBe(401);
  });
});
