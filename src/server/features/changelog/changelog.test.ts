import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changelogEntries } from '../../db/schema.ts';
import { json } from '../../testing/app.ts';
import { securityEvents } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Entry = {
  id: number;
  version: string;
  title: string;
  type: string;
  content: string;
  contentHtml: string;
  status: string;
  published: boolean;
  publishedAt: string | null;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const user = sharedUser(t, { verified: true });

let versionCounter = 100;
const nextVersion = () => `9.${versionCounter++}.0`;

async function createEntry(payload: Record<string, unknown> = {}): Promise<Entry> {
  const response = await t.call('POST', '/api/admin/changelog', {
    as: admin,
    payload: {
      version: nextVersion(),
      title: 'An entry',
      content: 'Body **text**.',
      type: 'feature',
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { entry: Entry } }>(response).data.entry;
}

const publicList = async (query = '') => {
  const response = await t.call('GET', `/api/changelog${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{
    data: { entries: Entry[]; pagination: { total: number; totalPages: number; page: number } };
  }>(response).data;
};

describe('access', () => {
  it('refuses every admin endpoint to visitors and users (403), and serves the public ones to all', async () => {
    const entry = await createEntry();
    for (const [method, url] of [
      ['GET', '/api/admin/changelog'],
      ['GET', `/api/admin/changelog/${entry.id}`],
      ['POST', '/api/admin/changelog'],
      ['PUT', `/api/admin/changelog/${entry.id}`],
      ['DELETE', `/api/admin/changelog/${entry.id}`],
      ['POST', `/api/admin/changelog/${entry.id}/publish`],
      ['POST', `/api/admin/changelog/${entry.id}/unpublish`],
    ] as const) {
      for (const as of [undefined, user]) {
        const response = await t.call(method, url, {
          ...(as ? { as } : {}),
          ...(method === 'POST' || method === 'PUT' ? { payload: { content: 'x' } } : {}),
        });
        expect(response.statusCode, `${method} ${url} as ${as ? 'user' : 'visitor'}`).toBe(403);
      }
    }
    for (const as of [undefined, user, admin]) {
      expect((await t.call('GET', '/api/changelog', as ? { as } : {})).statusCode).toBe(200);
      expect((await t.call('GET', '/changelog/rss.xml', as ? { as } : {})).statusCode).toBe(200);
    }
  });
});

describe('writing entries', () => {
  it('creates, reads, updates and deletes an entry, logging changelog_changed with the action', async () => {
    const entry = await createEntry({ version: '1.2.3', content: '## Added\n\n- `code` and **bold**' });
    expect(entry).toMatchObject({ version: '1.2.3', status: 'draft', published: false, publishedAt: null });
    expect(entry.contentHtml).toContain('<h2>Added</h2>');
    expect(entry.contentHtml).toContain('<code>code</code>');

    const read = await t.call('GET', `/api/admin/changelog/${entry.id}`, { as: admin });
    expect(json<{ data: { entry: Entry } }>(read).data.entry.title).toBe('An entry');

    const updated = await t.call('PUT', `/api/admin/changelog/${entry.id}`, {
      as: admin,
      payload: { version: '1.2.4', title: 'Renamed', content: 'New *content*', type: 'bugfix' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: { entry: Entry } }>(updated).data.entry).toMatchObject({
      version: '1.2.4',
      title: 'Renamed',
      type: 'bugfix',
      contentHtml: '<p>New <em>content</em></p>\n',
    });

    const removed = await t.call('DELETE', `/api/admin/changelog/${entry.id}`, { as: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/changelog/${entry.id}`, { as: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/changelog/${entry.id}`, { as: admin })).statusCode).toBe(404);

    const events = await securityEvents(t, 'changelog_changed');
    const actions = events
      .filter((event) => (event.metadata as { entryId?: number }).entryId === entry.id)
      .map((event) => (event.metadata as { action: string }).action);
    expect(actions).toEqual(expect.arrayContaining(['created', 'updated', 'deleted']));
    expect(events.every((event) => event.actorId === admin.id)).toBe(true);
  });

  it('validates versions (dotted numeric) and answers 409 for a taken one, on create and update', async () => {
    for (const version of [
      'v1.2',
      '1.2.',
      '1..2',
      '1.2.3.4.5',
      'abc',
      '',
      '1.2-beta',
      '99999999999',
      '1.02',
      '01.2',
    ]) {
      const response = await t.call('POST', '/api/admin/changelog', {
        as: admin,
        payload: { version, title: 'x', content: 'x', type: 'feature' },
      });
      expect(response.statusCode, version).toBe(400);
      expect(json<{ details: Array<{ path: string }> }>(response).details?.[0]?.path).toBe('version');
    }
    const first = await createEntry({ version: '2.0.0' });
    const clash = await t.call('POST', '/api/admin/changelog', {
      as: admin,
      payload: { version: '2.0.0', title: 'Again', content: 'x', type: 'feature' },
    });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({ success: false, details: [{ path: 'version' }] });
    const other = await createEntry({ version: '2.0.1' });
    const updateClash = await t.call('PUT', `/api/admin/changelog/${other.id}`, {
      as: admin,
      payload: { version: '2.0.0', title: 'x', content: 'x', type: 'feature' },
    });
    expect(updateClash.statusCode).toBe(409);
    // Keeping its own version is no clash.
    const same = await t.call('PUT', `/api/admin/changelog/${first.id}`, {
      as: admin,
      payload: { version: '2.0.0', title: 'Same', content: 'x', type: 'feature' },
    });
    expect(same.statusCode).toBe(200);
    const badType = await t.call('POST', '/api/admin/changelog', {
      as: admin,
      payload: { version: '3.3.3', title: 'x', content: 'x', type: 'chore' },
    });
    expect(badType.statusCode).toBe(400);
  });

  it('keeps script out of rendered Markdown (XSS)', async () => {
    const entry = await createEntry({
      content:
        '<script>alert(1)</script>\n\n[click](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n![i](javascript:alert(2))',
      published: true,
    });
    expect(entry.contentHtml).not.toMatch(/<script|<img[^>]*onerror|href="javascript:|src="javascript:/i);
    const listed = (await publicList()).entries.find((item) => item.id === entry.id)!;
    expect(listed.contentHtml).toBe(entry.contentHtml);
  });
});

describe('publishing and the public list', () => {
  it('lists only public entries, newest version first (numerically), filtered by type', async () => {
    const a = await createEntry({ version: '5.2.9', type: 'improvement', published: true });
    const b = await createEntry({ version: '5.2.10', type: 'improvement', published: true });
    const c = await createEntry({ version: '5.10.0', type: 'improvement', published: true });
    const draft = await createEntry({ version: '5.11.0', type: 'improvement' });
    const { entries } = await publicList('?type=improvement&limit=50');
    const ids = entries.map((entry) => entry.id);
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids).not.toContain(draft.id);
    expect(entries.every((entry) => entry.type === 'improvement')).toBe(true);
    expect(Object.keys(entries[0]!).sort()).toEqual([
      'contentHtml',
      'id',
      'publishedAt',
      'title',
      'type',
      'version',
    ]);
    const paged = await publicList('?type=improvement&limit=2&page=2');
    expect(paged.pagination).toMatchObject({ page: 2, total: entries.length });
    expect((await t.call('GET', '/api/changelog?type=nope')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/changelog?limit=500')).statusCode).toBe(400);
  });

  it('publishes now, schedules for later (public once the time has come), and unpublishes', async () => {
    const entry = await createEntry({ version: '7.0.0' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.call('POST', `/api/admin/changelog/${entry.id}/publish`, {
      as: admin,
      payload: { publishedAt: future },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(json<{ data: { entry: Entry } }>(scheduled).data.entry.status).toBe('scheduled');
    expect((await publicList('?limit=50')).entries.map((item) => item.id)).not.toContain(entry.id);
    expect(await (await t.call('GET', '/changelog/rss.xml')).body).not.toContain('7.0.0');

    // The clock passes the scheduled time.
    await t.deps.database.db
      .update(changelogEntries)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(changelogEntries.id, entry.id));
    expect((await publicList('?limit=50')).entries.map((item) => item.id)).toContain(entry.id);
    const admins = await t.call('GET', '/api/admin/changelog?status=published&limit=100', { as: admin });
    expect(json<{ data: { entries: Entry[] } }>(admins).data.entries.map((item) => item.id)).toContain(
      entry.id,
    );

    const unpublished = await t.call('POST', `/api/admin/changelog/${entry.id}/unpublish`, { as: admin });
    expect(json<{ data: { entry: Entry } }>(unpublished).data.entry.status).toBe('draft');
    expect((await publicList('?limit=50')).entries.map((item) => item.id)).not.toContain(entry.id);

    const now = await t.call('POST', `/api/admin/changelog/${entry.id}/publish`, { as: admin });
    expect(json<{ data: { entry: Entry } }>(now).data.entry.status).toBe('published');

    const drafts = await t.call('GET', '/api/admin/changelog?status=draft&limit=100', { as: admin });
    const draftEntries = json<{ data: { entries: Entry[] } }>(drafts).data.entries;
    expect(draftEntries.every((item) => item.status === 'draft')).toBe(true);
    expect((await t.call('POST', '/api/admin/changelog/999999/publish', { as: admin })).statusCode).toBe(404);
  });

  it('serves RSS 2.0 with only public entries and absolute links', async () => {
    const visible = await createEntry({
      version: '8.1.0',
      title: 'Feed <visible> & well',
      content: '![shot](/api/fileupload/abc.png) [docs](/docs)',
      published: true,
    });
    await createEntry({ version: '8.2.0', title: 'Hidden draft entry' });
    await createEntry({
      version: '8.3.0',
      title: 'Scheduled entry',
      published: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const response = await t.call('GET', '/changelog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(body).toContain('8.1.0: Feed &#60;visible&#62; &#38; well');
    expect(body).toContain('http://localhost:3000/changelog#v8.1.0');
    expect(body).toContain('src=&#34;http://localhost:3000/api/fileupload/abc.png&#34;');
    expect(body).toContain('href=&#34;http://localhost:3000/docs&#34;');
    expect(body).not.toContain('Hidden draft entry');
    expect(body).not.toContain('Scheduled entry');
    expect(visible.status).toBe('published');
  });
});
