/**
 * Layout on a phone (375 px: nothing may overflow sideways) and the desktop look, with
 * screenshots in test-results/screenshots and the README's docs/screenshot.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const PHONE = { width: 375, height: 812 };
const ADMIN = { email: 'layout-admin@example.com', password: 'admin-password-1' };

let server: TestServer;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return (await newPage(context, problems)).page;
}

describe('on a phone (375 px)', () => {
  const pages = [
    { name: 'home', path: '/', ready: 'Launch your SaaS in days' },
    { name: 'sign-in', path: '/sign-in', ready: 'Welcome back' },
    { name: 'sign-up', path: '/sign-up', ready: 'Create your account' },
    { name: 'forgot-password', path: '/forgot-password', ready: 'Forgot your password?' },
    { name: 'pricing', path: '/pricing', ready: 'Simple, honest pricing' },
    { name: 'not-found', path: '/no-such-page', ready: 'Page not found' },
  ];

  for (const { name, path: pagePath, ready } of pages) {
    it(`${pagePath} fits the screen`, async () => {
      const page = await phonePage();
      await page.goto(`${server.url}${pagePath}`);
      await page.getByRole('heading', { name: ready }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `phone-${name}`);
      await page.context().close();
    });
  }

  it('opens the navigation menu in a sheet', async () => {
    const page = await phonePage();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Get started' }).waitFor();
    await screenshot(page, 'phone-menu', { fullPage: false });
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/sign-in`);
    await page.context().close();
  });

  it('shows the admin area with its sidebar in a sheet', async () => {
    const page = await phonePage();
    // A sign-up puts a row in the outbox, so the e-mail table is laid out at phone width too.
    await page.goto(`${server.url}/sign-up`);
    await page.getByLabel('Name').fill('Phone Person');
    await page.getByLabel('E-mail').fill('a-rather-long-address-for-a-phone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('phone-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await signIn(page, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/emails');
    await page.waitForURL(`${server.url}/dashboard/admin/emails`);
    await page.getByTestId('email-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-admin-emails');

    await page.getByRole('button', { name: 'Open admin navigation' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('link', { name: 'Security logs' }).click();
    await page.waitForURL(`${server.url}/dashboard/admin/security-logs`);
    await page.getByRole('heading', { name: 'Security logs' }).first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-admin-security-logs');

    // A built area with a table, counts and a bulk bar: the waitlist (the sign-up above is on it
    // only if it joined; the table or its empty state must fit either way).
    await page.getByRole('button', { name: 'Open admin navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Waitlist' }).click();
    await page.waitForURL(`${server.url}/dashboard/admin/waitlist`);
    await page.getByTestId('waitlist-counts').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-admin-waitlist');
    await page.context().close();
  });
});

describe('the floating Feedback button', () => {
  const sizes = [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ];
  for (const viewport of sizes) {
    it(`covers no action on /account and /pricing at ${viewport.width}×${viewport.height}`, async () => {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const { page } = await newPage(context, problems);
      await signIn(page, server.url, ADMIN.email, ADMIN.password, '/account');
      await page.waitForURL(`${server.url}/account`);
      for (const pagePath of ['/account', '/pricing']) {
        await page.goto(`${server.url}${pagePath}`);
        await page.getByTestId('feedback-button').waitFor();
        await page.waitForLoadState('networkidle');
        const actions = page.locator('main button:visible, main a[data-slot="button"]:visible');
        const count = await actions.count();
        expect(count).toBeGreaterThan(0);
        const covered: string[] = [];
        for (let index = 0; index < count; index++) {
          // Scrolled just into view at the bottom edge, as a person scrolling down first meets it
          // (the worst place for a floating button).
          const hit = await actions.nth(index).evaluate((element) => {
            element.scrollIntoView({ block: 'end', inline: 'nearest' });
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            // A disabled button lets the pointer through (pointer-events: none), so the hit is then
            // the element under it; what covers it would be neither inside it nor around it.
            return top !== null && (element.contains(top) || top.contains(element));
          });
          if (!hit) covered.push(`${pagePath}: ${(await actions.nth(index).textContent())?.trim()}`);
        }
        expect(covered).toEqual([]);
      }
      await context.close();
    });
  }
});

describe('toasts', () => {
  const sizes = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  for (const viewport of sizes) {
    it(`cover neither the header nor the Feedback button at ${viewport.width}×${viewport.height}`, async () => {
      const context = await browser.newContext({ viewport });
      const { page } = await newPage(context, problems);
      await signIn(page, server.url, ADMIN.email, ADMIN.password, '/account');
      await page.waitForURL(`${server.url}/account`);
      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.getByLabel('Name').fill(`Layout Admin ${viewport.width}`);
      await profile.getByRole('button', { name: 'Save changes' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved.' });
      await toast.waitFor();
      // Let it settle where it belongs (sonner animates it in).
      await page.waitForTimeout(600);
      const box = await toast.boundingBox();
      const header = await page.locator('header').first().boundingBox();
      const feedback = await page.getByTestId('feedback-button').boundingBox();
      expect(box).not.toBeNull();
      const overlaps = (a: typeof box, b: typeof box) =>
        a !== null &&
        b !== null &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height;
      expect(overlaps(box, header)).toBe(false);
      expect(overlaps(box, feedback)).toBe(false);
      await context.close();
    });
  }
});

describe('on a desktop', () => {
  it('renders the home page (UPDATE_DOCS_SCREENSHOT=1 also saves docs/screenshot.png)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await newPage(context, problems);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Launch your SaaS in days' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'desktop-home', { fullPage: false });
    // The README's picture is refreshed on demand, so a test run never dirties the work tree.
    if (process.env.UPDATE_DOCS_SCREENSHOT === '1') {
      mkdirSync('docs', { recursive: true });
      await page.screenshot({ path: path.resolve('docs/screenshot.png') });
    }
    await context.close();
  });

  it('renders the sign-in page in dark mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    const { page } = await newPage(context, problems);
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(page, 'desktop-sign-in-dark');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Launch your SaaS in days' }).waitFor();
    await screenshot(page, 'desktop-home-dark', { fullPage: false });
    await context.close();
  });
});

describe('the whole run', () => {
  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
