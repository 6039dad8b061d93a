/**
 * Stored XSS, end to end: the corpus of tests/e2e/support/xss-payloads.ts goes through the API into
 * every field a page renders (blog, taxonomy, changelog, FAQ, testimonials, marketing banner and
 * popup, e-mail templates, user names and images, contact, waitlist, feedback, plans, waitlist
 * settings, and a User-Agent in the security log); then the public and admin pages that show them
 * are opened in Chromium with the CSP bypassed (so that our escaping and sanitizing are what is
 * tested), including the server-rendered blog with JavaScript off and both RSS feeds. Nothing may
 * run, no injected markup may reach the DOM, and plain-text fields must show the payload as text.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { submitSignIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import {
  canary,
  fieldValue,
  hostileImageUrl,
  hostileLinkUrl,
  REFUSED_URLS,
  XSS_PAYLOADS,
} from './support/xss-payloads.ts';
import { findInjectedMarkup, watchedContext, type XssWatch } from './support/xss-scan.ts';

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely here; the pages are what is checked.
type Json = Record<string, any>;

const ADMIN = { email: 'xss-admin@example.com', password: 'admin-password-1' };
const USER = { email: 'xss-user@example.com', password: 'user-password-1' };

let offset = 0;
/** Each field gets its canary and the payloads that fit, starting further along the corpus each time. */
function value(code: string, max: number, multiline = false) {
  offset += 5;
  return fieldValue(code, max, { offset, multiline });
}

const V = {
  adminName: value('an', 100),
  userName: value('un', 100),
  category: value('ca', 80),
  categoryDescription: value('cd', 500),
  tag: value('tg', 80),
  postTitle: value('bt', 200),
  postExcerpt: value('be', 500),
  postContent: value('bc', 200_000, true),
  seoTitle: value('st', 70),
  seoDescription: value('sd', 160),
  changelogTitle: value('ct', 200),
  changelogContent: value('cc', 100_000, true),
  faqQuestion: value('fq', 300),
  faqAnswer: value('fa', 20_000, true),
  faqCategory: value('fc', 50),
  testimonialName: value('tn', 100),
  testimonialRole: value('tr', 100),
  testimonialContent: value('tc', 1000),
  bannerName: value('bn', 100),
  variantLabel: value('vl', 40),
  variantDescription: value('vd', 300),
  variantLinkText: value('vt', 60),
  popupName: value('pn', 100),
  popupTitle: value('pt', 120),
  popupContent: value('pc', 2000, true),
  popupButton: value('pb', 60),
  emailName: value('en', 100),
  emailDescription: value('ed', 500),
  emailSubject: value('es', 290),
  emailHtml: value('eh', 200_000, true),
  contactName: value('kn', 100),
  contactPhone: value('kp', 40),
  contactCompany: value('ko', 120),
  contactSubject: value('ks', 200),
  contactMessage: value('km', 5000, true),
  waitlistName: value('wn', 100),
  feedbackName: value('fn', 100),
  feedbackMessage: value('fm', 5000, true),
  planDescription: value('pd', 1000),
  planFeature: value('pf', 200),
  waitlistTitle: value('wt', 120),
  waitlistDescription: value('wd', 1000),
  waitlistSuccess: value('ws', 500),
  userAgent: value('ua', 400),
};

let server: TestServer;
let browser: Browser;
const watch: XssWatch = { hits: [] };
const findings: string[] = [];
let adminToken = '';
let userToken = '';
const ids: Record<string, string | number> = {};

async function api(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Json;
  return { status: response.status, data: json.data as Json, error: json.error as string | undefined };
}
async function ok(
  method: string,
  path: string,
  body: unknown,
  token?: string,
  headers?: Record<string, string>,
) {
  const response = await api(method, path, body, token, headers);
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.error}`);
  return response.data;
}
async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return (await ok('POST', '/api/auth/sign-in', { email, password }, undefined, headers)).session
    .token as string;
}

/** Every URL field refuses script, data, protocol-relative and backslash URLs. */
async function expectRefusedUrls(label: string, send: (url: string) => Promise<{ status: number }>) {
  const statuses = await Promise.all(
    REFUSED_URLS.map(async (url) => [url, (await send(url)).status] as const),
  );
  expect(statuses, label).toEqual(REFUSED_URLS.map((url) => [url, 400]));
}

async function seed() {
  await server.createAdmin(ADMIN.email, ADMIN.password);
  adminToken = await signIn(ADMIN.email, ADMIN.password);
  await ok('PUT', '/api/me', { name: V.adminName }, adminToken);

  // A user whose name is a payload, signing in with a payload for a User-Agent (security log).
  await ok('POST', '/api/auth/sign-up', { email: USER.email, password: USER.password, name: V.userName });
  userToken = await signIn(USER.email, USER.password, { 'user-agent': V.userAgent });
  ids.user = (await ok('GET', '/api/me', undefined, userToken)).user.id;
  await expectRefusedUrls('profile image', (image) => api('PUT', '/api/me', { image }, userToken));
  await ok('PUT', '/api/me', { image: hostileImageUrl('ui') }, userToken);

  // Blog: taxonomy, then a published post carrying payloads in every field.
  const category = await ok(
    'POST',
    '/api/admin/blog/categories',
    { name: V.category, description: V.categoryDescription },
    adminToken,
  );
  const tag = await ok('POST', '/api/admin/blog/tags', { name: V.tag }, adminToken);
  const postBody = {
    title: V.postTitle,
    excerpt: V.postExcerpt,
    content: V.postContent,
    seoTitle: V.seoTitle,
    seoDescription: V.seoDescription,
    categoryIds: [category.category.id],
    tagIds: [tag.tag.id],
    published: true,
  };
  await expectRefusedUrls('featured image', (featuredImage) =>
    api('POST', '/api/blog', { ...postBody, featuredImage }, adminToken),
  );
  const { post } = await ok(
    'POST',
    '/api/blog',
    { ...postBody, featuredImage: hostileImageUrl('fi') },
    adminToken,
  );
  ids.post = post.id;
  ids.slug = post.slug;

  await ok(
    'POST',
    '/api/admin/changelog',
    {
      version: '9.9.9',
      title: V.changelogTitle,
      content: V.changelogContent,
      type: 'feature',
      published: true,
    },
    adminToken,
  );
  await ok(
    'POST',
    '/api/admin/faqs',
    { question: V.faqQuestion, answer: V.faqAnswer, category: V.faqCategory, published: true },
    adminToken,
  );

  // A testimonial submitted by the user, approved by the admin.
  const testimonialBody = {
    content: V.testimonialContent,
    rating: 5,
    authorName: V.testimonialName,
    authorRole: V.testimonialRole,
  };
  await expectRefusedUrls('avatar', (avatarUrl) =>
    api('POST', '/api/testimonials', { ...testimonialBody, avatarUrl }, userToken),
  );
  const { testimonial } = await ok(
    'POST',
    '/api/testimonials',
    { ...testimonialBody, avatarUrl: hostileImageUrl('ta') },
    userToken,
  );
  await ok('POST', `/api/admin/testimonials/${testimonial.id}/approve`, {}, adminToken);

  // Marketing: a visible banner with two A/B variants, and a popup that opens at once everywhere.
  const variant = (label: string) => ({
    label: V.variantLabel.slice(0, 40 - label.length) + label,
    description: V.variantDescription,
    linkText: V.variantLinkText,
    linkUrl: hostileLinkUrl('vu'),
  });
  await expectRefusedUrls('banner link', (linkUrl) =>
    api(
      'POST',
      '/api/admin/marketing/banners',
      { name: 'x', variants: [{ ...variant('A'), linkUrl }] },
      adminToken,
    ),
  );
  await ok(
    'POST',
    '/api/admin/marketing/banners',
    { name: V.bannerName, visible: true, variants: [variant('A'), variant('B')] },
    adminToken,
  );
  const popup = {
    type: 'announcement',
    name: V.popupName,
    title: V.popupTitle,
    content: V.popupContent,
    ctaText: V.popupButton,
    trigger: { delaySeconds: 0 },
    frequency: 'once',
    active: true,
  };
  await expectRefusedUrls('popup button', (ctaUrl) =>
    api('POST', '/api/admin/marketing/popups', { ...popup, ctaUrl }, adminToken),
  );
  await ok('POST', '/api/admin/marketing/popups', { ...popup, ctaUrl: hostileLinkUrl('pu') }, adminToken);

  // An e-mail template (its preview and a test send to the admin's outbox).
  const template = await ok(
    'POST',
    '/api/admin/email-templates',
    {
      key: 'xss_probe',
      name: V.emailName,
      description: V.emailDescription,
      subject: `${V.emailSubject} {{who}}`,
      html: `${V.emailHtml}<p>{{who}}</p>`,
      variables: [{ name: 'who', description: value('ev', 200), sample: value('sv', 2000) }],
    },
    adminToken,
  );
  ids.template = template.template.id;
  await ok('POST', `/api/admin/email-templates/${ids.template}/test`, {}, adminToken);

  // Visitors' messages: contact, waitlist and feedback (a script page URL is refused).
  await ok('POST', '/api/contact', {
    fullName: V.contactName,
    email: 'xss-contact@example.com',
    phone: V.contactPhone,
    company: V.contactCompany,
    subject: V.contactSubject,
    message: V.contactMessage,
  });
  await ok('POST', '/api/waitlist', { email: 'xss-waitlist@example.com', name: V.waitlistName });
  // A script URL as the page is refused; a page URL that tries to break out of the link's
  // attribute is stored, and must stay text in the admin's sheet.
  const scriptPage = await api('POST', '/api/feedback', {
    type: 'bug',
    message: 'Script page',
    pageUrl: `javascript:__xss('url@fp')`,
  });
  if (scriptPage.status !== 400)
    throw new Error(`feedback with a javascript: page URL: ${scriptPage.status}`);
  const feedback = await ok('POST', '/api/feedback', {
    type: 'bug',
    message: V.feedbackMessage,
    name: V.feedbackName,
    email: 'xss-feedback@example.com',
    pageUrl: `/pricing?from="><img/src=x/onerror=__xss('url@fp')>`,
  });
  ids.feedback = feedback.feedback?.id ?? feedback.id;
  ids.contact = (await ok('GET', '/api/admin/contact-submissions', undefined, adminToken)).submissions[0].id;

  // Plans and waitlist settings (shown on /pricing, /waitlist and the home page).
  const { plans } = await ok('GET', '/api/admin/subscription-plans', undefined, adminToken);
  const pro = plans.find((plan: Json) => plan.slug === 'pro');
  await ok(
    'PUT',
    `/api/admin/subscription-plans/${pro.id}`,
    { description: V.planDescription, features: [V.planFeature, ...pro.features] },
    adminToken,
  );
  await ok(
    'PUT',
    '/api/admin/waitlist/settings',
    {
      enabled: true,
      title: V.waitlistTitle,
      description: V.waitlistDescription,
      successMessage: V.waitlistSuccess,
    },
    adminToken,
  );
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await seed();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every context a test opened, closed after it (see afterEach). */
const openContexts: BrowserContext[] = [];

/** One page per visitor, moved from page to page (see `visit`). */
interface Tab {
  page: Page;
  /** Move with the app's router (no reload) once the first page is loaded. */
  spa: boolean;
  loaded: boolean;
}

async function openTab(
  options: { signInAs?: { email: string; password: string }; javaScript?: boolean } = {},
) {
  const javaScript = options.javaScript ?? true;
  const context = await watchedContext(browser, watch, {
    baseUrl: server.url,
    javaScriptEnabled: javaScript,
  });
  openContexts.push(context);
  if (options.signInAs) {
    // The context's request API shares its cookie jar: the page starts signed in.
    const response = await context.request.post(`${server.url}/api/auth/sign-in`, {
      data: options.signInAs,
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);
  }
  return { page: await context.newPage(), spa: javaScript, loaded: false } satisfies Tab;
}

/**
 * Opens `path` (a full load the first time, then through the app's router, as a click on a link
 * would: reloading the app for each of two dozen pages would cost most of the time budget), waits
 * for the given canaries, runs `interact`, then scans the DOM.
 */
async function visit(tab: Tab, path: string, wait: string[], interact?: (page: Page) => Promise<void>) {
  const { page } = tab;
  if (tab.spa && tab.loaded) {
    const heading = await page.$('h1');
    await page.evaluate((target) => {
      const index = Number(window.history.state?.__TSR_index ?? 0) + 1;
      window.history.pushState({ ...window.history.state, __TSR_index: index }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    // The previous page's heading goes when the new page replaces it.
    await heading?.waitForElementState('hidden');
  } else {
    await page.goto(`${server.url}${path}`);
    tab.loaded = true;
  }
  for (const code of wait) await page.getByText(canary(code)).filter({ visible: true }).first().waitFor();
  await interact?.(page);
  for (const finding of await page.evaluate(findInjectedMarkup)) findings.push(`${path}: ${finding}`);
  return page;
}

/** What the form fields hold (React sets them as properties: values, never markup). */
const inputValues = (page: Page) =>
  page
    .locator('input, textarea')
    .evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement | HTMLTextAreaElement).value),
    );

/** The exact payload string is on screen as text (escaped, not interpreted, not truncated). */
async function expectText(page: Page, testIdOrSelector: string, expected: string) {
  const text = await page
    .locator(testIdOrSelector)
    .filter({ hasText: expected.slice(0, 4) })
    .first()
    .textContent();
  expect(text).toContain(expected);
}

describe('stored XSS', () => {
  beforeEach(() => {
    findings.length = 0;
    watch.hits.length = 0;
  });
  // A test that fails leaves its pages open; a late dialog from one would land in the next test.
  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
  });

  it('the detector sees an injection on our pages, despite the CSP (self-check)', async () => {
    const tab = await openTab();
    await visit(tab, '/changelog', ['ct']);
    await tab.page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        `<img src=x onerror="__xss('self')"><img src=y onerror="alert('self')"><style>@import '//evil.example/self.css';</style>`,
      ),
    );
    // A dialog reaches the test through the browser's protocol: seconds on a loaded machine.
    await expect
      .poll(() => [...watch.hits].sort(), { timeout: 15_000 })
      .toEqual(['dialog: self', 'request: http://evil.example/self.css', 'self']);
    const seen = await tab.page.evaluate(findInjectedMarkup);
    expect(seen.filter((finding) => finding.startsWith('event handler'))).toHaveLength(2);
    expect(seen.some((finding) => finding.startsWith('<style> from a payload'))).toBe(true);
    await tab.page.context().close();
  });

  it('public pages render every payload inert', async () => {
    const visitor = await openTab();
    await visit(visitor, '/', ['tn', 'vd', 'pt', 'wt'], async (page) => {
      const popup = page.getByRole('dialog');
      await popup.getByText(canary('pc')).waitFor();
      expect(await popup.getByRole('heading').first().textContent()).toBe(V.popupTitle);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      await page.getByTestId('marketing-banner').getByRole('link').first().hover();
      await expectText(page, '[data-testid="testimonial-author"]', V.testimonialName);
    });
    await visit(visitor, '/blog', ['bt', 'be', 'ca']);
    await visit(visitor, `/blog/${ids.slug}`, ['bc', 'bt', 'an', 'tg'], async (page) => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(V.postTitle);
      const links = page.locator('.blog-prose a');
      if (await links.count()) await links.first().hover();
    });
    await visit(visitor, '/changelog', ['ct', 'cc']);
    await visit(visitor, '/faq', ['fq', 'fc'], async (page) => {
      await page.getByRole('button', { name: canary('fq') }).click();
      await page.getByText(canary('fa')).waitFor();
    });
    await visit(visitor, '/pricing', ['pd', 'pf']);
    await visit(visitor, '/waitlist', ['wt', 'wd']);
    await visitor.page.context().close();

    const user = await openTab({ signInAs: USER });
    await visit(user, '/account', ['tc'], async (page) => {
      expect(await inputValues(page)).toContain(V.userName);
    });
    await user.page.context().close();

    expect(findings).toEqual([]);
    expect(watch.hits).toEqual([]);
  });

  it('admin pages render every payload inert', async () => {
    const admin = await openTab({ signInAs: ADMIN });
    await visit(admin, '/dashboard/admin', ['un', 'bt', 'kn']);
    await visit(admin, `/dashboard/admin/user-management?user=${ids.user}`, [], async (page) => {
      await page.getByTestId('user-details-name').waitFor();
      await expectText(page, '[data-testid="user-details-name"]', V.userName);
    });
    await visit(admin, '/dashboard/admin/blog', ['bt', 'an']);
    await visit(admin, `/dashboard/admin/blog/${ids.post}/edit`, [], async (page) => {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page.getByTestId('markdown-preview').getByText(canary('bc')).waitFor();
    });
    await visit(admin, '/dashboard/admin/blog/categories', ['ca', 'cd']);
    await visit(admin, '/dashboard/admin/blog/tags', ['tg']);
    await visit(admin, '/dashboard/admin/changelog', ['ct']);
    await visit(admin, '/dashboard/admin/faqs', ['fq', 'fc']);
    await visit(admin, '/dashboard/admin/testimonials', [], async (page) => {
      await page.getByTestId('tab-published').click();
      await page.getByText(canary('tn')).first().waitFor();
    });
    await visit(admin, '/dashboard/admin/marketing', ['bn', 'vl'], async (page) => {
      await page.getByRole('tab', { name: 'Popups' }).click();
      await page.getByText(canary('pn')).first().waitFor();
    });
    await visit(admin, '/dashboard/admin/email-templates?template=xss_probe', [], async (page) => {
      await page.getByTestId('preview-subject').getByText(canary('es')).waitFor();
      expect(await page.getByTestId('preview-html').getAttribute('sandbox')).toBe('');
    });
    await visit(admin, '/dashboard/admin/emails', ['es'], async (page) => {
      await page
        .getByTestId('email-row')
        .filter({ hasText: canary('es') })
        .click();
      expect(await page.getByTestId('email-html').getAttribute('sandbox')).toBe('');
      await page.keyboard.press('Escape');
    });
    await visit(admin, `/dashboard/admin/contact-submissions?open=${ids.contact}`, ['km', 'kn', 'ko', 'ks']);
    await visit(admin, '/dashboard/admin/waitlist', ['wn']);
    await visit(admin, `/dashboard/admin/feedback?open=${ids.feedback}`, [], async (page) => {
      const details = page.getByTestId('feedback-details');
      await details.getByText(canary('fm')).waitFor();
      await details.getByText(canary('fn')).first().waitFor();
      // The sender's page URL is a link whose address is exactly what was sent: no attribute broken out.
      const pageUrl = `/pricing?from="><img/src=x/onerror=__xss('url@fp')>`;
      const link = details.getByRole('link', { name: /pricing\?from=/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(pageUrl);
      expect(await details.locator('img').count()).toBe(0);
    });
    await visit(admin, '/dashboard/admin/subscription-plans', [], async (page) => {
      await page.getByTestId('plan-features').first().waitFor();
      expect(await inputValues(page)).toEqual(expect.arrayContaining([V.planDescription, V.planFeature]));
    });
    await visit(
      admin,
      `/dashboard/admin/security-logs?eventType=user_login&userId=${ids.user}`,
      [],
      async (page) => {
        await page
          .getByTestId('log-row')
          .filter({ hasText: `${USER.email} signed in` })
          .last() // the oldest: the sign-in of the seed, with the payload User-Agent
          .click();
        await page.getByTestId('log-detail').getByText(canary('ua')).waitFor();
      },
    );
    await admin.page.context().close();

    expect(findings).toEqual([]);
    expect(watch.hits).toEqual([]);
  });

  it('server-rendered blog pages (JavaScript off) escape titles, descriptions and head tags', async () => {
    const crawler = await openTab({ javaScript: false });
    await visit(crawler, '/blog', ['bt', 'be']);
    const page = await visit(crawler, `/blog/${ids.slug}`, ['bt', 'bc']);
    expect(await page.title()).toBe(`${V.seoTitle} · SaaS Starter`);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe(V.seoTitle);
    expect(await meta('meta[name="description"]')).toBe(V.seoDescription);
    expect(await meta('meta[name="author"]')).toBe(V.adminName);
    expect(await meta('meta[property="article:tag"]')).toBe(V.tag);
    expect(await meta('meta[property="og:image"]')).toBe(hostileImageUrl('fi'));
    expect(await page.locator('h1').textContent()).toBe(V.postTitle);
    await page.context().close();
    expect(findings).toEqual([]);
    expect(watch.hits).toEqual([]);
  });

  it('sign-in never sends the visitor to another site (?redirect=)', async () => {
    const leaves = (page: Page) =>
      page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 2000 }).catch(() => undefined);
    // Signing in through the form, then being sent to the return path.
    const visitor = await openTab();
    for (const target of ['//evil.example/', '/\t/evil.example/']) {
      await visitor.page.goto(`${server.url}/sign-in?redirect=${encodeURIComponent(target)}`);
      await submitSignIn(visitor.page, USER.email, USER.password);
      await leaves(visitor.page);
      expect(new URL(visitor.page.url()).origin, target).toBe(server.url);
      await visitor.page.context().clearCookies();
    }
    await visitor.page.context().close();
    // Already signed in: the sign-in page forwards at once.
    const user = await openTab({ signInAs: USER });
    // (The unit test of safeReturnPath in tests/security/accounts.test.ts covers the other shapes.)
    for (const target of ['/\\evil.example/', "javascript:__xss('r')"]) {
      await user.page.goto(`${server.url}/sign-in?redirect=${encodeURIComponent(target)}`);
      await leaves(user.page);
      expect(new URL(user.page.url()).origin, target).toBe(server.url);
    }
    await user.page.context().close();
    expect(watch.hits).toEqual([]);
  });

  it('RSS feeds are well-formed XML with every payload as text', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const [path, title] of [
      ['/blog/rss.xml', V.postTitle],
      ['/changelog/rss.xml', `9.9.9: ${V.changelogTitle}`],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
          titles: Array.from(doc.querySelectorAll('item > title'), (element) => element.textContent),
          elements: [...new Set(Array.from(doc.getElementsByTagName('*'), (element) => element.localName))],
        };
      }, xml);
      expect(parsed.error, path).toBeNull();
      expect(parsed.titles, path).toContain(title);
      // Only RSS's own elements: no payload became markup.
      for (const name of ['script', 'img', 'svg', 'iframe', 'style', 'a', 'base', 'object', 'details'])
        expect(parsed.elements, `${path} <${name}>`).not.toContain(name);
    }
    await context.close();
  });

  it('covers the whole corpus', () => {
    // Every payload went into at least three fields (the rotation through short fields).
    const all = Object.values(V).join('\n');
    for (const payload of XSS_PAYLOADS) {
      const uses = all.split(`'${payload.id}@`).length - 1 + (all.split(`\`${payload.id}@`).length - 1);
      if (!['style', 'link'].includes(payload.id)) expect(uses, payload.id).toBeGreaterThanOrEqual(3);
    }
  });
});
