import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, TEST_ORIGIN, uniqueEmail } from '../../testing/app.ts';
import { nonAdminCalls } from '../../testing/non-admin-calls.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { INVITE_BATCH } from './invitations.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const join = (payload: object) => t.app.inject({ method: 'POST', url: '/api/waitlist', payload });
const asAdmin = (method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: admin, payload });
type Entries = {
  entries: Array<{ id: number; email: string; status: string }>;
  pagination: Record<string, number>;
  counts: Record<string, number>;
};

describe('POST /api/waitlist', () => {
  it('adds a pending entry (201), and the same e-mail again returns it without a duplicate (200)', async () => {
    const email = uniqueEmail('wait');
    const first = await join({ email: email.toUpperCase(), name: 'Wanda' });
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({
      data: {
        entry: { id: expect.any(Number), email, name: 'Wanda', status: 'pending' },
        message: expect.any(String),
      },
      success: true,
    });
    const again = await join({ email, name: 'Wanda again' });
    expect(again.statusCode).toBe(200);
    expect((json(again).data.entry as { id: number }).id).toBe((json(first).data.entry as { id: number }).id);
    const rows = await t.deps.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [
      { email: 'nope', name: 'A' },
      { email: 'a@b.co' },
      { email: 'a@b.co', name: 'x'.repeat(101) },
    ]) {
      expect((await join(payload)).statusCode).toBe(400);
    }
  });

  it('is refused with 403 while the waitlist is disabled, and says so publicly', async () => {
    await asAdmin('PUT', '/api/admin/waitlist/settings', { enabled: false });
    const closed = await join({ email: uniqueEmail('late'), name: 'Late' });
    expect(closed.statusCode).toBe(403);
    expect(json(closed)).toEqual({
      error: 'The waitlist is closed at the moment',
      success: false,
      code: 'waitlist_closed',
    });
    const settings = json(await t.app.inject({ method: 'GET', url: '/api/waitlist' })).data.settings;
    expect(settings).toMatchObject({ enabled: false, title: expect.any(String) });
    await asAdmin('PUT', '/api/admin/waitlist/settings', { enabled: true });
  });
});

describe('admin', () => {
  it('refuses non-admins', async () => {
    const routes = [
      ['GET', '/api/admin/waitlist'],
      ['GET', '/api/admin/waitlist/settings'],
      ['PUT', '/api/admin/waitlist/settings'],
      ['POST', '/api/admin/waitlist/invite'],
      ['POST', '/api/admin/waitlist/invite-matching'],
      ['POST', '/api/admin/waitlist/1/joined'],
      ['DELETE', '/api/admin/waitlist/1'],
      ['GET', '/api/admin/waitlist/export'],
      ['POST', '/api/admin/waitlist/auto-invite/run'],
    ] as const;
    const payloadOf = (method: HttpMethod) =>
      method === 'PUT' || method === 'POST' ? { ids: [1] } : undefined;
    for await (const { method, url, response } of nonAdminCalls(t, routes, payloadOf)) {
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('updates the settings with a config_changed entry, and validates the auto-invite rule', async () => {
    const response = await asAdmin('PUT', '/api/admin/waitlist/settings', {
      title: 'Early access',
      description: 'Be first.',
      successMessage: 'See you soon!',
      autoInvite: { mode: 'oldest_daily', count: 5, before: null },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.settings).toMatchObject({
      enabled: true,
      title: 'Early access',
      successMessage: 'See you soon!',
      autoInvite: { mode: 'oldest_daily', count: 5, before: null },
    });
    const event = await lastSecurityEvent(t, 'config_changed');
    expect(event).toMatchObject({ actorId: admin.id, metadata: { area: 'waitlist' } });
    const joined = await join({ email: uniqueEmail('msg'), name: 'M' });
    expect(json(joined).data.message).toBe('See you soon!');

    for (const autoInvite of [
      { mode: 'before_date', count: 5, before: null },
      { mode: 'weekly', count: 5, before: null },
      { mode: 'oldest_daily', count: 0, before: null },
    ]) {
      expect((await asAdmin('PUT', '/api/admin/waitlist/settings', { autoInvite })).statusCode).toBe(400);
    }
    expect((await asAdmin('PUT', '/api/admin/waitlist/settings', { title: '' })).statusCode).toBe(400);
    await asAdmin('PUT', '/api/admin/waitlist/settings', {
      autoInvite: { mode: 'off', count: 10, before: null },
    });
  });

  it('invites in bulk (each once, with an e-mail), and an invited address that signs up has joined', async () => {
    const tag = `w${Date.now().toString(36)}`;
    const emails = [0, 1, 2].map((index) => `${tag}-${index}@example.com`);
    const ids: number[] = [];
    for (const email of emails)
      ids.push((json(await join({ email, name: 'Friend' })).data.entry as { id: number }).id);

    const response = await asAdmin('POST', '/api/admin/waitlist/invite', { ids: [ids[0], ids[1]] });
    expect(json(response).data).toMatchObject({ invited: 2 });
    const again = await asAdmin('POST', '/api/admin/waitlist/invite', { ids: [ids[0], ids[1]] });
    expect(json(again).data).toMatchObject({ invited: 0, entries: [] });

    const mail = await t.lastEmail(emails[0]!);
    expect(mail?.template).toBe('waitlist_invitation');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/sign-up?email=${encodeURIComponent(emails[0]!)}`);
    expect(await t.lastEmail(emails[2]!)).toBeUndefined();

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: emails[0], password: 'password123', name: 'Friend' },
    });
    const list = json(await asAdmin('GET', `/api/admin/waitlist?search=${tag}`)).data as Entries;
    expect(Object.fromEntries(list.entries.map((item) => [item.email, item.status]))).toEqual({
      [emails[0]!]: 'joined',
      [emails[1]!]: 'invited',
      [emails[2]!]: 'pending',
    });
    const invitedOnly = json(await asAdmin('GET', `/api/admin/waitlist?search=${tag}&status=invited`))
      .data as Entries;
    expect(invitedOnly.entries.map((item) => item.email)).toEqual([emails[1]]);
    expect(list.counts.joined).toBeGreaterThanOrEqual(1);

    const marked = await asAdmin('POST', `/api/admin/waitlist/${ids[2]}/joined`);
    expect(json(marked).data.entry).toMatchObject({ status: 'joined', joinedAt: expect.any(String) });
    expect((await asAdmin('POST', '/api/admin/waitlist/invite', { ids: [] })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/waitlist/999999/joined')).statusCode).toBe(404);
  });

  it('invites all matching entries (every page, in batches): counts, one log entry, idempotent', async () => {
    const tag = `m${Date.now().toString(36)}`;
    // More than one batch of pending entries matching the filter, written straight to the table.
    const many = INVITE_BATCH + 3;
    await t.deps.database.db
      .insert(waitlistEntries)
      .values(
        Array.from({ length: many }, (_, index) => ({ email: `${tag}-${index}@example.com`, name: 'Many' })),
      );
    const ids = (
      await t.deps.database.db
        .select({ id: waitlistEntries.id, email: waitlistEntries.email })
        .from(waitlistEntries)
        .where(like(waitlistEntries.email, `${tag}-%`))
    ).sort((a, b) => a.id - b.id);
    // One invited already, one joined: matched but skipped. One outside the filter stays pending.
    await asAdmin('POST', '/api/admin/waitlist/invite', { ids: [ids[0]!.id] });
    await asAdmin('POST', `/api/admin/waitlist/${ids[1]!.id}/joined`);
    const outside = `outside-${Math.random().toString(36).slice(2)}@example.com`;
    await join({ email: outside, name: 'Outside' });

    const response = await asAdmin('POST', '/api/admin/waitlist/invite-matching', { search: tag });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ matched: many, invited: many - 2, skipped: 2, failed: 0 });
    const event = await lastSecurityEvent(t, 'waitlist_invited');
    expect(event?.metadata).toMatchObject({
      filters: { search: tag },
      matched: many,
      invited: many - 2,
      skipped: 2,
    });

    const statusOf = async (email: string) =>
      (await t.deps.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]
        ?.status;
    expect(await statusOf(`${tag}-${many - 1}@example.com`)).toBe('invited');
    expect(await statusOf(`${tag}-1@example.com`)).toBe('joined');
    expect(await statusOf(outside)).toBe('pending');
    expect((await t.lastEmail(`${tag}-${many - 1}@example.com`))?.template).toBe('waitlist_invitation');

    // Again: nothing left to invite.
    const again = await asAdmin('POST', '/api/admin/waitlist/invite-matching', { search: tag });
    expect(json(again).data).toEqual({ matched: many, invited: 0, skipped: many, failed: 0 });
    // The status filter is respected: nothing pending matches "joined".
    const joined = await asAdmin('POST', '/api/admin/waitlist/invite-matching', {
      search: tag,
      status: 'joined',
    });
    expect(json(joined).data).toEqual({ matched: 1, invited: 0, skipped: 1, failed: 0 });
    expect(
      (await asAdmin('POST', '/api/admin/waitlist/invite-matching', { status: 'unknown' })).statusCode,
    ).toBe(400);
  });

  it('runs the auto-invite rules: the oldest N, or everyone who joined before a date', async () => {
    const solo = await createTestApp();
    try {
      const chief = await solo.createUser({ role: 'admin' });
      const call = (method: HttpMethod, url: string, payload?: object) =>
        solo.call(method, url, { as: chief, payload });
      for (let index = 0; index < 5; index++) {
        await solo.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { email: `auto${index}@example.com`, name: `A${index}` },
        });
      }
      await solo.deps.database.db
        .update(waitlistEntries)
        .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(waitlistEntries.email, 'auto4@example.com'));

      await call('PUT', '/api/admin/waitlist/settings', {
        autoInvite: { mode: 'oldest_daily', count: 2, before: null },
      });
      expect(json(await call('POST', '/api/admin/waitlist/auto-invite/run')).data).toEqual({ invited: 2 });
      const invited = await solo.deps.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.status, 'invited'));
      expect(invited.map((row) => row.email).sort()).toEqual(['auto0@example.com', 'auto4@example.com']);

      await call('PUT', '/api/admin/waitlist/settings', {
        autoInvite: { mode: 'before_date', count: 1, before: new Date(Date.now() + 60_000).toISOString() },
      });
      expect(json(await call('POST', '/api/admin/waitlist/auto-invite/run')).data).toEqual({ invited: 3 });
      const settings = json(await call('GET', '/api/admin/waitlist/settings')).data.settings as {
        lastAutoInviteAt: string | null;
      };
      expect(settings.lastAutoInviteAt).not.toBeNull();

      await call('PUT', '/api/admin/waitlist/settings', {
        autoInvite: { mode: 'off', count: 1, before: null },
      });
      expect(json(await call('POST', '/api/admin/waitlist/auto-invite/run')).data).toEqual({ invited: 0 });
    } finally {
      await solo.close();
    }
  });

  it('deletes an entry and exports CSV with formula cells escaped', async () => {
    const email = uniqueEmail('csvw');
    const id = (json(await join({ email, name: '=HYPERLINK("x")' })).data.entry as { id: number }).id;
    const csv = await asAdmin('GET', `/api/admin/waitlist/export?search=${encodeURIComponent(email)}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('id,email,name,status,createdAt,invitedAt,joinedAt,metadata');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const removed = await asAdmin('DELETE', `/api/admin/waitlist/${id}`);
    expect(json(removed)).toEqual({
      data: { success: true, message: 'Entry removed from the waitlist' },
      success: true,
    });
    expect((await asAdmin('DELETE', `/api/admin/waitlist/${id}`)).statusCode).toBe(404);
  });
});
