/**
 * Impersonation: only admins start it, never as an admin; the session is the user's for at most an
 * hour, reaches no admin route, cannot impersonate, logs every request with the admin's id, and
 * stop ends it (with a cookie, the admin's own session comes back).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityLogs, sessions } from '../../db/schema.ts';
import { json, TEST_ORIGIN, type TestUser } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

async function impersonate(target: TestUser) {
  const response = await t.call('POST', `/api/admin/users/${target.id}/impersonate`, { as: admin });
  expect(response.statusCode).toBe(200);
  const body = json<{ data: { session: { token: string; user: Record<string, unknown> } } }>(response).data;
  return { token: body.session.token, user: body.session.user, response };
}

const sessionOfToken = async (token: string) => {
  const response = await t.call('GET', '/api/me/sessions', { as: { token } });
  return json<{ data: { sessions: Array<{ id: string; current: boolean; impersonatedBy: string | null }> } }>(
    response,
  ).data.sessions.find((session) => session.current)!;
};

describe('POST /api/admin/users/:id/impersonate', () => {
  it('refuses a user (403), an unknown id (404) and an admin as the target (403)', async () => {
    const user = await t.createUser({ verified: true });
    const target = await t.createUser({ verified: true });
    expect((await t.call('POST', `/api/admin/users/${target.id}/impersonate`, { as: user })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/admin/users/${target.id}/impersonate`)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/users/nobody/impersonate', { as: admin })).statusCode).toBe(404);
    const otherAdmin = await t.createUser({ role: 'admin' });
    const refused = await t.call('POST', `/api/admin/users/${otherAdmin.id}/impersonate`, { as: admin });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe('Admins cannot be impersonated');
  });

  it('answers the sign-in body for a one-hour session as the user, marked impersonatedBy', async () => {
    const target = await t.createUser({ verified: true, name: 'Helped User' });
    const { token, user } = await impersonate(target);
    expect(user).toEqual({ id: target.id, email: target.email, name: 'Helped User', role: 'user' });
    const me = json(await t.call('GET', '/api/me', { as: { token } }));
    expect(me.data.user).toMatchObject({ id: target.id, impersonating: true });
    expect(json(await t.call('GET', '/api/me', { as: target })).data.user).toMatchObject({
      impersonating: false,
    });
    const current = await sessionOfToken(token);
    expect(current.impersonatedBy).toBe(admin.id);
    const [row] = await t.deps.database.db.select().from(sessions).where(eq(sessions.id, current.id));
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await lastSecurityEvent(t, 'impersonation_started')).toMatchObject({
      userId: target.id,
      actorId: admin.id,
    });
    // The admin's own session is untouched.
    expect((await t.call('GET', '/api/admin/users', { as: admin })).statusCode).toBe(200);
  });

  it('the impersonation session reaches no admin route and cannot impersonate', async () => {
    const target = await t.createUser({ verified: true });
    const victim = await t.createUser({ verified: true });
    const { token } = await impersonate(target);
    expect((await t.call('GET', '/api/admin/users', { as: { token } })).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/users/${victim.id}/impersonate`, { as: { token } })).statusCode,
    ).toBe(403);
    // Even if the user became an admin meanwhile, the impersonation session stays out of the admin area.
    await t.call('POST', '/api/admin/users/promote', { as: admin, payload: { userId: target.id } });
    expect((await t.call('GET', '/api/admin/users', { as: { token } })).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/users/${victim.id}/impersonate`, { as: { token } })).statusCode,
    ).toBe(403);
  });

  it('the impersonating admin cannot change the password or delete the account', async () => {
    const target = await t.createUser({ verified: true });
    const { token } = await impersonate(target);
    const password = await t.call('POST', '/api/me/password', {
      as: { token },
      payload: { currentPassword: target.password, newPassword: 'chosen by the admin' },
    });
    expect(password.statusCode).toBe(403);
    const deletion = await t.call('DELETE', '/api/me', {
      as: { token },
      payload: { password: target.password },
    });
    expect(deletion.statusCode).toBe(403);
    expect((await t.call('GET', '/api/me', { as: target })).statusCode).toBe(200);
  });

  it('logs every request of the impersonation with the admin’s id', async () => {
    const target = await t.createUser({ verified: true });
    const { token } = await impersonate(target);
    await t.call('GET', '/api/me', { as: { token } });
    await t.call('GET', '/api/me/sessions', { as: { token } });
    // The entry is written after the answer is sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const entries = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(
        and(
          eq(securityLogs.userId, target.id),
          eq(securityLogs.eventType, 'admin_access'),
          sql`${securityLogs.metadata} ->> 'impersonation' = 'true'`,
        ),
      );
    expect(entries.map((entry) => entry.metadata.route)).toEqual(['/api/me', '/api/me/sessions']);
    for (const entry of entries) expect(entry.actorId).toBe(admin.id);
  });

  it('ends an hour after it began, even if the session was extended', async () => {
    const target = await t.createUser({ verified: true });
    const { token } = await impersonate(target);
    const { id } = await sessionOfToken(token);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000);
    await t.deps.database.db
      .update(sessions)
      .set({ createdAt: hourAgo, expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.id, id));
    expect((await t.call('GET', '/api/me', { as: { token } })).statusCode).toBe(401);
    expect(await t.deps.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });
});

describe('POST /api/admin/impersonation/stop', () => {
  it('refuses a session that is not impersonating (400) and a visitor (401)', async () => {
    const user = await t.createUser({ verified: true });
    expect((await t.call('POST', '/api/admin/impersonation/stop', { as: user })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/impersonation/stop', { as: admin })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/impersonation/stop')).statusCode).toBe(401);
  });

  it('ends the impersonation of a bearer client', async () => {
    const target = await t.createUser({ verified: true });
    const { token } = await impersonate(target);
    const response = await t.call('POST', '/api/admin/impersonation/stop', { as: { token } });
    expect(json(response)).toEqual({ data: { success: true }, success: true });
    expect((await t.call('GET', '/api/me', { as: { token } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/users', { as: admin })).statusCode).toBe(200);
    expect(await lastSecurityEvent(t, 'impersonation_stopped')).toMatchObject({
      userId: target.id,
      actorId: admin.id,
    });
  });

  it('gives a cookie client the admin’s own session back', async () => {
    const target = await t.createUser({ verified: true });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/impersonate`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(started.statusCode).toBe(200);
    const jar = new Map<string, string>(
      admin.cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string]),
    );
    const absorb = (cookies: Array<{ name: string; value: string }>) => {
      for (const cookie of cookies)
        cookie.value ? jar.set(cookie.name, cookie.value) : jar.delete(cookie.name);
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    absorb(started.cookies as Array<{ name: string; value: string }>);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader() } });
    expect(json(asUser).data.user).toMatchObject({ id: target.id });

    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation/stop',
      headers: { cookie: cookieHeader(), origin: TEST_ORIGIN },
    });
    expect(stopped.statusCode).toBe(200);
    absorb(stopped.cookies as Array<{ name: string; value: string }>);
    const back = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader() } });
    expect(json(back).data.user).toMatchObject({ id: admin.id, role: 'admin' });
  });
});
