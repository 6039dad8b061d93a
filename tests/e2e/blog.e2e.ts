/**
 * The blog in a real browser against the real server: the admin creates a category and a tag,
 * writes a post (uploaded featured image, an image inserted into the Markdown, the server's
 * preview) and publishes it, and saves another as a draft; a visitor finds the post through the
 * tag filter and the search box and reads it; a signed-in reader likes and unlikes it; the post's
 * first HTML (no JavaScript) carries its title, description, Open Graph/Twitter tags, canonical
 * link and text; the draft is a 404 for visitors; phone width never scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { PNG } from './support/images.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'blog-admin@example.com', password: 'admin-password-1' };
const READER = { name: 'Ada Reader', email: `reader-${stamp}@example.com`, password: 'reader-password-1' };
const CATEGORY = { name: `Engineering ${stamp}`, slug: `engineering-${stamp}` };
const TAG = { name: `Deploys ${stamp}`, slug: `deploys-${stamp}` };
const POST = {
  title: `Boring deployments with Zephyr ${stamp}`,
  slug: `boring-deployments-with-zephyr-${stamp}`,
  seoDescription: 'How we made Friday deployments uneventful with small, reversible steps.',
  content: [
    '## Why we built it',
    '',
    'The zephyrine rollout makes every deployment boring, which is the point.',
    '',
    '```ts',
    'const answer: number = 42;',
    '```',
    '',
  ].join('\n'),
};
const DRAFT = {
  title: `Unannounced roadmap ${stamp}`,
  slug: `unannounced-roadmap-${stamp}`,
  content: 'Nothing to see here yet: a quasarine secret.',
};
const RELATED = { title: `Rollbacks in one click ${stamp}`, content: 'Undo a release without a meeting.' };
const SCHEDULED = {
  title: `Next year launch ${stamp}`,
  slug: `next-year-launch-${stamp}`,
  content: 'Coming soon.',
};
const PHONE = { width: 375, height: 812 };
const PHONE_TALL = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let visitorContext: BrowserContext;
let visitor: Page;
const problems: string[] = [];
let featuredImageUrl = '';

const signUp = (person: { name: string; email: string; password: string }) =>
  signUpThroughApi(server.url, person);

/** Opens the New-term dialog on the categories or tags page and creates one. */
async function createTerm(kind: 'category' | 'tag', term: { name: string; slug: string }) {
  const path = kind === 'category' ? 'categories' : 'tags';
  await admin.goto(`${server.url}/dashboard/admin/blog/${path}`);
  await admin.getByRole('heading', { name: kind === 'category' ? 'Blog categories' : 'Blog tags' }).waitFor();
  await admin
    .getByRole('button', { name: `New ${kind}` })
    .first()
    .click();
  const form = admin.getByRole('form', { name: `New ${kind}` });
  await form.waitFor();
  await form.getByLabel('Name').fill(term.name);
  // The slug follows the name until it is edited.
  expect(await form.getByLabel('Slug').inputValue()).toBe(term.slug);
  if (kind === 'category') await form.getByLabel('Description (optional)').fill('How we build and ship.');
  await form.getByRole('button', { name: `Create ${kind}` }).click();
  await admin.getByText(`The ${kind} “${term.name}” is created.`).waitFor();
  const row = admin.getByTestId(`${kind}-row`).filter({ hasText: term.name });
  await row.waitFor();
  expect(await row.getAttribute('data-slug')).toBe(term.slug);
  expect(await row.getByTestId('post-count').textContent()).toBe('0');
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUp(READER);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: DESKTOP });
  admin = (await newPage(adminContext, problems)).page;
  visitorContext = await browser.newContext({ viewport: DESKTOP });
  visitor = (await newPage(visitorContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/blog');
  await admin.waitForURL(`${server.url}/dashboard/admin/blog`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('admin', () => {
  it('creates a category and a tag', async () => {
    await createTerm('category', CATEGORY);
    await screenshot(admin, 'admin-blog-categories', { fullPage: false });
    await createTerm('tag', TAG);
  });

  it('writes a post with an uploaded featured image, the category and the tag, and publishes it', async () => {
    await admin.goto(`${server.url}/dashboard/admin/blog`);
    await admin.getByRole('link', { name: 'New post' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/blog/new`);
    const form = admin.getByRole('form', { name: 'New post' });
    await form.waitFor();

    await form.getByLabel('Title', { exact: true }).fill(POST.title);
    expect(await form.getByLabel('Slug', { exact: true }).inputValue()).toBe(POST.slug);
    await form.getByLabel('Content', { exact: true }).fill(POST.content);

    // The preview is the server's renderer: a heading and highlighted code.
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByTestId('markdown-preview');
    await preview.getByRole('heading', { name: 'Why we built it' }).waitFor();
    expect(await preview.locator('pre code [class^="hljs-"]').count()).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Write' }).click();

    // Featured image: uploaded, previewed.
    await form.getByLabel('Featured image file').setInputFiles({
      name: 'zephyr-cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const cover = form.getByTestId('featured-image-preview');
    await cover.waitFor();
    featuredImageUrl = (await cover.getAttribute('src')) ?? '';
    expect(featuredImageUrl).toMatch(/^\/api\/fileupload\/[^/]+$/);
    const image = await admin.request.get(`${server.url}${featuredImageUrl}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');

    // An image inserted into the content goes in as Markdown at the cursor.
    await form.getByLabel('Image to insert').setInputFiles({
      name: 'deploy-graph.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await admin.getByText('Image inserted.').waitFor();
    // The caret was at the end of the text (the preview does not lose it).
    const markdown = await form.getByLabel('Content', { exact: true }).inputValue();
    expect(markdown.startsWith(POST.content)).toBe(true);
    expect(markdown).toMatch(/\n\n!\[deploy graph\]\(\/api\/fileupload\/[^)]+\)\n$/);

    await form.getByTestId('category-picker').getByRole('button', { name: CATEGORY.name }).click();
    await form.getByTestId('tag-picker').getByRole('button', { name: TAG.name }).click();
    expect(
      await form
        .getByTestId('tag-picker')
        .getByRole('button', { name: TAG.name })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await form.getByLabel('SEO description').fill(POST.seoDescription);
    await screenshot(admin, 'admin-blog-editor', { fullPage: true });

    await form.getByRole('button', { name: 'Publish now' }).click();
    await admin.getByText('Published.').waitFor();
    await admin.waitForURL(/\/dashboard\/admin\/blog\/\d+\/edit$/);
    await admin.getByTestId('editor-status').getByText('Published').waitFor();
  });

  it('saves another post as a draft and lists both with their status', async () => {
    await admin.goto(`${server.url}/dashboard/admin/blog/new`);
    const form = admin.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title', { exact: true }).fill(DRAFT.title);
    expect(await form.getByLabel('Slug', { exact: true }).inputValue()).toBe(DRAFT.slug);

    // Leaving with unsaved changes asks first.
    await admin.getByRole('link', { name: 'All posts' }).click();
    const leave = admin.getByRole('alertdialog');
    await leave.getByText('Leave without saving?').waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(admin.url()).toBe(`${server.url}/dashboard/admin/blog/new`);

    await form.getByLabel('Content', { exact: true }).fill(DRAFT.content);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('Draft saved.').waitFor();
    await admin.waitForURL(/\/dashboard\/admin\/blog\/\d+\/edit$/);

    await admin.getByRole('link', { name: 'All posts' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/blog`);
    const published = admin.getByTestId('post-row').filter({ hasText: POST.title });
    const draft = admin.getByTestId('post-row').filter({ hasText: DRAFT.title });
    await published.waitFor();
    expect(await published.getByTestId('post-status').textContent()).toBe('Published');
    expect(await draft.getByTestId('post-status').textContent()).toBe('Draft');

    // The status filter lives in the URL.
    await admin.getByLabel('Status').selectOption('draft');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'draft');
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="post-row"]').length === 1);
    expect(await draft.count()).toBe(1);
    await screenshot(admin, 'admin-blog-posts', { fullPage: false });

    // The category now counts the post.
    await admin.goto(`${server.url}/dashboard/admin/blog/categories`);
    const row = admin.getByTestId('category-row').filter({ hasText: CATEGORY.name });
    await row.getByTestId('post-count').getByText('1').waitFor();
  });

  it('sees the draft marked “Draft” on the public blog: its card and its page header; live posts carry no badge', async () => {
    await admin.goto(`${server.url}/blog`);
    const draftCard = admin.getByTestId('post-card').filter({ hasText: DRAFT.title });
    const liveCard = admin.getByTestId('post-card').filter({ hasText: POST.title });
    await draftCard.waitFor();
    await liveCard.waitFor();
    expect(await draftCard.getByTestId('post-status').textContent()).toBe('Draft');
    expect(await liveCard.getByTestId('post-status').count()).toBe(0);

    await draftCard.getByRole('link', { name: DRAFT.title }).click();
    await admin.waitForURL(`${server.url}/blog/${DRAFT.slug}`);
    const header = admin.getByTestId('blog-article').locator('header');
    await header.getByRole('heading', { level: 1, name: DRAFT.title }).waitFor();
    expect(await header.getByTestId('post-status').textContent()).toBe('Draft');
  });
});

describe('visitor', () => {
  it('finds the post through the tag filter and through the search box', async () => {
    await visitor.goto(server.url);
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await visitor.waitForURL(`${server.url}/blog`);
    await visitor.getByRole('heading', { name: 'Blog', exact: true }).waitFor();
    const card = visitor.getByTestId('post-card').filter({ hasText: POST.title });
    await card.waitFor();
    // The draft is not listed.
    expect(await visitor.getByTestId('post-card').filter({ hasText: DRAFT.title }).count()).toBe(0);
    expect(await card.locator('img').getAttribute('src')).toBe(featuredImageUrl);
    await screenshot(visitor, 'blog-list', { fullPage: false });

    await visitor.getByLabel('Tag', { exact: true }).selectOption(TAG.slug);
    await visitor.waitForURL((url) => url.searchParams.get('tag') === TAG.slug);
    await card.waitFor();
    await visitor.getByText('1 post').waitFor();

    await visitor.getByRole('button', { name: 'Clear', exact: true }).click();
    await visitor.waitForURL(`${server.url}/blog`);
    await visitor.getByLabel('Search posts').fill('zephyrine');
    await visitor.waitForURL((url) => url.searchParams.get('search') === 'zephyrine');
    await visitor.waitForFunction((slug) => {
      const cards = [...document.querySelectorAll('[data-testid="post-card"]')];
      return cards.length === 1 && cards[0]?.getAttribute('data-slug') === slug;
    }, POST.slug);
    await visitor.getByLabel('Search posts').fill('quasarine');
    await visitor.waitForURL((url) => url.searchParams.get('search') === 'quasarine');
    await visitor.getByText('No posts match').waitFor();
  });

  it('opens the post: article, image, categories, tags, title, related posts; liking asks to sign in', async () => {
    // Another published post with the same tag shows as related.
    const tags = await admin.request.get(`${server.url}/api/admin/blog/tags`);
    const tagId = ((await tags.json()) as { data: { tags: { id: number; slug: string }[] } }).data.tags.find(
      (tag) => tag.slug === TAG.slug,
    )?.id;
    const created = await admin.request.post(`${server.url}/api/blog`, {
      headers: { origin: server.url },
      data: { title: RELATED.title, content: RELATED.content, tagIds: [tagId], published: true },
    });
    expect(created.status()).toBe(201);

    await visitor.goto(`${server.url}/blog?search=zephyrine`);
    await visitor.getByTestId('post-card').filter({ hasText: POST.title }).getByRole('link').click();
    await visitor.waitForURL(`${server.url}/blog/${POST.slug}`);
    const article = visitor.getByTestId('blog-article');
    await article.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    expect(await visitor.title()).toContain(POST.title);
    expect(await article.getByTestId('featured-image').getAttribute('src')).toBe(featuredImageUrl);
    const content = article.getByTestId('post-content');
    expect(await content.textContent()).toContain('The zephyrine rollout makes every deployment boring');
    expect(await content.locator('pre code [class^="hljs-"]').count()).toBeGreaterThan(0);
    expect(await content.locator('img').getAttribute('src')).toMatch(/^\/api\/fileupload\//);
    await article.getByRole('link', { name: CATEGORY.name }).waitFor();
    await visitor.getByTestId('related-posts').getByRole('link', { name: RELATED.title }).waitFor();
    await screenshot(visitor, 'blog-post', { fullPage: true });

    // Tags link to the filtered list.
    await article.getByRole('link', { name: `#${TAG.name}` }).click();
    await visitor.waitForURL((url) => url.pathname === '/blog' && url.searchParams.get('tag') === TAG.slug);
    await visitor.goBack();
    await article.getByTestId('like-button').click();
    await visitor.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/blog/${POST.slug}`,
    );
  });

  it('does not see the draft: its page is a 404', async () => {
    await visitor.goto(`${server.url}/blog/${DRAFT.slug}`);
    await visitor.getByRole('heading', { name: 'Post not found' }).waitFor();
    await visitor.goto(`${server.url}/blog/no-such-post-${stamp}`);
    await visitor.getByRole('heading', { name: 'Post not found' }).waitFor();
  });
});

describe('reader', () => {
  it('shows a lede only when it is not the article’s own opening', async () => {
    // The post's excerpt was derived from its text: above the article it would read twice.
    await visitor.goto(`${server.url}/blog/${POST.slug}`);
    const article = visitor.getByTestId('blog-article');
    await article.getByTestId('post-content').waitFor();
    expect(await article.getByTestId('post-lede').count()).toBe(0);
    const opening = 'The zephyrine rollout makes every deployment boring';
    expect(((await article.textContent()) ?? '').split(opening)).toHaveLength(2);

    // An excerpt the author wrote is shown.
    const lede = `A short story about quiet releases ${stamp}.`;
    const created = await admin.request.post(`${server.url}/api/blog`, {
      headers: { origin: server.url },
      data: {
        title: `With a lede ${stamp}`,
        content: 'The body says something else.',
        excerpt: lede,
        published: true,
      },
    });
    expect(created.status()).toBe(201);
    const { post } = ((await created.json()) as { data: { post: { slug: string } } }).data;
    await visitor.goto(`${server.url}/blog/${post.slug}`);
    expect(await visitor.getByTestId('post-lede').textContent()).toBe(lede);
  });

  it('likes the post (the count goes up and stays after a reload) and unlikes it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page } = await newPage(context, problems);
    await signIn(page, server.url, READER.email, READER.password, `/blog/${POST.slug}`);
    await page.waitForURL(`${server.url}/blog/${POST.slug}`);
    const like = page.getByTestId('like-button');
    const count = page.getByTestId('like-count');
    await count.getByText('0', { exact: true }).waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    const liked = page.waitForResponse((response) => response.url().endsWith('/like'));
    await like.click();
    await count.getByText('1', { exact: true }).waitFor();
    expect((await liked).status()).toBe(200);
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await count.getByText('1', { exact: true }).waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    const unliked = page.waitForResponse((response) => response.url().endsWith('/like'));
    await like.click();
    await count.getByText('0', { exact: true }).waitFor();
    expect((await unliked).status()).toBe(200);
    await page.reload();
    await count.getByText('0', { exact: true }).waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

describe('server-rendered post page', () => {
  it('carries the title, description, Open Graph/Twitter tags, canonical link and the text', async () => {
    const response = await fetch(`${server.url}/blog/${POST.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const attribute = (pattern: RegExp) => html.match(pattern)?.[1];
    expect(attribute(/<title>([^<]*)<\/title>/)).toContain(POST.title);
    expect(attribute(/<meta\s+name="description"\s+content="([^"]*)"/)).toBe(POST.seoDescription);
    expect(attribute(/<meta\s+property="og:title"\s+content="([^"]*)"/)).toContain(POST.title);
    expect(attribute(/<meta\s+property="og:image"\s+content="([^"]*)"/)).toContain(featuredImageUrl);
    expect(attribute(/<meta\s+name="twitter:card"\s+content="([^"]*)"/)).toBeTruthy();
    expect(attribute(/<link\s+rel="canonical"\s+href="([^"]*)"/)).toBe(`${server.url}/blog/${POST.slug}`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('The zephyrine rollout makes every deployment boring');

    // The RSS feed and the sitemap list the post, not the draft.
    const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(rss).toContain(POST.title);
    expect(rss).not.toContain(DRAFT.title);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${POST.slug}`);
    expect(sitemap).not.toContain(DRAFT.slug);

    // A draft's page is not rendered for visitors.
    const draft = await fetch(`${server.url}/blog/${DRAFT.slug}`);
    expect(await draft.text()).not.toContain('quasarine');
  });
});

describe('page titles', () => {
  it('names the site once when the SEO title already ends with it, in the served page and in the app', async () => {
    const SEO = { title: `Field notes ${stamp}`, seoTitle: `Zephyr field notes ${stamp} | SaaS Starter` };
    const created = await admin.request.post(`${server.url}/api/blog`, {
      headers: { origin: server.url },
      data: { ...SEO, content: 'Notes from the field.', published: true },
    });
    expect(created.status()).toBe(201);
    const { slug } = ((await created.json()) as { data: { post: { slug: string } } }).data.post;
    const expected = `Zephyr field notes ${stamp} · SaaS Starter`;

    const html = await (await fetch(`${server.url}/blog/${slug}`)).text();
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(expected);

    await visitor.goto(`${server.url}/blog/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: SEO.title }).waitFor();
    await visitor
      .waitForFunction((title) => document.title === title, expected, { timeout: 5000 })
      .catch(() => {});
    expect(await visitor.title()).toBe(expected);
  });
});

describe('phone width', () => {
  it('never scrolls sideways on the blog, the post and the admin list', async () => {
    await visitor.setViewportSize(PHONE);
    await visitor.goto(`${server.url}/blog`);
    await visitor.getByTestId('post-card').first().waitFor();
    expect(await scrollWidth(visitor)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(visitor, 'blog-list-phone');

    await visitor.goto(`${server.url}/blog/${POST.slug}`);
    await visitor.getByTestId('post-content').waitFor();
    expect(await scrollWidth(visitor)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(visitor, 'blog-post-phone');

    await admin.setViewportSize(PHONE);
    await admin.goto(`${server.url}/dashboard/admin/blog`);
    await admin.getByTestId('posts-table').waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(admin, 'admin-blog-posts-phone', { fullPage: false });

    await admin.goto(`${server.url}/dashboard/admin/blog/new`);
    await admin.getByRole('form', { name: 'New post' }).waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(admin, 'admin-blog-editor-phone');
  });
});

describe('phone filters', () => {
  it('keeps the first post’s title on screen at 390×844: search and a “Filters” disclosure in one row', async () => {
    // A blog like the demo one: the newest post in a category, and a handful of popular tags.
    const tagIds: number[] = [];
    for (const name of ['PostgreSQL', 'TypeScript', 'Billing', 'Security', 'Performance']) {
      const created = await admin.request.post(`${server.url}/api/admin/blog/tags`, {
        headers: { origin: server.url },
        data: { name: `${name} ${stamp}` },
      });
      expect(created.status()).toBe(201);
      const data = ((await created.json()) as { data: Record<string, { id: number }> }).data;
      tagIds.push(Object.values(data)[0]!.id);
    }
    const categories = await admin.request.get(`${server.url}/api/admin/blog/categories`);
    const categoryId = (
      (await categories.json()) as { data: { categories: { id: number; slug: string }[] } }
    ).data.categories.find((category) => category.slug === CATEGORY.slug)?.id;
    const post = await admin.request.post(`${server.url}/api/blog`, {
      headers: { origin: server.url },
      data: {
        title: `Shipping a SaaS in a weekend with the starter kit ${stamp}`,
        content: 'From sign-up to the first invoice.',
        categoryIds: [categoryId],
        tagIds,
        published: true,
      },
    });
    expect(post.status()).toBe(201);

    const page = visitor;
    await page.setViewportSize(PHONE_TALL);
    await page.goto(`${server.url}/blog`);
    const first = page.getByTestId('post-card').first();
    await first.waitFor();
    const card = await first.boundingBox();
    const title = await first.getByRole('heading').boundingBox();
    expect(card!.y).toBeGreaterThanOrEqual(0);
    expect(card!.y).toBeLessThan(PHONE_TALL.height);
    expect(title!.y + title!.height).toBeLessThanOrEqual(PHONE_TALL.height);
    await screenshot(page, 'blog-list-phone-filters', { fullPage: false });

    // The pickers are one tap away, and still filter.
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Tag', { exact: true }).isVisible()).toBe(false);
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Tag', { exact: true }).selectOption(TAG.slug);
    await page.waitForURL((url) => url.searchParams.get('tag') === TAG.slug);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_TALL.width);
    await page.setViewportSize(DESKTOP);
  });
});

describe('in German', () => {
  it('shows the blog list’s own words in German and dates the German way; posts stay as written', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', timezoneId: 'UTC' });
    const { page } = await newPage(context, problems);
    await page.goto(`${server.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    await page
      .getByText('Produktneuigkeiten, Einblicke in die Entwicklung und Anleitungen aus unserem Team.')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByRole('link', { name: 'RSS-Feed' }).count()).toBe(1);
    await page.getByLabel('Beiträge durchsuchen').waitFor();
    await page.getByLabel('Schlagwort', { exact: true }).waitFor();

    const card = page.getByTestId('post-card').filter({ hasText: POST.title });
    await card.waitFor();
    expect(await card.getByText(/^\d+ Min\. Lesezeit$/).count()).toBe(1);
    // "24.11.2026", not "Nov 24, 2026".
    const date = card.locator('time');
    const iso = (await date.getAttribute('datetime')) ?? '';
    const [year, month, day] = iso.slice(0, 10).split('-');
    expect(await date.textContent()).toBe(`${day}.${month}.${year}`);

    await page.getByLabel('Beiträge durchsuchen').fill('quasarine-nowhere');
    await page.getByText('Keine passenden Beiträge').waitFor();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).waitFor();
    await screenshot(page, 'blog-list-de', { fullPage: false });

    // The post page around the article, too.
    await page.goto(`${server.url}/blog/${POST.slug}`);
    const article = page.getByTestId('blog-article');
    await article.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    await article.getByRole('link', { name: 'Alle Beiträge' }).waitFor();
    expect(await article.getByTestId('view-count').textContent()).toMatch(/^\d+ Aufrufe?$/);
    expect(await article.getByTestId('like-button').getAttribute('aria-label')).toMatch(
      /^Diesen Beitrag mit „Gefällt mir“ markieren: \d+ Likes?$/,
    );
    await page.getByRole('heading', { level: 2, name: 'Ähnliche Beiträge' }).waitFor();
    await screenshot(page, 'blog-post-de', { fullPage: false });
    await context.close();
  });
});

describe('admin actions', () => {
  it('publishes and unpublishes from the row menu, bulk-publishes and bulk-deletes after confirming', async () => {
    await admin.setViewportSize(DESKTOP);
    await admin.goto(`${server.url}/dashboard/admin/blog`);
    const row = admin.getByTestId('post-row').filter({ hasText: DRAFT.title });
    const status = row.getByTestId('post-status');
    const confirm = admin.getByRole('alertdialog');
    await row.waitFor();

    await row.getByRole('button', { name: `Actions for “${DRAFT.title}”` }).click();
    await admin.getByRole('menuitem', { name: 'Publish now' }).click();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText(`“${DRAFT.title}” is published.`).waitFor();
    await status.getByText('Published').waitFor();

    await row.getByRole('button', { name: `Actions for “${DRAFT.title}”` }).click();
    await admin.getByRole('menuitem', { name: 'Unpublish' }).click();
    await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await admin.getByText(`“${DRAFT.title}” is back to draft.`).waitFor();
    await status.getByText('Draft').waitFor();

    await row.getByRole('checkbox').check();
    const bar = admin.getByTestId('bulk-bar');
    await bar.getByRole('button', { name: 'Publish 1' }).click();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText('1 post published.').waitFor();
    await status.getByText('Published').waitFor();

    await row.getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Delete 1' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('1 post deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('schedules a post for later: listed as scheduled, a 404 for visitors until then', async () => {
    await admin.goto(`${server.url}/dashboard/admin/blog/new`);
    const form = admin.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title', { exact: true }).fill(SCHEDULED.title);
    await form.getByLabel('Content', { exact: true }).fill(SCHEDULED.content);
    // A time in the past is refused before anything is sent.
    await form.getByLabel('Schedule for').fill('2020-01-01T09:00');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await form.getByText('Pick a date and time in the future').waitFor();
    await form.getByLabel('Schedule for').fill(`${new Date().getFullYear() + 1}-06-01T09:30`);
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await admin.getByText(/^Scheduled for /).waitFor();
    await admin.waitForURL(/\/dashboard\/admin\/blog\/\d+\/edit$/);
    await admin.getByTestId('editor-status').getByText('Scheduled').waitFor();

    await admin.goto(`${server.url}/dashboard/admin/blog?status=scheduled`);
    await admin.getByTestId('post-row').filter({ hasText: SCHEDULED.title }).getByText('Scheduled').waitFor();
    // On the public blog the admin sees it marked with its date, on its card and its page.
    const year = String(new Date().getFullYear() + 1);
    await admin.goto(`${server.url}/blog`);
    const card = admin.getByTestId('post-card').filter({ hasText: SCHEDULED.title });
    await card.waitFor();
    expect(await card.getByTestId('post-status').textContent()).toMatch(
      new RegExp(`^Scheduled for .*${year}`),
    );
    await card.getByRole('link', { name: SCHEDULED.title }).click();
    await admin.waitForURL(`${server.url}/blog/${SCHEDULED.slug}`);
    const header = admin.getByTestId('blog-article').locator('header');
    await header.getByRole('heading', { level: 1, name: SCHEDULED.title }).waitFor();
    expect(await header.getByTestId('post-status').textContent()).toMatch(/^Scheduled for /);
    await visitor.goto(`${server.url}/blog/${SCHEDULED.slug}`);
    await visitor.getByRole('heading', { name: 'Post not found' }).waitFor();
  });

  it('saw no page errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
