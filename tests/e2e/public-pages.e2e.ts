/**
 * The public pages as a visitor's browser gets them: the server's HTML already holds the first
 * view (in the visitor's language), hydration keeps that markup as it is and logs no warning, and
 * the page asks the API nothing the server had already answered. On PostgreSQL, an admin's edit
 * made through one instance shows on the next load from another.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOfHtml } from '../../src/web/features/blog/lede.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const POST = { title: 'Rendered before the script runs', content: 'What a **crawler** reads first.' };
const FAQ = { question: 'Is the first view in the HTML?', answer: 'Yes, in every language we ship.' };
const ENTRY = { version: '9.8.7', title: 'Pages rendered on the server', content: 'Faster first paint.' };

let server: TestServer;
let browser: Browser;
let admin: Page;
let postSlug: string;

/** A message of the web app's catalogs, as text. */
function message(locale: string, area: string, key: string): string {
  const catalog = JSON.parse(readFileSync(`src/shared/i18n/catalogs/${locale}/${area}.json`, 'utf8'));
  return textOfHtml(String(catalog[key]).replace(/<\/?em>/g, ''));
}

async function adminPost(path: string, data: object) {
  const answer = await admin.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  admin = (await newPage(await browser.newContext())).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  postSlug = (await adminPost('/api/blog', { ...POST, published: true })).data.post.slug;
  await adminPost('/api/admin/faqs', { ...FAQ, published: true });
  await adminPost('/api/admin/changelog', { ...ENTRY, type: 'feature', published: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Each page with what its first view must say, in a language. */
const firstViews = (locale: string) => ({
  '/': [message(locale, 'home', 'hero.title'), message(locale, 'home', 'hero.intro')],
  '/pricing': [message(locale, 'pricing', 'heading')],
  '/blog': [message(locale, 'blog', 'list.title'), POST.title],
  [`/blog/${postSlug}`]: [POST.title, 'What a crawler reads first.'],
  '/faq': [message(locale, 'faq', 'title'), FAQ.question, FAQ.answer],
  '/changelog': [message(locale, 'changelog', 'title'), ENTRY.title],
  '/contact': [message(locale, 'contact', 'heading')],
  '/waitlist': [message(locale, 'waitlist', 'title')],
  '/sign-in': [message(locale, 'auth', 'signIn.title')],
  '/sign-up': [message(locale, 'auth', 'signUp.title')],
});

describe('the public pages, rendered on the server', () => {
  for (const locale of ['en', 'de']) {
    it(`arrive with their first view in the HTML (${locale})`, async () => {
      for (const [path, texts] of Object.entries(firstViews(locale))) {
        const answer = await fetch(`${server.url}${path}`, { headers: { 'accept-language': locale } });
        expect(answer.status, path).toBe(200);
        const html = await answer.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        const root = html.slice(
          html.indexOf('<div id="root">'),
          html.indexOf('<script type="application/json"'),
        );
        const text = textOfHtml(root);
        for (const expected of texts) expect(text, `${path} (${locale})`).toContain(expected);
      }
    });
  }

  it('on the pricing page, every plan with its name and formatted price', async () => {
    const { data } = (await (await fetch(`${server.url}/api/plans`)).json()) as {
      data: { plans: Array<{ name: string; priceMonthly: number }> };
    };
    expect(data.plans.length).toBeGreaterThan(0);
    const text = textOfHtml(await (await fetch(`${server.url}/pricing`)).text());
    for (const plan of data.plans) {
      expect(text).toContain(plan.name);
      if (plan.priceMonthly > 0) expect(text).toContain(`$${Math.floor(plan.priceMonthly / 100)}`);
    }
  });

  it('hydrate without changing the markup, without a warning and without asking the API again', async () => {
    for (const locale of ['en', 'de']) {
      const context = await browser.newContext({ locale, extraHTTPHeaders: { 'accept-language': locale } });
      const { page, problems } = await newPage(context);
      page.on('console', (entry) => {
        if (entry.type() === 'error' || entry.type() === 'warning')
          problems.push(`${entry.type()}: ${entry.text()}`);
      });
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Files (uploaded images) are not the server's data; the passkey autofill asks for a challenge.
        if (
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/fileupload/') &&
          url.pathname !== '/api/auth/passkey/options'
        ) {
          apiRequests.push(`${url.pathname}${url.search}`);
        }
      });
      for (const path of Object.keys(firstViews(locale))) {
        const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        const served = await response!.text();
        const [before, after] = await page.evaluate(
          (html) => [
            new DOMParser().parseFromString(html, 'text/html').getElementById('root')!.innerHTML,
            document.getElementById('root')!.innerHTML,
          ],
          served,
        );
        // Comments are React's boundary markers; styles are left out (a widget measures itself once
        // mounted: the FAQ's open heights); a submit button is enabled once the app runs
        // (components/ui/button.tsx), by design.
        const normal = (html: string) =>
          html
            .replace(/<!--[^>]*-->/g, '')
            .replace(/ style="[^"]*"/g, '')
            .replace(/<button[^>]* type="submit"[^>]*>/g, (tag) => tag.replace(' disabled=""', ''));
        const [rendered, hydrated] = [normal(before), normal(after)];
        let at = 0;
        while (at < rendered.length && rendered[at] === hydrated[at]) at += 1;
        expect(hydrated.slice(at - 200, at + 200), `${path} (${locale})`).toBe(
          rendered.slice(at - 200, at + 200),
        );
      }
      expect(apiRequests, locale).toEqual([]);
      expect(problems, locale).toEqual([]);
      await context.close();
    }
  });

  it('keep what a visitor typed before the app ran', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    // The app's entry is held back until the visitor has typed: the form is the server's markup.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    // The frame's goto: the page's own waits for the app (support/browser.ts), held back here.
    await page.mainFrame().goto(`${server.url}/sign-in`);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await page.getByLabel('E-mail').fill('early@example.com');
    expect(await submit.isDisabled()).toBe(true);
    release();
    await submit.and(page.locator(':enabled')).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('early@example.com');
    await context.close();
  });

  it('answer an unknown address with status 404 and the rendered not-found page', async () => {
    const answer = await fetch(`${server.url}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(textOfHtml(await answer.text())).toContain(message('en', 'errors', 'notFound.title'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'show an admin’s edit on the next page load of another instance',
    async () => {
      const other = await startServer({}, server.databaseUrl);
      try {
        const question = 'Asked on one instance, answered on the other?';
        expect(await (await fetch(`${other.url}/faq`)).text()).not.toContain(question);
        await adminPost('/api/admin/faqs', { question, answer: 'Yes, at once.', published: true });
        expect(await (await fetch(`${other.url}/faq`)).text()).toContain(question);
      } finally {
        await other.close();
      }
    },
  );
});
