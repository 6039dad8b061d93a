import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogLikes, blogPosts, blogPostViewsDaily, securityLogs } from '../../db/schema.ts';
import { type CallOptions, createTestApp, json, type TestApp } from '../../testing/app.ts';
import { XSS_MARKDOWN } from '../../testing/xss-markdown.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Post = {
  id: number;
  slug: string;
  title: string;
  status: string;
  excerpt: string;
  viewCount: number;
  likeCount: number;
  publishedAt: string | null;
  categories: Array<{ id: number; slug: string }>;
  tags: Array<{ id: number; slug: string }>;
  author: { id: string; name: string } | null;
  contentHtml?: string;
  liked?: boolean;
  readingTimeMinutes: number;
};

let t: TestApp;
let admin: User;
let reader: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  reader = await t.createUser({ verified: true });
});
afterAll(async () => {
  await t?.close();
});

/** A new anonymous visitor's address each call (a visitor's view counts once per 30 minutes). */
let visitors = 0;
const newVisitor = () => `198.51.100.${++visitors}`;

/** POST /api/blog as the admin, whatever the answer. */
const sendPost = (payload: Record<string, unknown>) => t.call('POST', '/api/blog', { as: admin, payload });

async function createPost(payload: Record<string, unknown>): Promise<Post> {
  const response = await sendPost({ content: 'Body text.', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { post: Post } }>(response).data.post;
}

async function createTaxonomy(
  kind: 'categories' | 'tags',
  name: string,
): Promise<{ id: number; slug: string }> {
  const response = await t.call('POST', `/api/admin/blog/${kind}`, { as: admin, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  const data = json<{ data: Record<string, { id: number; slug: string }> }>(response).data;
  return Object.values(data)[0]!;
}

const list = async (query: string, as?: User) => {
  const response = await t.call('GET', `/api/blog${query}`, as ? { as } : {});
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { posts: Post[]; pagination: Record<string, number> } }>(response).data;
};

describe('writing posts', () => {
  it('creates a post with a derived slug, excerpt and reading time, and logs it', async () => {
    const post = await createPost({
      title: 'Hello, World: Our First Post!',
      content: `# Welcome\n\nThis is **the** first post. ${'word '.repeat(500)}`,
      published: true,
    });
    expect(post).toMatchObject({
      slug: 'hello-world-our-first-post',
      status: 'published',
      author: { id: admin.id, name: expect.any(String) },
      viewCount: 0,
      likeCount: 0,
      readingTimeMinutes: 2,
    });
    expect(post.excerpt.startsWith('Welcome This is the first post.')).toBe(true);
    expect(post.excerpt.length).toBeLessThanOrEqual(200);
    const [event] = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.eventType, 'blog_post_created'));
    expect(event).toMatchObject({ actorId: admin.id, success: true });
  });

  it('numbers a derived slug that is taken, and answers 409 for a requested one', async () => {
    const first = await createPost({ title: 'Same Title' });
    const second = await createPost({ title: 'Same Title' });
    expect([first.slug, second.slug]).toEqual(['same-title', 'same-title-2']);
    const clash = await sendPost({ title: 'Other', slug: 'same-title', content: 'x' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({ success: false, error: expect.stringContaining('slug') });
    const update = await t.call('PUT', `/api/blog/${second.id}`, {
      as: admin,
      payload: { title: 'Same Title', slug: 'same-title', content: 'x' },
    });
    expect(update.statusCode).toBe(409);
    const reserved = await sendPost({ title: 'Tags', slug: 'tags', content: 'x' });
    expect(reserved.statusCode).toBe(409);
  });

  it('validates the body: 400 with field details, unknown category ids, bad image URLs', async () => {
    const missing = await sendPost({ content: 'no title' });
    expect(missing.statusCode).toBe(400);
    expect(json<{ details: Array<{ path: string }> }>(missing).details.map((d) => d.path)).toContain('title');
    const unknownCategory = await sendPost({ title: 'X', content: 'x', categoryIds: [999_999] });
    expect(unknownCategory.statusCode).toBe(400);
    expect(json(unknownCategory).error).toContain('999999');
    const script = await sendPost({ title: 'X', content: 'x', featuredImage: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const backslash = await sendPost({ title: 'X', content: 'x', featuredImage: '/\\evil.example/x.png' });
    expect(backslash.statusCode).toBe(400);
    const badSlug = await sendPost({ title: 'X', content: 'x', slug: 'Not A Slug' });
    expect(badSlug.statusCode).toBe(400);
  });

  it('refuses writes to anonymous callers (401) and non-admins (403)', async () => {
    const post = await createPost({ title: 'Guarded' });
    for (const [method, url] of [
      ['POST', '/api/blog'],
      ['PUT', `/api/blog/${post.id}`],
      ['DELETE', `/api/blog/${post.id}`],
      ['POST', `/api/blog/${post.id}/publish`],
      ['POST', `/api/blog/${post.id}/unpublish`],
      ['POST', '/api/admin/blog/bulk-publish'],
      ['POST', '/api/admin/blog/bulk-delete'],
      ['GET', `/api/admin/blog/posts/${post.id}`],
      ['GET', '/api/admin/blog/categories'],
      ['POST', '/api/admin/blog/tags'],
    ] as const) {
      const anonymous = await t.call(method, url, { payload: { title: 'x', content: 'x', ids: [1] } });
      expect([401, 403], `${method} ${url}`).toContain(anonymous.statusCode);
      const user = await t.call(method, url, { as: reader, payload: { title: 'x', content: 'x', ids: [1] } });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(json(user)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
    }
  });

  it('updates a post: data is the post; an excerpt derived from old content follows the new one', async () => {
    const post = await createPost({ title: 'Draft to edit', content: 'First version of the text.' });
    const response = await t.call('PUT', `/api/blog/${post.id}`, {
      as: admin,
      payload: { title: 'Edited title', content: 'Second version of the text.', seoTitle: 'SEO' },
    });
    expect(response.statusCode).toBe(200);
    const updated = json<{ data: Post & { seoTitle: string } }>(response).data;
    expect(updated).toMatchObject({
      id: post.id,
      title: 'Edited title',
      slug: post.slug,
      excerpt: 'Second version of the text.',
      seoTitle: 'SEO',
      status: 'draft',
    });
    const written = await t.call('PUT', `/api/blog/${post.id}`, {
      as: admin,
      payload: { title: 'Edited title', content: 'Third.', excerpt: 'Hand-written summary' },
    });
    expect(json<{ data: Post }>(written).data.excerpt).toBe('Hand-written summary');
    const kept = await t.call('PUT', `/api/blog/${post.id}`, {
      as: admin,
      payload: { title: 'Edited title', content: 'Fourth.' },
    });
    expect(json<{ data: Post }>(kept).data.excerpt).toBe('Hand-written summary');
    expect(
      (await t.call('PUT', '/api/blog/999999', { as: admin, payload: { title: 'x', content: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a post with the spec body', async () => {
    const post = await createPost({ title: 'To delete', published: true });
    const response = await t.call('DELETE', `/api/blog/${post.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { success: true, message: expect.any(String) }, success: true });
    expect((await t.call('GET', `/api/blog/${post.slug}`, { as: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/blog/${post.id}`, { as: admin })).statusCode).toBe(404);
  });
});

describe('visibility and scheduling', () => {
  it('hides drafts and scheduled posts from visitors and users, and shows them to admins', async () => {
    const draft = await createPost({ title: 'Secret draft', content: 'zebra-draft-marker' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await createPost({ title: 'Scheduled post', published: true, publishedAt: future });
    expect(scheduled.status).toBe('scheduled');

    for (const viewer of [undefined, reader]) {
      const slugs = (await list('?limit=100', viewer)).posts.map((post) => post.slug);
      expect(slugs).not.toContain(draft.slug);
      expect(slugs).not.toContain(scheduled.slug);
      expect((await t.call('GET', `/api/blog/${draft.slug}`, viewer ? { as: viewer } : {})).statusCode).toBe(
        404,
      );
      expect(
        (await t.call('GET', `/api/blog/${scheduled.slug}`, viewer ? { as: viewer } : {})).statusCode,
      ).toBe(404);
      const like = await t.call('POST', `/api/blog/${draft.id}/like`, { as: reader });
      expect(like.statusCode).toBe(404);
    }
    // Asking for drafts is the admins' business.
    expect((await t.call('GET', '/api/blog?status=draft')).statusCode).toBe(403);
    expect((await t.call('GET', '/api/blog?status=draft', { as: reader })).statusCode).toBe(403);

    const drafts = (await list('?status=draft&limit=100', admin)).posts.map((post) => post.slug);
    expect(drafts).toContain(draft.slug);
    expect(drafts).not.toContain(scheduled.slug);
    expect((await list('?status=scheduled', admin)).posts.map((post) => post.slug)).toEqual([scheduled.slug]);
    const adminRead = await t.call('GET', `/api/blog/${draft.slug}`, { as: admin });
    expect(adminRead.statusCode).toBe(200);
    expect(json<{ data: { post: Post } }>(adminRead).data.post.viewCount).toBe(0);
  });

  it('publishes when the scheduled time has come, and unpublishes back to draft', async () => {
    const post = await createPost({ title: 'Goes live' });
    const past = new Date(Date.now() - 1000).toISOString();
    const scheduled = await t.call('POST', `/api/blog/${post.id}/publish`, {
      as: admin,
      payload: { publishedAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(json<{ data: { post: Post } }>(scheduled).data.post.status).toBe('scheduled');
    // The scheduled time passes (set it in the past, as the clock would).
    await t.call('POST', `/api/blog/${post.id}/publish`, { as: admin, payload: { publishedAt: past } });
    expect((await t.call('GET', `/api/blog/${post.slug}`)).statusCode).toBe(200);
    const unpublished = await t.call('POST', `/api/blog/${post.id}/unpublish`, { as: admin });
    expect(json<{ data: { post: Post } }>(unpublished).data.post.status).toBe('draft');
    expect((await t.call('GET', `/api/blog/${post.slug}`)).statusCode).toBe(404);
  });

  it('publishes and deletes in bulk, each logged', async () => {
    const a = await createPost({ title: 'Bulk A' });
    const b = await createPost({ title: 'Bulk B' });
    const c = await createPost({ title: 'Bulk C', published: true });
    const published = await t.call('POST', '/api/admin/blog/bulk-publish', {
      as: admin,
      payload: { ids: [a.id, b.id, c.id] },
    });
    expect(json(published).data).toEqual({ updated: 2 });
    expect((await t.call('GET', `/api/blog/${a.slug}`)).statusCode).toBe(200);
    const deleted = await t.call('POST', '/api/admin/blog/bulk-delete', {
      as: admin,
      payload: { ids: [a.id, b.id, 999_999] },
    });
    expect(json(deleted).data).toEqual({ deleted: 2 });
    expect((await t.call('GET', `/api/blog/${b.slug}`)).statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/blog/bulk-delete', { as: admin, payload: { ids: [] } })).statusCode,
    ).toBe(400);
  });
});

describe('reading', () => {
  it("counts each reader's view, also per day", async () => {
    const post = await createPost({ title: 'Counted', published: true });
    await t.call('GET', `/api/blog/${post.slug}`, { from: newVisitor() });
    const second = await t.call('GET', `/api/blog/${post.slug}`, { as: reader });
    expect(json<{ data: { post: Post } }>(second).data.post.viewCount).toBe(2);
    // Views are written in batches, within about a second.
    await vi.waitFor(
      async () => {
        const [daily] = await t.deps.database.db
          .select()
          .from(blogPostViewsDaily)
          .where(eq(blogPostViewsDaily.postId, post.id));
        expect(daily?.views).toBe(2);
      },
      { timeout: 5000, interval: 100 },
    );
    const third = await t.call('GET', `/api/blog/${post.slug}`, { from: newVisitor() });
    expect(json<{ data: { post: Post } }>(third).data.post.viewCount).toBe(3);
  });

  it('counts a visitor once per post per 30 minutes: reloads are not views', async () => {
    const post = await createPost({ title: 'Reloaded', published: true });
    const other = await createPost({ title: 'Also read', published: true });
    const viewsAfter = async (slug: string, options: CallOptions) =>
      json<{ data: { post: Post } }>(await t.call('GET', `/api/blog/${slug}`, options)).data.post.viewCount;
    const visitor = { from: newVisitor(), userAgent: 'Mozilla/5.0 (reader)' };
    const counts: number[] = [];
    for (let n = 0; n < 30; n += 1) counts.push(await viewsAfter(post.slug, visitor));
    expect(counts).toEqual(Array.from({ length: 30 }, () => 1));
    // Another browser at the same address, another address, a signed-in reader: each one view.
    expect(await viewsAfter(post.slug, { ...visitor, userAgent: 'Mozilla/5.0 (other)' })).toBe(2);
    expect(await viewsAfter(post.slug, { ...visitor, from: newVisitor() })).toBe(3);
    const signedIn = await t.createUser();
    expect(await viewsAfter(post.slug, { ...visitor, as: signedIn })).toBe(4);
    expect(await viewsAfter(post.slug, { from: newVisitor(), as: signedIn })).toBe(4);
    // The same visitor's first read of another post counts there.
    expect(await viewsAfter(other.slug, visitor)).toBe(1);
    await vi.waitFor(
      async () => {
        const [row] = await t.deps.database.db
          .select({ views: blogPosts.viewCount })
          .from(blogPosts)
          .where(eq(blogPosts.id, post.id));
        expect(row?.views).toBe(4);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('toggles one like per user, needs a session, and reports it on the post', async () => {
    const post = await createPost({ title: 'Likeable', published: true });
    expect((await t.call('POST', `/api/blog/${post.id}/like`)).statusCode).toBe(401);
    const like = await t.call('POST', `/api/blog/${post.id}/like`, { as: reader });
    expect(json(like)).toEqual({ data: { liked: true, likeCount: 1 }, success: true });
    const other = await t.createUser();
    expect(json(await t.call('POST', `/api/blog/${post.id}/like`, { as: other })).data).toEqual({
      liked: true,
      likeCount: 2,
    });
    const read = await t.call('GET', `/api/blog/${post.slug}`, { as: reader });
    expect(json<{ data: { post: Post } }>(read).data.post).toMatchObject({ liked: true, likeCount: 2 });
    const unlike = await t.call('POST', `/api/blog/${post.id}/like`, { as: reader });
    expect(json(unlike).data).toEqual({ liked: false, likeCount: 1 });
    const anonymous = await t.call('GET', `/api/blog/${post.slug}`);
    expect(json<{ data: { post: Post } }>(anonymous).data.post.liked).toBe(false);
    expect((await t.call('POST', '/api/blog/999999/like', { as: reader })).statusCode).toBe(404);
  });

  it('keeps the counter equal to the likes when many toggle at once, the same user included', async () => {
    const post = await createPost({ title: 'Crowded', published: true });
    const readers = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    // Each of six readers toggles three times, all at once: whichever toggle wins each race, the
    // count must match the rows (on PostgreSQL these really run side by side).
    const toggles = readers.flatMap((user) => [user, user, user]);
    const answers = await Promise.all(
      toggles.map((user) => t.call('POST', `/api/blog/${post.id}/like`, { as: user })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const likes = await t.deps.database.db.select().from(blogLikes).where(eq(blogLikes.postId, post.id));
    const [row] = await t.deps.database.db
      .select({ likeCount: blogPosts.likeCount })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(row?.likeCount).toBe(likes.length);
    const read = await t.call('GET', `/api/blog/${post.slug}`);
    expect(json<{ data: { post: Post } }>(read).data.post.likeCount).toBe(likes.length);
  });

  it('renders Markdown with highlighted code, and nothing executable from the XSS corpus', async () => {
    const content = XSS_MARKDOWN;
    const post = await createPost({ title: 'XSS corpus', content, published: true });
    const read = await t.call('GET', `/api/blog/${post.slug}`);
    const html = json<{ data: { post: Post } }>(read).data.post.contentHtml!;
    // Whatever the corpus says is shown as text: every tag is an allowed one, no attribute is an
    // event handler, and no link or image points at a script URL.
    const allowed = new Set(['p', 'pre', 'code', 'span', 'a', 'img', 'h1', 'h2', 'strong', 'em']);
    for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
      expect(allowed, `<${name}${attributes}>`).toContain(name!.toLowerCase());
      expect(attributes).not.toMatch(/\son\w+\s*=/i);
      expect(attributes).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
    }
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    // That the admin's preview answers this same HTML: src/server/features/markdown/markdown.test.ts.
  });
});

describe('the list', () => {
  let news: { id: number; slug: string };
  let guides: { id: number; slug: string };
  let tag: { id: number; slug: string };
  let posts: Post[];

  beforeAll(async () => {
    news = await createTaxonomy('categories', 'List News');
    guides = await createTaxonomy('categories', 'List Guides');
    tag = await createTaxonomy('tags', 'List Postgres');
    const day = 86_400_000;
    posts = [];
    for (const [i, spec] of [
      {
        title: 'Quantum kittens explained',
        categoryIds: [news.id],
        tagIds: [tag.id],
        content: 'About cats.',
      },
      {
        title: 'Deploying on a budget',
        categoryIds: [guides.id],
        tagIds: [tag.id],
        content: 'Quantum of savings.',
      },
      { title: 'Release notes', categoryIds: [news.id], tagIds: [], content: 'Plain update.' },
    ].entries()) {
      posts.push(
        await createPost({
          ...spec,
          published: true,
          publishedAt: new Date(Date.UTC(2020, 0, 1) + i * day).toISOString(),
        }),
      );
    }
    // Views and likes to sort by.
    for (let n = 0; n < 3; n += 1) await t.call('GET', `/api/blog/${posts[2]!.slug}`, { from: newVisitor() });
    await t.call('GET', `/api/blog/${posts[0]!.slug}`, { from: newVisitor() });
    // Views are written in batches, within about a second.
    await vi.waitFor(
      async () => {
        const rows = await t.deps.database.db
          .select({ views: blogPosts.viewCount })
          .from(blogPosts)
          .where(inArray(blogPosts.id, [posts[2]!.id, posts[0]!.id]))
          .orderBy(desc(blogPosts.viewCount));
        expect(rows.map((row) => row.views)).toEqual([3, 1]);
      },
      { timeout: 5000, interval: 100 },
    );
    await t.call('POST', `/api/blog/${posts[1]!.id}/like`, { as: reader });
  });

  const slugsOf = (data: { posts: Post[] }) => data.posts.map((post) => post.slug);
  const ours = (data: { posts: Post[] }) =>
    slugsOf(data).filter((slug) => posts.some((post) => post.slug === slug));

  it('defaults to page 1 of 10, newest first, with the pagination object', async () => {
    const data = await list('');
    expect(data.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(data.pagination.totalPages).toBe(Math.ceil(data.pagination.total! / 10));
    const dates = data.posts.map((post) => post.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by category and tag slug, with the categories and tags on each post', async () => {
    const byCategory = await list(`?category=${news.slug}`);
    expect(slugsOf(byCategory)).toEqual([posts[2]!.slug, posts[0]!.slug]);
    expect(byCategory.pagination.total).toBe(2);
    const byTag = await list(`?tag=${tag.slug}`);
    expect(slugsOf(byTag)).toEqual([posts[1]!.slug, posts[0]!.slug]);
    expect(byTag.posts[0]!.tags).toEqual([{ id: tag.id, name: 'List Postgres', slug: tag.slug }]);
    expect(slugsOf(await list(`?category=${news.slug}&tag=${tag.slug}`))).toEqual([posts[0]!.slug]);
    expect((await list('?category=no-such-category')).posts).toEqual([]);
  });

  it('searches title and content, ranking title matches first', async () => {
    const data = await list('?search=quantum');
    expect(ours(data)).toEqual([posts[0]!.slug, posts[1]!.slug]);
    expect((await list('?search=kitten')).posts.map((post) => post.slug)).toContain(posts[0]!.slug);
    expect((await list(`?search=${encodeURIComponent("'; drop table blog_post; --")}`)).posts).toEqual([]);
  });

  it('matches word prefixes, as typed, keeping title matches first', async () => {
    const inBody = await createPost({
      title: 'Choosing a database',
      content: 'We run PostgreSQL in production.',
      published: true,
    });
    const inTitle = await createPost({
      title: 'PostgreSQL tuning notes',
      content: 'Indexes and vacuum.',
      published: true,
    });
    const mine = (data: { posts: Post[] }) =>
      slugsOf(data).filter((slug) => slug === inBody.slug || slug === inTitle.slug);
    for (const search of ['postgres', 'postg', 'Postgre', 'postgres production', 'quantum kitt']) {
      const expected = search.startsWith('quantum')
        ? []
        : search.includes('production')
          ? [inBody.slug]
          : [inTitle.slug, inBody.slug];
      expect(mine(await list(`?search=${encodeURIComponent(search)}`)), search).toEqual(expected);
    }
    expect(ours(await list('?search=quantum%20kitt'))).toEqual([posts[0]!.slug]);
  });

  it('answers any search text with 200 or 400, never 500', async () => {
    for (const search of [
      '"postgres',
      "o'brien's",
      '&|!():*\\',
      'postgres & | ! ( ) : * \\',
      'a:*b',
      '!postgres',
      '<->',
      "'",
      ':*',
      'the',
      '   ',
      '\u00e9t\u00e9 caf\u00e9',
    ]) {
      const response = await t.call('GET', `/api/blog?search=${encodeURIComponent(search)}`);
      expect([200, 400], search).toContain(response.statusCode);
    }
    expect((await list(`?search=${encodeURIComponent('&|!():*\\')}`)).posts).toEqual([]);
    expect(ours(await list(`?search=${encodeURIComponent('(quantum) & !kitt')}`))).toEqual([posts[0]!.slug]);
    expect((await t.call('GET', '/api/blog?search=%20%20%20')).statusCode).toBe(400);
  });

  it('sorts by views, likes and date in either order, and filters by author', async () => {
    expect(ours(await list('?sort=views&limit=100')).slice(0, 2)).toEqual([posts[2]!.slug, posts[0]!.slug]);
    expect(ours(await list('?sort=likes&limit=100'))[0]).toBe(posts[1]!.slug);
    expect(ours(await list('?sort=date&order=asc&limit=100'))).toEqual(posts.map((post) => post.slug));
    const byAuthor = await list(`?author=${admin.id}&limit=100`);
    expect(byAuthor.posts.every((post) => post.author?.id === admin.id)).toBe(true);
    expect((await list(`?author=${reader.id}`)).posts).toEqual([]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?sort=random',
      '?order=up',
      '?status=secret',
      '?category=Bad Slug',
    ]) {
      const response = await t.call('GET', `/api/blog${query}`, { as: admin });
      expect(response.statusCode, query).toBe(400);
      expect(json(response).success).toBe(false);
    }
  });

  it('lists related posts sharing a category or tag', async () => {
    const response = await t.call('GET', `/api/blog/${posts[0]!.slug}/related`);
    const related = json<{ data: { posts: Post[] } }>(response).data.posts.map((post) => post.slug);
    expect(related).toEqual(expect.arrayContaining([posts[1]!.slug, posts[2]!.slug]));
    expect(related).not.toContain(posts[0]!.slug);
  });
});

describe('categories and tags', () => {
  it('creates, renames and deletes with post counts; 409 on a taken slug', async () => {
    const category = await createTaxonomy('categories', 'Counting Category');
    const tag = await createTaxonomy('tags', 'Counting Tag');
    await createPost({
      title: 'Counted public',
      categoryIds: [category.id],
      tagIds: [tag.id],
      published: true,
    });
    await createPost({ title: 'Counted draft', categoryIds: [category.id] });

    const adminList = json<{ data: { categories: Array<{ id: number; postCount: number }> } }>(
      await t.call('GET', '/api/admin/blog/categories', { as: admin }),
    ).data.categories;
    expect(adminList.find((item) => item.id === category.id)?.postCount).toBe(2);
    const publicList = json<{ data: { categories: Array<{ id: number; postCount: number }> } }>(
      await t.call('GET', '/api/blog/categories'),
    ).data.categories;
    expect(publicList.find((item) => item.id === category.id)?.postCount).toBe(1);
    const publicTags = json<{ data: { tags: Array<{ id: number; postCount: number }> } }>(
      await t.call('GET', '/api/blog/tags'),
    ).data.tags;
    expect(publicTags.find((item) => item.id === tag.id)?.postCount).toBe(1);

    const clash = await t.call('POST', '/api/admin/blog/categories', {
      as: admin,
      payload: { name: 'Other', slug: category.slug },
    });
    expect(clash.statusCode).toBe(409);
    const renamed = await t.call('PUT', `/api/admin/blog/categories/${category.id}`, {
      as: admin,
      payload: { name: 'Renamed Category', description: 'About counting' },
    });
    expect(json(renamed).data).toMatchObject({
      category: { id: category.id, name: 'Renamed Category', description: 'About counting', postCount: 2 },
    });
    const deleted = await t.call('DELETE', `/api/admin/blog/tags/${tag.id}`, { as: admin });
    expect(json(deleted)).toEqual({ data: { success: true, message: expect.any(String) }, success: true });
    expect((await t.call('DELETE', `/api/admin/blog/tags/${tag.id}`, { as: admin })).statusCode).toBe(404);
    const events = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.eventType, 'blog_tag_changed'));
    expect(events.map((event) => event.metadata.action)).toEqual(
      expect.arrayContaining(['created', 'deleted']),
    );
  });
});

describe('feeds', () => {
  it('lists public posts in the RSS feed and the sitemap, and never drafts', async () => {
    const published = await createPost({ title: 'In the feed & map', published: true });
    const draft = await createPost({ title: 'Draft outside the feed' });
    const rss = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.body).toContain('<title>In the feed &#38; map</title>');
    expect(rss.body).toContain(`<link>http://localhost:3000/blog/${published.slug}</link>`);
    expect(rss.body).not.toContain(draft.slug);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/blog/${published.slug}</loc>`);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/pricing</loc>');
    expect(sitemap.body).not.toContain(draft.slug);
  });

  it('makes links and images absolute in the RSS feed', async () => {
    await createPost({
      title: 'Feed with an image',
      content: '![chart](/api/fileupload/abc)',
      published: true,
    });
    const rss = (await t.app.inject({ method: 'GET', url: '/blog/rss.xml' })).body;
    expect(rss).toContain('src=&#34;http://localhost:3000/api/fileupload/abc&#34;');
  });
});

describe('bad input never reaches the database as a 500', () => {
  it('refuses NUL characters in paths, queries and bodies with 400', async () => {
    for (const url of [
      '/api/blog/a%00b',
      '/api/blog/a%00b/related',
      '/api/blog?search=%00',
      '/api/blog?author=a%00b',
      '/blog/a%00b',
    ]) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(400);
    }
    const body = await sendPost({ title: 'Nul\u0000title', content: 'x' });
    expect(body.statusCode).toBe(400);
    expect(json(body)).toMatchObject({ success: false, error: expect.stringContaining('NUL') });
  });

  it('refuses ids beyond the integer range and dates outside 1970-9999 with 400', async () => {
    for (const payload of [
      { title: 'X', content: 'x', categoryIds: [3_000_000_000] },
      { title: 'X', content: 'x', published: true, publishedAt: '0000-01-01T00:00:00Z' },
    ]) {
      expect((await sendPost(payload)).statusCode).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/admin/blog/bulk-delete', { as: admin, payload: { ids: [3_000_000_000] } }))
        .statusCode,
    ).toBe(400);
    expect((await t.call('GET', '/api/blog/99999999999/like')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/blog/99999999999/like', { as: reader })).statusCode).toBe(400);
  });
});

describe('details of the review', () => {
  it('numbers derived category slugs that are taken, as posts do', async () => {
    const first = await createTaxonomy('categories', '!!!');
    const second = await createTaxonomy('categories', '???');
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it('bulk-publishes at now, as a single publish does, keeping a future schedule', async () => {
    const old = await createPost({
      title: 'Old draft',
      published: true,
      publishedAt: '2001-01-01T00:00:00Z',
    });
    await t.call('POST', `/api/blog/${old.id}/unpublish`, { as: admin });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const planned = await createPost({ title: 'Planned draft', publishedAt: future });
    await t.call('POST', '/api/admin/blog/bulk-publish', {
      as: admin,
      payload: { ids: [old.id, planned.id] },
    });
    const oldNow = json<{ data: { post: Post } }>(
      await t.call('GET', `/api/admin/blog/posts/${old.id}`, { as: admin }),
    );
    expect(Date.now() - Date.parse(oldNow.data.post.publishedAt!)).toBeLessThan(60_000);
    const plannedNow = json<{ data: { post: Post } }>(
      await t.call('GET', `/api/admin/blog/posts/${planned.id}`, { as: admin }),
    );
    expect(plannedNow.data.post).toMatchObject({ status: 'scheduled', publishedAt: future });
  });

  it('keeps the RSS feed valid XML when a title holds a control character', async () => {
    await createPost({ title: 'Bell\u0007 title', published: true });
    const feed = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(feed.body).toContain('<title>Bell title</title>');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids.
    expect(feed.body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('does not count an admin reading a post as a view', async () => {
    const post = await createPost({ title: 'Admin reads', published: true });
    await t.call('GET', `/api/blog/${post.slug}`, { as: admin });
    const read = await t.call('GET', `/api/blog/${post.slug}`);
    expect(json<{ data: { post: Post } }>(read).data.post.viewCount).toBe(1);
  });
});
