import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs, sessions, users } from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../testing/app.ts';
import { ensureAdmin } from './bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call('POST', url, { payload, headers });
/** GET /api/me with a bearer token: the quickest check that a session works. */
const meWith = (token: string) => t.call('GET', '/api/me', { as: { token } });
/** A raw sign-up body with its content type (malformed, oversized, not JSON). */
const rawSignUp = (contentType: string, payload: string) =>
  t.call('POST', '/api/auth/sign-up', { headers: { 'content-type': contentType }, payload });

const tokenFromLink = (text: string, path: string) => {
  const match = text.match(new RegExp(`${TEST_ORIGIN}${path}\\?token=([^\\s"&<]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
};

async function eventsFor(userId: string) {
  return t.deps.database.db
    .select()
    .from(securityLogs)
    .where(eq(securityLogs.userId, userId))
    .orderBy(desc(securityLogs.id));
}

describe('sign-up', () => {
  it('creates an unverified account, answers the spec body, sends the verification e-mail and starts no session', async () => {
    const email = uniqueEmail('signup');
    const response = await post('/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: 'password123',
      name: 'Ada',
    });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toEqual({
      data: {
        user: { id: expect.any(String), email, emailVerified: false },
        message: expect.stringContaining('verification'),
      },
      success: true,
    });
    expect(response.headers['set-cookie']).toBeUndefined();

    const mail = await t.lastEmail(email);
    expect(mail?.template).toBe('email_verification');
    expect(mail?.status).toBe('sent');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/verify-email?token=`);

    const userId = (body.data.user as { id: string }).id;
    const [event] = await eventsFor(userId);
    expect(event).toMatchObject({
      eventType: 'user_signup',
      eventCategory: 'authentication',
      success: true,
      requestPath: '/api/auth/sign-up',
    });
  });

  it('answers 409 to the loser of two simultaneous sign-ups with one e-mail', async () => {
    const email = uniqueEmail('race');
    const [first, second] = await Promise.all([
      post('/api/auth/sign-up', { email, password: 'password123', name: 'A' }),
      post('/api/auth/sign-up', { email, password: 'password456', name: 'B' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a taken e-mail with 409', async () => {
    const email = uniqueEmail('taken');
    expect((await post('/api/auth/sign-up', { email, password: 'password123', name: 'A' })).statusCode).toBe(
      201,
    );
    const again = await post('/api/auth/sign-up', { email, password: 'password456', name: 'B' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      error: 'An account with this e-mail already exists',
      success: false,
      code: 'email_taken',
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'password123', name: 'A' }, 'email'],
    [{ email: 'a@b.co', password: 'short', name: 'A' }, 'password'],
    [{ email: 'a@b.co', password: 'x'.repeat(129), name: 'A' }, 'password'],
    [{ email: 'a@b.co', password: 'password123' }, 'name'],
    [{ email: 'a@b.co', password: 'password123', name: '' }, 'name'],
    [{ email: 'a@b.co', password: 12345678, name: 'A' }, 'password'],
    [{ email: `${'a'.repeat(300)}@b.co`, password: 'password123', name: 'A' }, 'email'],
    [{ email: 'a@b.co', password: 'password123', name: 'n'.repeat(5000) }, 'name'],
  ])('answers 400 with field details for %j', async (payload, field) => {
    const response = await post('/api/auth/sign-up', payload);
    expect(response.statusCode).toBe(400);
    const body = json(response) as { success: boolean; error: string; details: Array<{ path: string }> };
    expect(body.success).toBe(false);
    expect(body.details.map((detail) => detail.path)).toContain(field);
  });

  it('answers 400 to malformed JSON and a non-object body, 413 to an oversized body, 415 to a wrong content type', async () => {
    const malformed = await rawSignUp('application/json', '{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ error: 'Malformed JSON body', success: false, code: 'malformed_json' });

    const array = await rawSignUp('application/json', '[1,2]');
    expect(array.statusCode).toBe(400);

    const huge = await rawSignUp(
      'application/json',
      JSON.stringify({
        email: 'a@b.co',
        password: 'password123',
        name: 'x'.repeat(2 * 1024 * 1024),
      }),
    );
    expect(huge.statusCode).toBe(413);
    expect(json(huge).success).toBe(false);

    const text = await rawSignUp('text/plain', 'hello');
    expect(text.statusCode).toBe(415);
    expect(json(text).success).toBe(false);
  });
});

describe('verify-email', () => {
  it('verifies with the e-mailed token once the link is followed, and logs email_verified', async () => {
    const email = uniqueEmail('verify');
    const signUp = await post('/api/auth/sign-up', { email, password: 'password123', name: 'Vera' });
    const userId = (json(signUp).data.user as { id: string }).id;
    const token = tokenFromLink((await t.lastEmail(email))!.text, '/verify-email');

    const response = await post('/api/auth/verify-email', { token });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { success: true, message: expect.any(String), alreadyVerified: false },
      success: true,
    });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerified).toBe(true);
    expect((await eventsFor(userId)).map((event) => event.eventType)).toContain('email_verified');
  });

  it('answers a link followed again with "already verified": 200, no session, nothing changed', async () => {
    const email = uniqueEmail('twice');
    const signUp = await post('/api/auth/sign-up', { email, password: 'password123', name: 'Twice' });
    const userId = (json(signUp).data.user as { id: string }).id;
    const token = tokenFromLink((await t.lastEmail(email))!.text, '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const [verified] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    const sessionCount = async () =>
      (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    const sessionsBefore = await sessionCount();
    const eventsBefore = (await eventsFor(userId)).length;
    const mailsBefore = (await t.lastEmail(email))!.id;

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({
      data: {
        success: true,
        alreadyVerified: true,
        message: 'This e-mail address is already verified. You can sign in.',
      },
      success: true,
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(sessionsBefore);
    expect((await eventsFor(userId)).length).toBe(eventsBefore);
    expect((await t.lastEmail(email))!.id).toBe(mailsBefore);
    const [after] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(after).toEqual(verified);

    // A token for that verified address that this service did not sign stays invalid.
    const [header, payload] = token.split('.');
    const forged = await post('/api/auth/verify-email', { token: `${header}.${payload}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(json(forged)).toEqual({
      error: 'This verification link is invalid or has expired',
      success: false,
      code: 'link_invalid',
    });
  });

  it('refuses a forged or malformed token with 400', async () => {
    for (const token of ['nonsense', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.forged']) {
      const response = await post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        error: 'This verification link is invalid or has expired',
        success: false,
        code: 'link_invalid',
      });
    }
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  it('resends the link for an unverified account and answers the same for an unknown one', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/sign-up', { email, password: 'password123', name: 'R' });
    const first = (await t.lastEmail(email))!.id;
    const known = await post('/api/auth/resend-verification', { email });
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(known));
    expect((await t.lastEmail(email))!.id).toBeGreaterThan(first);
  });
});

describe('sign-in and sessions', () => {
  it('returns the spec body, an HttpOnly SameSite=Lax cookie, and a token that works as a bearer', async () => {
    const email = uniqueEmail('signin');
    await post('/api/auth/sign-up', { email, password: 'password123', name: 'Sam' });
    const response = await post('/api/auth/sign-in', { email, password: 'password123' });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({
      data: {
        session: {
          token: expect.any(String),
          user: { id: expect.any(String), email, name: 'Sam', role: 'user' },
        },
      },
      success: true,
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const token = (body.data.session as { token: string }).token;
    const me = await meWith(token);
    expect(me.statusCode).toBe(200);
    expect((json(me).data.user as { email: string }).email).toBe(email);

    // The token alone, without its signature, is not a credential.
    const unsigned = token.split('.')[0];
    const forged = await meWith(unsigned!);
    expect(forged.statusCode).toBe(401);

    const cookie = response.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const viaCookie = await t.call('GET', '/api/me', { headers: { cookie } });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and logs login_failed', async () => {
    const user = await t.createUser();
    const wrong = await post('/api/auth/sign-in', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/sign-in', {
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({
      error: 'Invalid email or password',
      success: false,
      code: 'invalid_credentials',
    });
    expect(json(unknown)).toEqual(json(wrong));
    const [event] = await eventsFor(user.id);
    expect(event).toMatchObject({ eventType: 'login_failed', success: false, severity: 'medium' });
    expect(event?.ipAddress).toBeTruthy();
  });

  it('gives a new token on every sign-in and revokes only the signed-out one', async () => {
    const user = await t.createUser();
    const second = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    const secondToken = (json(second).data.session as { token: string }).token;
    expect(secondToken).not.toBe(user.token);

    const out = await post('/api/auth/sign-out', {}, { authorization: `Bearer ${user.token}` });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ data: { success: true }, success: true });
    const old = await meWith(user.token);
    expect(old.statusCode).toBe(401);
    expect(json(old)).toEqual({ error: 'Unauthorized', success: false, code: 'unauthorized' });
    const still = await meWith(secondToken);
    expect(still.statusCode).toBe(200);
    expect((await eventsFor(user.id)).map((event) => event.eventType)).toContain('user_logout');
  });

  it('signs out a cookie session and clears the cookie', async () => {
    const user = await t.createUser();
    const out = await post('/api/auth/sign-out', {}, { cookie: user.cookie, origin: TEST_ORIGIN });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    const me = await t.call('GET', '/api/me', { headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('the signed-in hint cookie', () => {
  const setCookies = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    return (Array.isArray(header) ? header : header ? [header] : []).map(String);
  };
  const hintOf = (response: { headers: Record<string, unknown> }) =>
    setCookies(response).find((cookie) => cookie.startsWith('signed_in='));
  const maxAgeOf = (cookie: string | undefined) => cookie?.match(/Max-Age=(\d+)/i)?.[1];

  it('is set readable beside the session cookie on sign-in, with its lifetime, path and SameSite', async () => {
    const user = await t.createUser();
    const response = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const session = setCookies(response).find((cookie) => /session_token=/.test(cookie));
    const hint = hintOf(response);
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\//i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(maxAgeOf(hint)).toBeDefined();
    expect(maxAgeOf(hint)).toBe(maxAgeOf(session));
  });

  it('is cleared on sign-out, and when a request carries it without a session', async () => {
    const user = await t.createUser();
    const out = await post(
      '/api/auth/sign-out',
      {},
      { cookie: `${user.cookie}; signed_in=1`, origin: TEST_ORIGIN },
    );
    expect(out.statusCode).toBe(200);
    expect(hintOf(out)).toMatch(/^signed_in=;.*Max-Age=0/i);

    const stale = await t.call('GET', '/api/me', { headers: { cookie: `${user.cookie}; signed_in=1` } });
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)).toMatch(/^signed_in=;.*Max-Age=0/i);
    const hintOnly = await t.call('GET', '/api/me', { headers: { cookie: 'signed_in=1' } });
    expect(hintOnly.statusCode).toBe(401);
    expect(hintOf(hintOnly)).toMatch(/^signed_in=;.*Max-Age=0/i);
    // A visitor without the hint gets no cookie at all.
    const visitor = await t.call('GET', '/api/me');
    expect(visitor.statusCode).toBe(401);
    expect(setCookies(visitor)).toEqual([]);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link, sets the new password and signs out every other session', async () => {
    const user = await t.createUser();
    const request = await post('/api/auth/forgot-password', { email: user.email });
    expect(request.statusCode).toBe(200);
    const ghost = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(json(ghost)).toEqual(json(request));

    const mail = await t.lastEmail(user.email);
    expect(mail?.template).toBe('password_reset');
    const token = tokenFromLink(mail!.text, '/reset-password');

    expect((await post('/api/auth/reset-password', { token, password: 'short' })).statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'another-password' })).statusCode).toBe(
      400,
    );

    const old = await meWith(user.token);
    expect(old.statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/sign-in', { email: user.email, password: 'brand-new-password' })).statusCode,
    ).toBe(200);

    const types = (await eventsFor(user.id)).map((event) => event.eventType);
    expect(types).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('refuses an unknown token with 400', async () => {
    const response = await post('/api/auth/reset-password', {
      token: 'nope',
      password: 'brand-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: 'This reset link is invalid or has expired',
      success: false,
      code: 'link_invalid',
    });
  });
});

describe('bans', () => {
  async function ban(userId: string, reason: string, expires: Date | null) {
    // Stands in for the admin ban action (user-management feature): flag the user, revoke sessions.
    await t.deps.database.db
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: expires })
      .where(eq(users.id, userId));
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  it('refuses sign-in with the reason, and old tokens get 401', async () => {
    const user = await t.createUser();
    await ban(user.id, 'Spamming the contact form', null);
    const me = await meWith(user.token);
    expect(me.statusCode).toBe(401);
    const signIn = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toContain('Spamming the contact form');
    const [event] = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user.id), eq(securityLogs.eventType, 'login_failed')))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(event?.metadata).toMatchObject({ reason: 'banned' });
  });

  it('blocks a session that still exists for a banned user', async () => {
    const user = await t.createUser();
    await t.deps.database.db.update(users).set({ banned: true, banReason: 'x' }).where(eq(users.id, user.id));
    const me = await meWith(user.token);
    expect(me.statusCode).toBe(401);
  });

  it('no longer applies once the expiry has passed', async () => {
    const user = await t.createUser();
    await ban(user.id, 'Cooling off', new Date(Date.now() - 1000));
    const signIn = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('names the expiry of a temporary ban', async () => {
    const user = await t.createUser();
    const until = new Date(Date.now() + 86_400_000);
    await ban(user.id, 'Cooling off', until);
    const signIn = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toContain(until.toISOString());
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('refuses sign-in until the address is verified', async () => {
    const strict = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      const email = uniqueEmail('strict');
      await strict.call('POST', '/api/auth/sign-up', {
        payload: { email, password: 'password123', name: 'S' },
      });
      const before = await strict.call('POST', '/api/auth/sign-in', {
        payload: { email, password: 'password123' },
      });
      expect(before.statusCode).toBe(403);
      expect(json(before).error).toMatch(/verify/i);
      const link = (await strict.lastEmail(email))!.text;
      const token = decodeURIComponent(link.match(/verify-email\?token=([^\s]+)/)![1]!);
      expect((await strict.call('POST', '/api/auth/verify-email', { payload: { token } })).statusCode).toBe(
        200,
      );
      const after = await strict.call('POST', '/api/auth/sign-in', {
        payload: { email, password: 'password123' },
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('first admin', () => {
  it('takes an unverified registration of the admin address away from its registrant', async () => {
    const email = uniqueEmail('squatter');
    const squatter = await t.createUser({ email, password: 'squatter-password' });
    await ensureAdmin(t.deps.database.db, t.deps.auth, email, 'operator-password');

    const old = await meWith(squatter.token);
    expect(old.statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email, password: 'squatter-password' })).statusCode).toBe(401);
    const operator = await post('/api/auth/sign-in', { email, password: 'operator-password' });
    expect(operator.statusCode).toBe(200);
    expect((json(operator).data.session as { user: { role: string } }).user.role).toBe('admin');
  });

  it('promotes a verified account and keeps its password', async () => {
    const member = await t.createUser({ verified: true });
    expect(await ensureAdmin(t.deps.database.db, t.deps.auth, member.email, 'ignored-password')).toBe(
      'promoted',
    );
    const signIn = await post('/api/auth/sign-in', { email: member.email, password: member.password });
    expect((json(signIn).data.session as { user: { role: string } }).user.role).toBe('admin');
    expect(await ensureAdmin(t.deps.database.db, t.deps.auth, member.email, 'ignored-password')).toBe(
      'unchanged',
    );
  });
});
