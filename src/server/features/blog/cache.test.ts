/**
 * The public blog cache (http/public-cache.ts): what it serves must follow every write at once on
 * this instance (other instances: tests/scale), never show a draft to a non-admin, and let a
 * browser revalidate with an ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Post = { id: number; slug: string; title: string; viewCount: number };

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });
const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: asAdmin(), ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return json<{ data: { post: Post } & Post }>(response).data;
};
const publicTitles = async (query = '?limit=100') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/blog${query}` });
  expect(response.statusCode).toBe(200);
  return json<{ data: { posts: Post[] } }>(response).data.posts.map((post) => post.title);
};
const article = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/blog/${slug}`, headers });

describe('public blog cache', () => {
  it('follows a publish, an edit, an unpublish and a delete at once', async () => {
    const { post } = await write('POST', '/api/blog', { title: 'Cached one', content: 'Text.' });
    expect(await publicTitles()).not.toContain('Cached one');
    expect((await article(post.slug)).statusCode).toBe(404);

    await write('POST', `/api/blog/${post.id}/publish`, {});
    expect(await publicTitles()).toContain('Cached one');
    expect((await article(post.slug)).statusCode).toBe(200);

    await write('PUT', `/api/blog/${post.id}`, { title: 'Cached two', content: 'Text.', slug: post.slug });
    expect(await publicTitles()).toContain('Cached two');
    expect(json<{ data: { post: Post } }>(await article(post.slug)).data.post.title).toBe('Cached two');

    await write('POST', `/api/blog/${post.id}/unpublish`, {});
    expect(await publicTitles()).not.toContain('Cached two');
    expect((await article(post.slug)).statusCode).toBe(404);

    await write('POST', `/api/blog/${post.id}/publish`, {});
    expect(await publicTitles()).toContain('Cached two');
    await write('DELETE', `/api/blog/${post.id}`);
    expect(await publicTitles()).not.toContain('Cached two');
    expect((await article(post.slug)).statusCode).toBe(404);
  });

  it('never serves an admin-only post to others, whoever asked first', async () => {
    const { post } = await write('POST', '/api/blog', { title: 'Draft only', content: 'Secret.' });
    // The admin's reads (list with drafts, the article) come first...
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/blog?status=draft',
      headers: asAdmin(),
    });
    expect(json<{ data: { posts: Post[] } }>(adminList).data.posts.map((p) => p.title)).toContain(
      'Draft only',
    );
    expect((await article(post.slug, asAdmin())).statusCode).toBe(200);
    // ...and nothing of them reaches a visitor.
    expect(await publicTitles()).not.toContain('Draft only');
    expect((await article(post.slug)).statusCode).toBe(404);
  });

  it('shows a scheduled post within a second of its time', async () => {
    const at = new Date(Date.now() + 1500);
    const { post } = await write('POST', '/api/blog', { title: 'Timed', content: 'Soon.' });
    await write('POST', `/api/blog/${post.id}/publish`, { publishedAt: at.toISOString() });
    expect(await publicTitles()).not.toContain('Timed');
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 1100));
    expect(await publicTitles()).toContain('Timed');
    expect((await article(post.slug)).statusCode).toBe(200);
  });

  it('answers a revalidation with 304 while the list is unchanged, and 200 after a write', async () => {
    await write('POST', '/api/blog', { title: 'Tagged', content: 'Text.', published: true });
    const first = await t.app.inject({ method: 'GET', url: '/api/blog' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.inject({ method: 'GET', url: '/api/blog', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await write('POST', '/api/blog', { title: 'Newer', content: 'Text.', published: true });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/blog',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // An admin's view (drafts included) is never marked cacheable.
    const adminList = await t.app.inject({ method: 'GET', url: '/api/blog', headers: asAdmin() });
    expect(adminList.headers['cache-control']).toBe('no-store');
    expect(adminList.headers.etag).toBeUndefined();
  });

  it('answers 304 to a revalidation that lists the ETag among others, or marks it weak', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/blog' })).headers.etag as string;
    const revalidate = (header: string) =>
      t.app.inject({ method: 'GET', url: '/api/blog', headers: { 'if-none-match': header } });
    expect((await revalidate(`"older", ${etag}`)).statusCode).toBe(304);
    expect((await revalidate(`W/${etag}`)).statusCode).toBe(304);
    expect((await revalidate('"older", "oldest"')).statusCode).toBe(200);
  });

  it('counts every reader of a cached article', async () => {
    const { post } = await write('POST', '/api/blog', {
      title: 'Popular',
      content: 'Text.',
      published: true,
    });
    const counts: number[] = [];
    // Five readers (a reader's reloads are one view: blog.test.ts).
    for (let n = 0; n < 5; n += 1) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/blog/${post.slug}`,
        remoteAddress: `192.0.2.${n + 1}`,
      });
      counts.push(json<{ data: { post: Post } }>(read).data.post.viewCount);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });
});
