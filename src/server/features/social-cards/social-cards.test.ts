import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, type TestUser } from '../../testing/app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin', name: 'Ada Lovelace' });
});
afterAll(async () => {
  await t?.close();
});

interface Post {
  id: number;
  slug: string;
}

async function createPost(payload: Record<string, unknown>): Promise<Post> {
  const response = await t.call('POST', '/api/blog', {
    as: admin,
    payload: { content: 'Body.', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { post: Post } }>(response).data.post;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of the card's size, read from its own bytes (signature, then the IHDR's width and height). */
function expectCardPng(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('social cards', () => {
  it("draws a public post's card as a 1200×630 PNG, with its ETag and caching headers", async () => {
    const post = await createPost({ title: 'Cards <b>drawn</b> on the server', published: true });
    const response = await get(`/og/blog/${post.slug}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expectCardPng(response.rawPayload);
    // Kept: the same bytes again, without drawing.
    const again = await get(`/og/blog/${post.slug}.png`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(response.headers.etag);
  }, 30_000);

  it('answers 304 without a body when the card has not changed', async () => {
    const post = await createPost({ title: 'Revalidated by crawlers', published: true });
    const first = await get(`/og/blog/${post.slug}.png`);
    const etag = String(first.headers.etag);
    const revalidated = await get(`/og/blog/${post.slug}.png`, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(
      (await get(`/og/blog/${post.slug}.png`, { 'if-none-match': `W/${etag}, "other"` })).statusCode,
    ).toBe(304);
    expect((await get(`/og/blog/${post.slug}.png`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  }, 30_000);

  it("draws the card again when the post's title changes", async () => {
    const post = await createPost({ title: 'The first title', published: true });
    const before = await get(`/og/blog/${post.slug}.png`);
    const edit = await t.call('PUT', `/api/blog/${post.id}`, {
      as: admin,
      payload: { title: 'A new title', content: 'Body.', published: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(`/og/blog/${post.slug}.png`);
    expect(after.statusCode).toBe(200);
    expectCardPng(after.rawPayload);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    // The old tag no longer matches: a crawler holding it gets the new card.
    expect(
      (await get(`/og/blog/${post.slug}.png`, { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);
  }, 30_000);

  it('never draws a draft, a scheduled post or an unknown slug (404), and refuses a slug no post could have', async () => {
    const draft = await createPost({ title: 'Not out yet', published: false });
    const scheduled = await createPost({
      title: 'Out next year',
      published: true,
      publishedAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    });
    expect((await get(`/og/blog/${draft.slug}.png`)).statusCode).toBe(404);
    expect((await get(`/og/blog/${scheduled.slug}.png`)).statusCode).toBe(404);
    expect((await get('/og/blog/no-such-post.png')).statusCode).toBe(404);
    expect((await get('/og/blog/Not_A_Slug.png')).statusCode).toBe(400);
  });

  it("draws the site's card", async () => {
    const response = await get('/og/default.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectCardPng(response.rawPayload);
    expect(
      (await get('/og/default.png', { 'if-none-match': String(response.headers.etag) })).statusCode,
    ).toBe(304);
  }, 30_000);
});
