import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { XSS_MARKDOWN } from '../../testing/xss-markdown.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Preview = { html: string; readingTimeMinutes: number };

const URL = '/api/admin/markdown/preview';

let t: TestApp;
let admin: User;
let user: User;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  user = await t.createUser({ verified: true });
});
afterAll(async () => {
  await t?.close();
});

const preview = async (content: string) => {
  const response = await t.call('POST', URL, { as: admin, payload: { content } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Preview }>(response).data;
};

describe('POST /api/admin/markdown/preview', () => {
  it('is for admins only: visitors and users get 403, and nothing else is said', async () => {
    for (const as of [undefined, user]) {
      const response = await t.call('POST', URL, { ...(as ? { as } : {}), payload: { content: 'x' } });
      expect(response.statusCode, as ? 'user' : 'visitor').toBe(403);
      expect(json(response)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    }
  });

  it('refuses a body without content, with content that is not text, or too long (400)', async () => {
    for (const payload of [{}, { content: 42 }, { content: 'x'.repeat(200_001) }]) {
      const response = await t.call('POST', URL, { as: admin, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await preview('x'.repeat(200_000))).html).toContain('xxx');
  });

  it('renders with the same renderer as saved content: headings and highlighted code', async () => {
    const { html, readingTimeMinutes } = await preview('# Title\n\n```ts\nconst a = 1;\n```');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('class="hljs"');
    expect(readingTimeMinutes).toBe(1);
    expect((await preview('')).html).toBe('');
  });

  it('answers what a saved post, changelog entry and FAQ answer show, with nothing executable', async () => {
    const content = XSS_MARKDOWN;
    const { html } = await preview(content);
    // In tags (escaped text may say anything): no script element, event handler or script URL.
    expect(html).not.toMatch(
      /<(script|iframe|svg)|<[^>]+\son\w+\s*=|<[^>]+(href|src)="\s*(javascript|vbscript|data):/i,
    );
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');

    const post = await t.call('POST', '/api/blog', { as: admin, payload: { title: 'Preview', content } });
    expect(post.statusCode, post.body).toBe(201);
    const { id } = json<{ data: { post: { id: number } } }>(post).data.post;
    const read = await t.call('GET', `/api/admin/blog/posts/${id}`, { as: admin });
    expect(json<{ data: { post: { contentHtml: string } } }>(read).data.post.contentHtml).toBe(html);

    const entry = await t.call('POST', '/api/admin/changelog', {
      as: admin,
      payload: { version: '9.9.9', title: 'Preview', content, type: 'feature' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(json<{ data: { entry: { contentHtml: string } } }>(entry).data.entry.contentHtml).toBe(html);

    const faq = await t.call('POST', '/api/admin/faqs', {
      as: admin,
      payload: { question: 'Q?', answer: content },
    });
    expect(faq.statusCode, faq.body).toBe(201);
    expect(json<{ data: { faq: { answerHtml: string } } }>(faq).data.faq.answerHtml).toBe(html);
  });
});
