import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityLogs, testimonials } from '../../db/schema.ts';
import { json, TEST_ORIGIN, type TestUser } from '../../testing/app.ts';
import { securityEvents } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Testimonial = {
  id: number;
  authorName: string;
  authorRole: string | null;
  avatarUrl: string | null;
  content: string;
  rating: number;
  status: string;
  rejectionReason: string | null;
  sortOrder: number;
  publishedAt: string | null;
  user: { id: string; email: string } | null;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const authors: TestUser[] = [];

beforeAll(async () => {
  for (let index = 0; index < 6; index += 1) authors.push(await t.createUser({ verified: true }));
});

const body = (overrides: Record<string, unknown> = {}) => ({
  content: 'This starter kit saved us weeks of work.',
  rating: 5,
  authorName: 'Ada Lovelace',
  authorRole: 'CTO, Analytical Engines',
  ...overrides,
});

async function submit(as: TestUser, overrides: Record<string, unknown> = {}): Promise<Testimonial> {
  const response = await t.call('POST', '/api/testimonials', { as, payload: body(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { testimonial: Testimonial } }>(response).data.testimonial;
}

const act = (id: number, action: 'approve' | 'reject' | 'unpublish', payload?: object) =>
  t.call('POST', `/api/admin/testimonials/${id}/${action}`, { as: admin, ...(payload ? { payload } : {}) });

const publicList = async () => {
  const response = await t.call('GET', '/api/testimonials');
  expect(response.statusCode).toBe(200);
  return json<{ data: { testimonials: Testimonial[] } }>(response).data.testimonials;
};

const adminList = async (query = '') => {
  const response = await t.call('GET', `/api/admin/testimonials${query}`, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return json<{
    data: {
      testimonials: Testimonial[];
      pagination: Record<string, number>;
      counts: Record<'pending' | 'published' | 'rejected' | 'unpublished', number>;
    };
  }>(response).data;
};

describe('access', () => {
  it('public list for everyone; mine and submit need a user; admin routes are 403 for others', async () => {
    expect((await t.call('GET', '/api/testimonials')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/testimonials/mine')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/testimonials', { payload: body() })).statusCode).toBe(401);
    const user = authors[5]!;
    for (const [method, url, payload] of [
      ['GET', '/api/admin/testimonials', undefined],
      ['PUT', '/api/admin/testimonials/order', { ids: [] }],
      ['POST', '/api/admin/testimonials/1/approve', undefined],
      ['POST', '/api/admin/testimonials/1/reject', {}],
      ['POST', '/api/admin/testimonials/1/unpublish', undefined],
      ['PUT', '/api/admin/testimonials/1', body()],
      ['DELETE', '/api/admin/testimonials/1', undefined],
    ] as const) {
      const anonymous = await t.call(method, url, payload ? { payload } : {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(403);
      const signedIn = await t.call(method, url, { as: user, ...(payload ? { payload } : {}) });
      expect(signedIn.statusCode, `${method} ${url}`).toBe(403);
      expect(json(signedIn)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    }
  });

  it('cookie-authenticated submissions need the same origin (CSRF)', async () => {
    const user = authors[5]!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: body(),
    });
    expect(foreign.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: body(),
    });
    expect(same.statusCode, same.body).toBe(201);
  });
});

describe('submitting', () => {
  it('stores a pending testimonial, listed in mine but not publicly', async () => {
    const user = authors[0]!;
    const created = await submit(user, { avatarUrl: '/api/fileupload/abc.png' });
    expect(created).toMatchObject({
      status: 'pending',
      rating: 5,
      authorName: 'Ada Lovelace',
      avatarUrl: '/api/fileupload/abc.png',
      rejectionReason: null,
    });
    const mine = await t.call('GET', '/api/testimonials/mine', { as: user });
    expect(json<{ data: { testimonials: Testimonial[] } }>(mine).data.testimonials.map((x) => x.id)).toEqual([
      created.id,
    ]);
    expect((await publicList()).some((item) => item.id === created.id)).toBe(false);
  });

  it('allows one pending testimonial at a time (409)', async () => {
    const second = await t.call('POST', '/api/testimonials', { as: authors[0]!, payload: body() });
    expect(second.statusCode).toBe(409);
    expect(json(second).error).toMatch(/waiting for review/);
  });

  it('validates: content 10–1000, rating 1–5, name required, avatar http(s) or a site path', async () => {
    const user = authors[4]!;
    for (const payload of [
      body({ content: 'too short' }),
      body({ content: 'x'.repeat(1001) }),
      body({ rating: 0 }),
      body({ rating: 6 }),
      body({ rating: 4.5 }),
      body({ authorName: '  ' }),
      body({ avatarUrl: 'javascript:alert(1)' }),
      body({ avatarUrl: '//evil.example/a.png' }),
      { content: 'Long enough content here' },
    ]) {
      const response = await t.call('POST', '/api/testimonials', { as: user, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await t.call('POST', '/api/testimonials', {
          as: user,
          payload: body({ avatarUrl: 'https://x.test/a.png' }),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps markup as plain text: stored and returned verbatim, never as HTML', async () => {
    const user = authors[3]!;
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)> great product';
    const created = await submit(user, { content: script, authorName: '<b>Mallory</b>' });
    expect(created.content).toBe(script);
    expect(created.authorName).toBe('<b>Mallory</b>');
    await act(created.id, 'approve');
    const shown = (await publicList()).find((item) => item.id === created.id);
    expect(shown).toMatchObject({ content: script, authorName: '<b>Mallory</b>' });
    // Delete it so the order tests below start from a known set.
    expect((await t.call('DELETE', `/api/admin/testimonials/${created.id}`, { as: admin })).statusCode).toBe(
      200,
    );
  });
});

describe('moderation: the state table', () => {
  it('approve: pending → published, appended last; logged with the action', async () => {
    const before = await publicList();
    const pending = (await adminList('?status=pending')).testimonials.find(
      (x) => x.user?.id === authors[0]!.id,
    )!;
    const response = await act(pending.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const approved = json<{ data: { testimonial: Testimonial } }>(response).data.testimonial;
    expect(approved.status).toBe('published');
    expect(approved.publishedAt).not.toBeNull();
    const after = await publicList();
    expect(after.map((x) => x.id)).toEqual([...before.map((x) => x.id), pending.id]);
    const [event] = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.eventType, 'testimonial_changed'), eq(securityLogs.actorId, admin.id)));
    expect(event).toBeDefined();
    const events = await securityEvents(t, 'testimonial_changed');
    expect(events.some((e) => (e.metadata as { action?: string }).action === 'approved')).toBe(true);
  });

  it('reject with a reason: pending → rejected; the author sees status and reason', async () => {
    const user = authors[1]!;
    const created = await submit(user);
    const response = await act(created.id, 'reject', { reason: 'Please use your real name' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { testimonial: Testimonial } }>(response).data.testimonial).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please use your real name',
    });
    const mine = json<{ data: { testimonials: Testimonial[] } }>(
      await t.call('GET', '/api/testimonials/mine', { as: user }),
    ).data.testimonials;
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Please use your real name' });
    // A rejected one no longer blocks a new submission.
    await submit(user, { content: 'Second try: a great kit, really.' });
  });

  it('reject without a body or reason works too', async () => {
    const user = authors[2]!;
    const created = await submit(user);
    const response = await t.call('POST', `/api/admin/testimonials/${created.id}/reject`, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      json<{ data: { testimonial: Testimonial } }>(response).data.testimonial.rejectionReason,
    ).toBeNull();
  });

  it('refuses moves outside the table with 409 and a clear message; nothing changes', async () => {
    const rejected = (await adminList('?status=rejected')).testimonials[0]!;
    for (const action of ['approve', 'reject', 'unpublish'] as const) {
      const response = await act(rejected.id, action);
      expect(response.statusCode, action).toBe(409);
      expect(json(response).error).toMatch(/rejected testimonial cannot be/);
    }
    const published = (await adminList('?status=published')).testimonials[0]!;
    for (const action of ['approve', 'reject'] as const) {
      const response = await act(published.id, action);
      expect(response.statusCode, action).toBe(409);
      expect(json(response).error).toMatch(/published testimonial cannot be/);
    }
    const pending = (await adminList('?status=pending')).testimonials[0]!;
    expect((await act(pending.id, 'unpublish')).statusCode).toBe(409);
    const [row] = await t.deps.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, rejected.id));
    expect(row?.status).toBe('rejected');
    expect((await act(999_999, 'approve')).statusCode).toBe(404);
  });

  it('unpublish: published → unpublished (off the website); approve brings it back, last', async () => {
    const pending = (await adminList('?status=pending')).testimonials[0]!;
    await act(pending.id, 'approve');
    const [first, second] = await publicList();
    const response = await act(first!.id, 'unpublish');
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { testimonial: Testimonial } }>(response).data.testimonial.status).toBe(
      'unpublished',
    );
    expect((await publicList()).map((x) => x.id)).toEqual([second!.id]);
    expect((await act(first!.id, 'unpublish')).statusCode).toBe(409);
    expect((await act(first!.id, 'reject')).statusCode).toBe(409);
    expect((await act(first!.id, 'approve')).statusCode).toBe(200);
    expect((await publicList()).map((x) => x.id)).toEqual([second!.id, first!.id]);
  });
});

describe('admin list, edit, delete', () => {
  it('filters by status, searches, paginates and counts per status', async () => {
    const all = await adminList();
    expect(all.pagination.total).toBe(all.testimonials.length);
    expect(all.counts.published + all.counts.pending + all.counts.rejected + all.counts.unpublished).toBe(
      all.pagination.total,
    );
    const published = await adminList('?status=published');
    expect(published.testimonials.every((x) => x.status === 'published')).toBe(true);
    expect(published.testimonials.map((x) => x.sortOrder)).toEqual(
      [...published.testimonials.map((x) => x.sortOrder)].sort((a, b) => a - b),
    );
    const paged = await adminList('?limit=1&page=2');
    expect(paged.testimonials).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });
    const bySearch = await adminList('?search=second%20try');
    expect(bySearch.testimonials).toHaveLength(1);
    const byEmail = await adminList(`?search=${encodeURIComponent(authors[1]!.email)}`);
    expect(byEmail.testimonials.length).toBeGreaterThan(0);
    expect((await adminList('?search=%25')).testimonials).toHaveLength(0);
    expect((await t.call('GET', '/api/admin/testimonials?status=bogus', { as: admin })).statusCode).toBe(400);
  });

  it('edits content, name, role, rating and avatar, keeping the status', async () => {
    const [target] = (await adminList('?status=published')).testimonials;
    const response = await t.call('PUT', `/api/admin/testimonials/${target!.id}`, {
      as: admin,
      payload: body({
        content: 'Edited: typo fixed in this quote.',
        authorName: 'Grace Hopper',
        authorRole: null,
        rating: 4,
        avatarUrl: '',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { testimonial: Testimonial } }>(response).data.testimonial).toMatchObject({
      content: 'Edited: typo fixed in this quote.',
      authorName: 'Grace Hopper',
      authorRole: null,
      avatarUrl: null,
      rating: 4,
      status: 'published',
    });
    expect(
      (
        await t.call('PUT', `/api/admin/testimonials/${target!.id}`, {
          as: admin,
          payload: body({ rating: 9 }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.call('PUT', '/api/admin/testimonials/999999', { as: admin, payload: body() })).statusCode,
    ).toBe(404);
  });

  it('deletes (404 afterwards)', async () => {
    const user = authors[4]!;
    const mine = json<{ data: { testimonials: Testimonial[] } }>(
      await t.call('GET', '/api/testimonials/mine', { as: user }),
    ).data.testimonials;
    const response = await t.call('DELETE', `/api/admin/testimonials/${mine[0]!.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ success: true });
    expect((await t.call('DELETE', `/api/admin/testimonials/${mine[0]!.id}`, { as: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('ordering the published ones', () => {
  it('saves a new order atomically, and refuses a list that is not exactly the published set', async () => {
    // Three published: approve the remaining pending one.
    for (const item of (await adminList('?status=pending')).testimonials) await act(item.id, 'approve');
    const ids = (await publicList()).map((x) => x.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const reversed = [...ids].reverse();
    const response = await t.call('PUT', '/api/admin/testimonials/order', {
      as: admin,
      payload: { ids: reversed },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      json<{ data: { testimonials: Testimonial[] } }>(response).data.testimonials.map((x) => x.id),
    ).toEqual(reversed);
    expect((await publicList()).map((x) => x.id)).toEqual(reversed);

    const rejected = (await adminList('?status=rejected')).testimonials[0]!.id;
    for (const bad of [
      reversed.slice(1), // missing one
      [...reversed, rejected], // not published
      [...reversed.slice(1), reversed[1]!], // duplicate
      [...reversed, 999_999], // unknown
      [],
    ]) {
      const refused = await t.call('PUT', '/api/admin/testimonials/order', {
        as: admin,
        payload: { ids: bad },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect((await publicList()).map((x) => x.id)).toEqual(reversed);
    }
    expect(
      (await t.call('PUT', '/api/admin/testimonials/order', { as: admin, payload: { ids: ['a'] } }))
        .statusCode,
    ).toBe(400);
  });
});
