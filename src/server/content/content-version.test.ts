/**
 * The content version (content-version.ts): what moves it (an admin action, a change to what a
 * public page shows of a user) and what leaves it (a failed action, visitors' and users' writes,
 * counters), through HTTP against the file's own database.
 */
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction.ts';
import { json, type TestApp, type TestUser, uniqueEmail } from '../testing/app.ts';
import { sharedTestApp, sharedUser } from '../testing/suite.ts';
import { bumpContentVersion, readContentVersion } from './content-version.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const user = sharedUser(t, { verified: true });

const version = () => readContentVersion(t.deps.database.db);

async function ok(response: Awaited<ReturnType<TestApp['call']>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return json<{ data: Record<string, { id: number; slug: string }> }>(response).data;
}

async function publishedPostBy(author: TestUser) {
  const { post } = await ok(
    await t.call('POST', '/api/blog', {
      as: author,
      payload: { title: `Signed ${uniqueEmail('post')}`, content: 'Text.', published: true },
    }),
  );
  return post!;
}

describe('what moves the content version', () => {
  it('an admin editing a FAQ moves it forward', async () => {
    const { faq } = await ok(
      await t.call('POST', '/api/admin/faqs', { as: admin, payload: { question: 'Q?', answer: 'A.' } }),
    );
    const before = await version();
    await ok(
      await t.call('PUT', `/api/admin/faqs/${faq!.id}`, {
        as: admin,
        payload: { question: 'Q, edited?', answer: 'A.' },
      }),
    );
    expect(await version()).toBe(before + 1);
  });

  it('an admin action that fails leaves it where it was', async () => {
    const before = await version();
    const response = await t.call('PUT', '/api/admin/faqs/999999', {
      as: admin,
      payload: { question: 'Q?', answer: 'A.' },
    });
    expect(response.statusCode).toBe(404);
    expect(await version()).toBe(before);
  });

  it('a bump in a transaction that rolls back is undone with it', async () => {
    const before = await version();
    await expect(
      inTransaction(t.deps.database.db, async (tx) => {
        await bumpContentVersion(tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await version()).toBe(before);
  });

  it('the author of a published post renaming themselves moves it forward (the post shows the name)', async () => {
    await publishedPostBy(admin);
    const before = await version();
    await ok(await t.call('PUT', '/api/me', { as: admin, payload: { name: 'Renamed Author' } }));
    expect(await version()).toBe(before + 1);
  });

  it('someone who signs no post renaming themselves leaves it where it was', async () => {
    const before = await version();
    await ok(await t.call('PUT', '/api/me', { as: user, payload: { name: 'Renamed Reader' } }));
    expect(await version()).toBe(before);
  });

  it('an account deletion moves it forward (its published testimonials go)', async () => {
    const leaving = await t.createUser({ verified: true });
    const before = await version();
    await ok(await t.call('DELETE', '/api/me', { as: leaving, payload: { password: leaving.password } }));
    expect(await version()).toBe(before + 1);
  });
});

describe('what leaves the content version where it was', () => {
  it("visitors' and users' writes: a contact message, joining the waitlist, a testimonial for review", async () => {
    const before = await version();
    await ok(
      await t.call('POST', '/api/contact', {
        payload: { fullName: 'Vera Visitor', email: uniqueEmail('visitor'), message: 'Hello there, team.' },
      }),
    );
    await ok(await t.call('POST', '/api/waitlist', { payload: { email: uniqueEmail('wait'), name: 'W' } }));
    await ok(
      await t.call('POST', '/api/testimonials', {
        as: user,
        payload: { content: 'This starter kit saved us weeks.', rating: 5, authorName: 'Ada' },
      }),
    );
    expect(await version()).toBe(before);
  });

  it("a post's counters: reading it and liking it", async () => {
    const post = await publishedPostBy(admin);
    const before = await version();
    await ok(await t.call('GET', `/api/blog/${post.slug}`, { from: '192.0.2.44' }));
    await ok(await t.call('POST', `/api/blog/${post.id}/like`, { as: user }));
    expect(await version()).toBe(before);
  });
});
