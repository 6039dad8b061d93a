import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../features/uploads/storage.ts';
import { createTestApp, json, type TestApp } from '../testing/app.ts';
import { seedDemoContent } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const data = async (url: string) =>
  json<{ data: Record<string, unknown> }>(await t.app.inject({ method: 'GET', url })).data;

describe('npm run seed', () => {
  it('fills the blog, FAQs, changelog and testimonials once, visible on the public pages', async () => {
    const storage = createFileStorage(t.deps.config);
    expect(await seedDemoContent(t.deps.database.db, { storage })).toEqual({ posts: 6, content: 12 });
    expect(await seedDemoContent(t.deps.database.db, { storage })).toEqual({ posts: 0, content: 0 });

    const blog = (await data('/api/blog')) as {
      posts: Array<{ categories: unknown[]; featuredImage: string | null }>;
      pagination: { total: number };
    };
    expect(blog.pagination.total).toBe(6);
    expect(blog.posts.every((post) => post.categories.length > 0)).toBe(true);
    // The lede is prose: the Markdown guide's code sample is not flattened into it.
    const guide = (await data('/api/blog/writing-posts-in-markdown')) as { post: { excerpt: string } };
    expect(guide.post.excerpt).toMatch(/^Posts are written in Markdown/);
    expect(guide.post.excerpt).not.toContain('import');

    // Every demo post has its own featured image, served like any upload (and seeded once).
    const images = blog.posts.map((post) => post.featuredImage);
    expect(new Set(images).size).toBe(6);
    for (const url of images) {
      expect(url).toMatch(/^\/api\/fileupload\/[\w-]+$/);
      const image = await t.app.inject({ method: 'GET', url: url! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.length).toBeGreaterThan(5_000);
    }
    const faqs = (await data('/api/faqs')) as { categories: Array<{ name: string; faqs: unknown[] }> };
    expect(faqs.categories.map((category) => category.name)).toEqual([
      'General',
      'Billing',
      'Technical',
      'Account',
    ]);
    const changelog = (await data('/api/changelog')) as { entries: Array<{ version: string }> };
    expect(changelog.entries.map((entry) => entry.version)).toEqual(['1.1.1', '1.1.0', '1.0.0']);
    const testimonials = (await data('/api/testimonials')) as { testimonials: unknown[] };
    expect(testimonials.testimonials).toHaveLength(3);
  });
});
