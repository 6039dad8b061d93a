/**
 * The public pages as the server renders them (the web app's own components, built once for this
 * file into test-results/unit-web): what a crawler, a link preview or a browser before its
 * JavaScript gets. The browser's side (hydration, no repeated request) is tests/e2e/public-pages.e2e.ts.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { ensureWebBuild } from '../../testing/server.ts';

const WEB_DIST = 'test-results/unit-web';
const ORIGIN = 'http://localhost:3000';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Post = { id: number; slug: string; viewCount: number };

let t: TestApp;
let admin: User;
beforeAll(async () => {
  ensureWebBuild(WEB_DIST);
  t = await createTestApp({ WEB_DIST_DIR: WEB_DIST });
  admin = await t.createUser({ role: 'admin' });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

let visitors = 0;
const newVisitor = () => `198.51.100.${++visitors}`;

async function createPost(payload: Record<string, unknown>): Promise<Post> {
  const response = await t.call('POST', '/api/blog', {
    as: admin,
    payload: { content: 'Body text.', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { post: Post } }>(response).data.post;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: headers['x-test-ip'] ?? '203.0.113.1' });

describe('a post’s page', () => {
  it('arrives with its title, description, social tags, canonical URL, structured data and article', async () => {
    const post = await createPost({
      title: 'Rendered <on> the server',
      content: 'The **article text** crawlers read.\n\n<script>alert(1)</script>',
      featuredImage: '/api/fileupload/abc123',
      seoDescription: 'What link previews show "quoted"',
      published: true,
    });
    const answer = await page(`/blog/${post.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    const html = answer.body;
    expect(html).toContain('<title>Rendered &#60;on&#62; the server · ');
    expect(html).toContain('<meta name="description" content="What link previews show &#34;quoted&#34;" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/blog/${post.slug}" />`);
    expect(html).toContain('<meta property="og:title" content="Rendered &#60;on&#62; the server" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/api/fileupload/abc123" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<strong>article text</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
    const [, ld] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Rendered <on> the server',
      image: ['http://localhost:3000/api/fileupload/abc123'],
      datePublished: expect.any(String),
    });
  });

  it('counts the visitor’s view once, as their read of the post (the page carries the post)', async () => {
    const post = await createPost({ title: 'Counted by its page', published: true });
    // A reader's read of the post through the API counts itself too (each from a new address).
    const viewsNow = async () =>
      json<{ data: { post: Post } }>(await t.call('GET', `/api/blog/${post.slug}`, { from: newVisitor() }))
        .data.post.viewCount;
    const before = await viewsNow();
    const visitor = { 'x-test-ip': newVisitor(), 'user-agent': 'reader' };
    expect((await page(`/blog/${post.slug}`, visitor)).statusCode).toBe(200);
    expect((await page(`/blog/${post.slug}`, visitor)).statusCode).toBe(200);
    expect(await viewsNow()).toBe(before + 2);
    await page(`/blog/${post.slug}`, { 'x-test-ip': newVisitor(), 'user-agent': 'reader' });
    expect(await viewsNow()).toBe(before + 4);
  });

  it('answers 404 with the not-found page for drafts and unknown slugs', async () => {
    const draft = await createPost({ title: 'Not public yet' });
    for (const slug of [draft.slug, 'no-such-post']) {
      const answer = await page(`/blog/${slug}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Not public yet');
      expect(answer.body).toContain('<div id="root"><');
    }
  });

  it('keeps "$" sequences in a post as text in the rendered page', async () => {
    const post = await createPost({
      title: "Make $$$ fast $' end $&",
      content: "Run `echo $'hi'` and pay $$ later $` now.",
      published: true,
    });
    const html = (await page(`/blog/${post.slug}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain('<title>Make $$$ fast $&#39; end $&#38; · ');
    expect(html).toContain('pay $$ later $` now.');
  });

  it('names the site exactly once in the <title>, whatever the SEO title or the title already says', async () => {
    const cases = [
      [{ title: 'Launch notes', seoTitle: 'Our launch | SaaS Starter' }, 'Our launch · SaaS Starter'],
      [{ title: 'Welcome to the SaaS Starter' }, 'Welcome to the SaaS Starter'],
      [
        { title: 'Plain title', seoTitle: 'SaaS Starter — Pricing explained' },
        'Pricing explained · SaaS Starter',
      ],
      [{ title: 'Plain title two' }, 'Plain title two · SaaS Starter'],
    ] as const;
    for (const [fields, expected] of cases) {
      const post = await createPost({ ...fields, published: true });
      const title = (await page(`/blog/${post.slug}`)).body.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, fields.title).toBe(expected);
      expect(title!.split('SaaS Starter')).toHaveLength(2);
    }
    expect((await page('/blog')).body).toContain('<title>Blog · SaaS Starter</title>');
  });
});

describe('the public pages', () => {
  it('list the published posts on /blog as links, never drafts', async () => {
    const published = await createPost({ title: 'In the list & on the page', published: true });
    const draft = await createPost({ title: 'Draft outside the list' });
    const html = (await page('/blog')).body;
    expect(html).toMatch(new RegExp(`<a [^>]*href="/blog/${published.slug}"`));
    expect(html).toContain('In the list &amp; on the page');
    expect(html).not.toContain(draft.slug);
  });

  it('render in the request’s language (Accept-Language), posts as written', async () => {
    const post = await createPost({ title: 'Mehrsprachig', content: 'Body text.', published: true });
    const german = await page('/blog', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.statusCode).toBe(200);
    expect(german.headers.vary).toContain('Accept-Language');
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<title>Blog · SaaS Starter</title>');
    expect(german.body).toContain(
      '<meta name="description" content="Produktneuigkeiten, Einblicke in die Entwicklung und Anleitungen aus unserem Team." />',
    );
    const article = (await page(`/blog/${post.slug}`, { 'accept-language': 'de' })).body;
    expect(article).toContain('<html lang="de"');
    expect(article).toContain('1 Min. Lesezeit');
    expect(article).toMatch(/<h1[^>]*>Mehrsprachig<\/h1>/);
    const english = (await page(`/blog/${post.slug}`)).body;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('1 min read');
  });

  it('let a visitor’s saved choice (the locale cookie) win over Accept-Language', async () => {
    const french = await page('/blog', { 'accept-language': 'de', cookie: 'locale=fr' });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('content="Nouveautés du produit, notes techniques et guides de l’équipe."');
    const missing = await page('/blog/no-such-post', { cookie: 'locale=fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="fr"');
    expect(missing.body).toContain('<title>Page introuvable · SaaS Starter</title>');
  });

  it('carry their first view: the pricing page its plans and prices, with one offer per plan and cycle', async () => {
    const html = (await page('/pricing')).body;
    const plans = json<{ data: { plans: Array<{ name: string }> } }>(await t.call('GET', '/api/plans')).data
      .plans;
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(html).toContain(plan.name);
    const [, ld] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html) ?? [];
    const product = JSON.parse(ld!) as { '@type': string; offers: unknown[] };
    expect(product['@type']).toBe('Product');
    expect(product.offers).toHaveLength(plans.length * 2);
  });

  it('carry the data the page rendered with, as JSON the browser reads (never as a script that runs)', async () => {
    const html = (await page('/pricing')).body;
    const [, data] = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html) ?? [];
    const parsed = JSON.parse(data!) as {
      locale: string;
      queries: { queries: Array<{ queryKey: unknown[] }> };
    };
    expect(parsed.locale).toBe('en');
    expect(parsed.queries.queries.map((query) => query.queryKey[0])).toContain('plans');
    // Every other script is the app's own file or data: the CSP's script-src 'self' holds.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    }
  });

  it('load the small boot script, which names the app it loads after the first paint; other pages load the app', async () => {
    const entryOf = (html: string) => /<script type="module"[^>]*>/.exec(html)?.[0] ?? '';
    const rendered = entryOf((await page('/pricing')).body);
    expect(rendered).toMatch(/src="\/assets\/boot-[\w-]+\.js" data-app-entry="\/assets\/index-[\w-]+\.js"/);
    const shell = entryOf((await page('/account')).body);
    expect(shell).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
    expect(shell).not.toContain('data-app-entry');
  });

  it('fill in a form from its link before the app runs: /sign-up?email= shows the address', async () => {
    const html = (await page('/sign-up?email=invited%40example.com')).body;
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="invited@example.com"/);
  });

  it('answer 404 with the rendered not-found page for a path no page has', async () => {
    const answer = await page('/no-such-page');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<title>Page not found · SaaS Starter</title>');
    expect(answer.body).toContain('<div id="root"><');
  });

  it('leave the app’s other pages and signed-in visitors to the browser (the shell)', async () => {
    const account = await page('/account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
    const signedIn = await page('/pricing', { cookie: 'signed_in=1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
  });

  it('show an admin’s edit on the next load, also one rendered before it', async () => {
    const before = (await page('/faq')).body;
    expect(before).not.toContain('A question added just now');
    const created = await t.call('POST', '/api/admin/faqs', {
      as: admin,
      payload: { question: 'A question added just now', answer: 'Its answer.', published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await page('/faq')).body).toContain('A question added just now');
  });

  it('send a browser that takes brotli the page compressed once, the same bytes as the plain one', async () => {
    const plain = await page('/contact');
    const compressed = await page('/contact', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('answer 304 to a browser that has the same page', async () => {
    const first = await page('/changelog');
    const again = await page('/changelog', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the pages name their card', () => {
  const metaContent = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

  it("uses a post's featured image when it has one, and its card otherwise", async () => {
    const withImage = await createPost({
      title: 'Has a picture',
      featuredImage: '/api/fileupload/abc123',
      published: true,
    });
    const withoutImage = await createPost({ title: 'Has no picture', published: true });
    const pictured = (await page(`/blog/${withImage.slug}`)).body;
    expect(metaContent(pictured, 'og:image')).toBe(`${ORIGIN}/api/fileupload/abc123`);
    expect(metaContent(pictured, 'twitter:image')).toBe(`${ORIGIN}/api/fileupload/abc123`);
    const plain = (await page(`/blog/${withoutImage.slug}`)).body;
    expect(metaContent(plain, 'og:image')).toBe(`${ORIGIN}/og/blog/${withoutImage.slug}.png`);
    expect(metaContent(plain, 'twitter:image')).toBe(`${ORIGIN}/og/blog/${withoutImage.slug}.png`);
    expect(metaContent(plain, 'twitter:card')).toBe('summary_large_image');
  });

  it("gives the list of posts the site's card", async () => {
    const html = (await page('/blog')).body;
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/og/default.png`);
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/og/default.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });
});
