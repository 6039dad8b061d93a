import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogLikes, blogPosts, uploads, users } from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../testing/app.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin', email: uniqueEmail('chief') });
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: as(token) });
const post = (url: string, payload: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url, payload, headers: as(token) });

describe('access', () => {
  it('refuses every endpoint to anonymous and signed-in non-admin callers with 403', async () => {
    const user = await t.createUser();
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${user.id}`],
      ['GET', `/api/admin/users/${user.id}/audit-log`],
      ['POST', '/api/admin/users/promote', { userId: user.id }],
      ['POST', '/api/admin/users/demote', { userId: user.id }],
      ['POST', '/api/admin/users/ban', { userId: user.id, reason: 'x' }],
      ['POST', '/api/admin/users/unban', { userId: user.id }],
      ['GET', '/api/admin/security-logs'],
      ['GET', '/api/admin/security-logs/export'],
      ['GET', '/api/admin/security-logs/event-types'],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, as(user.token)]) {
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
      }
    }
    const [me] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(me?.role).toBe('user');
  });
});

describe('GET /api/admin/users', () => {
  it('searches by name or e-mail, filters by role and status, and paginates newest first', async () => {
    const tag = `zeta${Date.now().toString(36)}`;
    const a = await t.createUser({ name: `Alice ${tag}`, email: uniqueEmail('alice') });
    const b = await t.createUser({ name: 'Bob', email: `bob-${tag}@example.com` });
    const c = await t.createUser({ name: `Carol ${tag}`, email: uniqueEmail('carol') });
    await post('/api/admin/users/ban', { userId: c.id, reason: 'Spam' });

    const all = json(await get(`/api/admin/users?search=${tag}`)).data as {
      users: Array<Record<string, unknown>>;
      pagination: Record<string, number>;
    };
    expect(all.users.map((user) => user.id)).toEqual([c.id, b.id, a.id]);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(all.users[0]).toEqual({
      id: c.id,
      name: `Carol ${tag}`,
      email: c.email,
      image: null,
      role: 'user',
      banned: true,
      banReason: 'Spam',
      banExpires: null,
      emailVerified: false,
      createdAt: expect.any(String),
      subscription: null,
    });

    const banned = json(await get(`/api/admin/users?search=${tag}&status=banned`)).data as {
      users: Array<{ id: string }>;
    };
    expect(banned.users.map((user) => user.id)).toEqual([c.id]);
    const active = json(await get(`/api/admin/users?search=${tag}&status=active&order=asc`)).data as {
      users: Array<{ id: string }>;
    };
    expect(active.users.map((user) => user.id)).toEqual([a.id, b.id]);
    const page2 = json(await get(`/api/admin/users?search=${tag}&limit=2&page=2`)).data as {
      users: Array<{ id: string }>;
      pagination: Record<string, number>;
    };
    expect(page2.users.map((user) => user.id)).toEqual([a.id]);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    // Past the last page no row carries the total: it is still the filter's total.
    const beyond = json(await get(`/api/admin/users?search=${tag}&limit=2&page=5`)).data as typeof page2;
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 5, limit: 2, total: 3, totalPages: 2 });

    const admins = json(await get('/api/admin/users?role=admin')).data as {
      users: Array<{ id: string; role: string }>;
    };
    expect(admins.users.map((user) => user.id)).toContain(admin.id);
    expect(admins.users.every((user) => user.role === 'admin')).toBe(true);

    // LIKE wildcards in the search are literal.
    const wildcard = json(await get('/api/admin/users?search=%25')).data as { users: unknown[] };
    expect(wildcard.users).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'role=owner',
      'status=gone',
      'limit=101',
      'page=0',
      `search=${'x'.repeat(201)}`,
      'order=up',
    ]) {
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('returns the profile, activity and security events, and 404 for an unknown id', async () => {
    const user = await t.createUser({ name: 'Dora' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const body = json(await get(`/api/admin/users/${user.id}`)).data as {
      user: { id: string; name: string };
      subscription: null;
      activity: {
        lastSignInAt: string | null;
        signInCount: number;
        recentSignIns: unknown[];
        posts: unknown[];
      };
      securityEvents: Array<{ eventType: string; user: { id: string } | null }>;
    };
    expect(body.user).toMatchObject({ id: user.id, name: 'Dora' });
    expect(body.subscription).toBeNull();
    expect(body.activity.signInCount).toBe(1);
    expect(body.activity.lastSignInAt).not.toBeNull();
    expect(body.activity.recentSignIns).toHaveLength(1);
    expect(body.securityEvents.map((event) => event.eventType)).toEqual([
      'login_failed',
      'user_login',
      'user_signup',
    ]);
    expect(body.securityEvents[0]?.user?.id).toBe(user.id);

    const missing = await get('/api/admin/users/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ error: 'User not found', success: false, code: 'not_found' });
  });
});

describe('subscriptions in the admin user views', () => {
  it('shows the summary in the list and the full subscription in the user file', async () => {
    const tag = `sub${Date.now().toString(36)}`;
    const user = await t.createUser({ name: `Sam ${tag}` });
    const checkout = await post(
      '/api/subscription/checkout',
      { priceId: 'local_pro_monthly', billingCycle: 'monthly' },
      user.token,
    );
    const sessionId = (json(checkout).data.url as string).split('/').pop();
    expect((await post(`/api/billing/local/checkout/${sessionId}/confirm`, {}, user.token)).statusCode).toBe(
      200,
    );
    await t.createUser({ name: `Nobody ${tag}` });

    const list = json(await get(`/api/admin/users?search=${tag}`)).data as {
      users: Array<{ name: string; subscription: unknown }>;
    };
    const byName = Object.fromEntries(list.users.map((row) => [row.name, row.subscription]));
    expect(byName[`Sam ${tag}`]).toEqual({
      id: expect.stringMatching(/^local_sub_/),
      status: 'active',
      plan: { name: 'Pro', priceMonthly: 1900 },
      currentPeriodEnd: expect.any(String),
    });
    expect(byName[`Nobody ${tag}`]).toBeNull();

    const file = json(await get(`/api/admin/users/${user.id}`)).data as {
      user: { subscription: unknown };
      subscription: unknown;
    };
    expect(file.subscription).toEqual({
      id: expect.stringMatching(/^local_sub_/),
      status: 'active',
      plan: { id: expect.any(Number), name: 'Pro', slug: 'pro', priceMonthly: 1900, priceYearly: 19000 },
      billingCycle: 'monthly',
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      trialEndsAt: null,
      seats: null,
      discount: null,
      scheduledChange: null,
      pastDueSince: null,
      graceEndsAt: null,
    });
    expect(file.user.subscription).toMatchObject({
      status: 'active',
      plan: { name: 'Pro', priceMonthly: 1900 },
    });
  });
});

describe('promote and demote', () => {
  it('promotes with a user_role_changed event that names the admin', async () => {
    const user = await t.createUser();
    const response = await post('/api/admin/users/promote', { userId: user.id });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { success: true, user: { id: user.id, role: 'admin' } },
      success: true,
    });
    const event = await lastSecurityEvent(t, 'user_role_changed', user.id);
    expect(event).toMatchObject({
      severity: 'high',
      eventCategory: 'authorization',
      actorId: admin.id,
      metadata: { previousRole: 'user', newRole: 'admin', changedBy: admin.id },
    });
    expect(event?.description).toContain(admin.email);
    // The new admin's existing session now passes the admin guard.
    expect((await get('/api/admin/users', user.token)).statusCode).toBe(200);

    const demoted = await post('/api/admin/users/demote', { userId: user.id });
    expect(json(demoted)).toEqual({
      data: { success: true, user: { id: user.id, role: 'user' } },
      success: true,
    });
    expect((await lastSecurityEvent(t, 'user_role_changed', user.id))?.metadata).toMatchObject({
      previousRole: 'admin',
      newRole: 'user',
    });
    expect((await get('/api/admin/users', user.token)).statusCode).toBe(403);
  });

  it('refuses to demote yourself, and the last admin', async () => {
    const self = await post('/api/admin/users/demote', { userId: admin.id });
    expect(self.statusCode).toBe(400);
    expect(json(self)).toEqual({
      error: 'You cannot demote yourself',
      success: false,
      code: 'cannot_target_self',
    });

    // Two admins demoting each other at the same moment: one wins, the other meets the last-admin rule.
    const solo = await createTestApp();
    try {
      const first = await solo.createUser({ role: 'admin' });
      const second = await solo.createUser({ role: 'admin' });
      const demote = (target: string, token: string) =>
        solo.app.inject({
          method: 'POST',
          url: '/api/admin/users/demote',
          payload: { userId: target },
          headers: as(token),
        });
      const results = await Promise.all([demote(second.id, first.token), demote(first.id, second.token)]);
      // The loser is refused either by the last-admin rule (both passed the guard first) or by the
      // guard itself (the winner's demotion committed before the loser's request was checked).
      const [winner, loser] = [...results].sort((x, y) => x.statusCode - y.statusCode);
      expect(winner?.statusCode).toBe(200);
      expect([
        [400, 'The last admin cannot be demoted'],
        [403, 'Forbidden'],
      ]).toContainEqual([loser?.statusCode, json(loser!).error]);
      const remaining = await solo.deps.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(remaining).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('answers 404 for an unknown user and 400 without a userId', async () => {
    expect((await post('/api/admin/users/promote', { userId: 'nope' })).statusCode).toBe(404);
    expect((await post('/api/admin/users/promote', {})).statusCode).toBe(400);
    expect((await post('/api/admin/users/promote', { userId: 42 })).statusCode).toBe(400);
  });
});

describe('ban and unban', () => {
  it('bans with a reason, revokes bearer and cookie sessions at once, and refuses sign-in with the reason', async () => {
    const user = await t.createUser();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const cookie = second.cookies.map((item) => `${item.name}=${item.value}`).join('; ');

    const response = await post('/api/admin/users/ban', { userId: user.id, reason: 'Chargeback fraud' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        success: true,
        user: { id: user.id, banned: true, banReason: 'Chargeback fraud', banExpires: null },
      },
      success: true,
    });

    expect((await get('/api/me', user.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toContain('Chargeback fraud');

    const event = await lastSecurityEvent(t, 'user_banned', user.id);
    expect(event).toMatchObject({
      severity: 'high',
      actorId: admin.id,
      metadata: { reason: 'Chargeback fraud', expires: null, bannedBy: admin.id, sessionsRevoked: 2 },
    });
    expect(event?.description).toContain(admin.email);

    const unban = await post('/api/admin/users/unban', { userId: user.id });
    expect(json(unban)).toEqual({
      data: { success: true, user: { id: user.id, banned: false } },
      success: true,
    });
    expect(await lastSecurityEvent(t, 'user_unbanned', user.id)).toMatchObject({ actorId: admin.id });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('takes an expiry, after which the ban no longer applies', async () => {
    const user = await t.createUser();
    const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const response = await post('/api/admin/users/ban', { userId: user.id, reason: 'Cool down', expires });
    expect((json(response).data.user as { banExpires: string }).banExpires).toBe(expires);
    const listed = json(await get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).data as {
      users: Array<{ banned: boolean; banExpires: string }>;
    };
    expect(listed.users[0]).toMatchObject({ banned: true, banExpires: expires });

    // Time passes: the stored expiry is now in the past.
    await t.deps.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const after = json(await get(`/api/admin/users?search=${encodeURIComponent(user.email)}&status=active`))
      .data as {
      users: Array<{ id: string; banned: boolean; banReason: string | null }>;
    };
    expect(after.users).toEqual([expect.objectContaining({ id: user.id, banned: false, banReason: null })]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses to ban yourself, a missing reason, a past expiry, and an unknown user', async () => {
    const user = await t.createUser();
    const self = await post('/api/admin/users/ban', { userId: admin.id, reason: 'oops' });
    expect([self.statusCode, json(self).error]).toEqual([400, 'You cannot ban yourself']);
    for (const payload of [
      { userId: user.id },
      { userId: user.id, reason: '   ' },
      { userId: user.id, reason: 'x'.repeat(501) },
      { userId: user.id, reason: 'x', expires: '2001-01-01T00:00:00Z' },
      { userId: user.id, reason: 'x', expires: 'tomorrow' },
    ]) {
      const response = await post('/api/admin/users/ban', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('/api/admin/users/ban', { userId: 'ghost', reason: 'x' })).statusCode).toBe(404);
    expect((await get('/api/me', user.token)).statusCode).toBe(200);
  });

  it('blocks a cookie session with an unsafe request from another origin before it bans', async () => {
    const user = await t.createUser();
    const adminCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.email, password: admin.password },
    });
    const cookie = adminCookie.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/ban',
      payload: { userId: user.id, reason: 'csrf' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/ban',
      payload: { userId: user.id, reason: 'real' },
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(real.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it("lists events about the user and the admin's own actions, newest first", async () => {
    const user = await t.createUser();
    await post('/api/admin/users/promote', { userId: user.id });
    const about = json(await get(`/api/admin/users/${user.id}/audit-log`)).data as {
      logs: Array<{ eventType: string; actor: { id: string } | null }>;
      pagination: { total: number };
    };
    expect(about.logs.map((log) => log.eventType)).toEqual([
      'user_role_changed',
      'user_login',
      'user_signup',
    ]);
    expect(about.logs[0]?.actor?.id).toBe(admin.id);

    const byAdmin = json(await get(`/api/admin/users/${admin.id}/audit-log?limit=100`)).data as {
      logs: Array<{ eventType: string; user: { id: string } | null; actor: { id: string } | null }>;
    };
    expect(
      byAdmin.logs.some((log) => log.eventType === 'user_role_changed' && log.user?.id === user.id),
    ).toBe(true);
  });
});

describe('the content in the admin user file', () => {
  it("lists the user's newest posts, likes and uploads with their totals", async () => {
    const { db } = t.deps.database;
    const user = await t.createUser({ name: 'Writer' });
    const other = await t.createUser({ name: 'Someone else' });
    const tag = Date.now().toString(36);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const posts = await db
      .insert(blogPosts)
      .values(
        Array.from({ length: 7 }, (_, index) => ({
          title: `Post ${index} ${tag}`,
          slug: `post-${index}-${tag}`,
          excerpt: 'x',
          content: 'x',
          contentHtml: '<p>x</p>',
          published: index !== 6,
          publishedAt: index === 6 ? null : at(index),
          authorId: index === 0 ? other.id : user.id,
          createdAt: at(index),
        })),
      )
      .returning({ id: blogPosts.id });
    await db.insert(blogLikes).values([
      { postId: posts[0]!.id, userId: user.id, createdAt: at(30) },
      { postId: posts[1]!.id, userId: user.id, createdAt: at(31) },
      { postId: posts[2]!.id, userId: other.id, createdAt: at(32) },
    ]);
    await db.insert(uploads).values([
      {
        id: `up-a-${tag}`,
        ownerId: user.id,
        name: 'a.png',
        type: 'image/png',
        size: 1200,
        storageKey: `a-${tag}`,
        createdAt: at(40),
      },
      {
        id: `up-b-${tag}`,
        ownerId: user.id,
        name: 'b.jpg',
        type: 'image/jpeg',
        size: 3400,
        storageKey: `b-${tag}`,
        createdAt: at(41),
      },
      {
        id: `up-c-${tag}`,
        ownerId: other.id,
        name: 'c.png',
        type: 'image/png',
        size: 10,
        storageKey: `c-${tag}`,
        createdAt: at(42),
      },
    ]);

    const { activity } = json(await get(`/api/admin/users/${user.id}`)).data as {
      activity: {
        posts: {
          total: number;
          items: Array<{ id: number; title: string; status: string; createdAt: string }>;
        };
        likes: {
          total: number;
          items: Array<{ postId: number; title: string; slug: string; likedAt: string }>;
        };
        uploads: { total: number; items: Array<{ id: string; name: string; type: string; size: number }> };
      };
    };
    // Six posts by this user (one by someone else), the newest five shown, the draft among them.
    expect(activity.posts.total).toBe(6);
    expect(activity.posts.items.map((post) => post.title)).toEqual(
      [6, 5, 4, 3, 2].map((index) => `Post ${index} ${tag}`),
    );
    expect(activity.posts.items[0]).toMatchObject({ status: 'draft', createdAt: at(6).toISOString() });
    expect(activity.posts.items[1]?.status).toBe('published');
    expect(activity.likes).toEqual({
      total: 2,
      items: [
        {
          postId: posts[1]!.id,
          title: `Post 1 ${tag}`,
          slug: `post-1-${tag}`,
          likedAt: at(31).toISOString(),
        },
        {
          postId: posts[0]!.id,
          title: `Post 0 ${tag}`,
          slug: `post-0-${tag}`,
          likedAt: at(30).toISOString(),
        },
      ],
    });
    expect(activity.uploads).toEqual({
      total: 2,
      items: [
        { id: `up-b-${tag}`, name: 'b.jpg', type: 'image/jpeg', size: 3400, createdAt: at(41).toISOString() },
        { id: `up-a-${tag}`, name: 'a.png', type: 'image/png', size: 1200, createdAt: at(40).toISOString() },
      ],
    });

    const empty = json(await get(`/api/admin/users/${admin.id}`)).data as {
      activity: Record<string, unknown>;
    };
    for (const key of ['posts', 'likes', 'uploads']) {
      expect(empty.activity[key], key).toEqual({ total: 0, items: [] });
    }
  });
});
