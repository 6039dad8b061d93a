/**
 * Changelog and marketing in a real browser against the real server: the admin writes a changelog
 * entry (version checked on the field, 409 included; an inserted image; the server's preview) and
 * publishes it, and it appears on /changelog and in /changelog/rss.xml; the admin creates a
 * visible banner, a visitor sees it, dismisses it, and it stays dismissed after a reload; a
 * newsletter popup with a one-second delay opens for a visitor and the sign-up is stored; phone
 * width never scrolls sideways; no page errors or CSP violations anywhere.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { PNG } from './support/images.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'marketing-admin@example.com', password: 'admin-password-1' };
const ENTRY = {
  version: '4.2.10',
  title: `Faster dashboards ${stamp}`,
  content: '## What changed\n\nDashboards load **twice as fast**.\n\n```ts\nconst fast = true;\n```',
};
const BANNER = {
  name: `Spring campaign ${stamp}`,
  text: `Spring sale ${stamp}: 20% off`,
  linkText: 'See pricing',
};
const POPUP = {
  name: `Newsletter ${stamp}`,
  title: 'Stay in the loop',
  text: 'One e-mail a month, no spam.',
};
const SUBSCRIBER = `subscriber-${stamp}@example.com`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
const problems: string[] = [];

async function visitorPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const { page } = await newPage(context, problems);
  return { context, page };
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: DESKTOP });
  admin = (await newPage(adminContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/changelog');
  await admin.waitForURL(`${server.url}/dashboard/admin/changelog`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('changelog', () => {
  it('the admin writes an entry (version checked on the field), previews it and publishes it', async () => {
    await admin.getByRole('heading', { name: 'Changelog', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'New entry' }).first().click();
    await admin.getByRole('heading', { name: 'New changelog entry' }).waitFor();

    await admin.getByLabel('Version').fill('v1.2');
    await admin.getByLabel('Title').fill(ENTRY.title);
    await admin.getByLabel('Content', { exact: true }).fill(ENTRY.content);
    await admin.getByRole('radio', { name: 'Publish now' }).check();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText('Use a dotted numeric version such as 1.2.10').waitFor();
    expect(await admin.getByLabel('Version').getAttribute('aria-invalid')).toBe('true');

    await admin.getByLabel('Version').fill(ENTRY.version);
    // An uploaded image goes in as Markdown where the caret was (the end of the text), in a
    // paragraph of its own, and the server's preview shows it.
    await admin.getByLabel('Image to insert').setInputFiles({
      name: 'release-chart.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await admin.getByText('Image inserted.').waitFor();
    const markdown = await admin.getByLabel('Content', { exact: true }).inputValue();
    expect(markdown.startsWith(ENTRY.content)).toBe(true);
    expect(markdown).toMatch(/```\n\n!\[release chart\]\(\/api\/fileupload\/[^)]+\)\n$/);
    await admin.getByRole('button', { name: 'Preview' }).click();
    const preview = admin.getByTestId('markdown-preview');
    await preview.getByRole('heading', { name: 'What changed' }).waitFor();
    expect(await preview.locator('pre code [class^="hljs-"]').count()).toBeGreaterThan(0);
    const image = preview.getByRole('img', { name: 'release chart' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/fileupload\/[^/]+$/);
    await admin.getByRole('button', { name: 'Write' }).click();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText(`Published ${ENTRY.version}.`).waitFor();
    const row = admin.getByTestId('changelog-row').filter({ hasText: ENTRY.title });
    await row.waitFor();
    await row.getByText('Published').waitFor();
    await screenshot(admin, 'admin-changelog', { fullPage: false });

    // The same version again: 409, shown on the field.
    await admin.getByRole('button', { name: 'New entry' }).first().click();
    await admin.getByLabel('Version').fill(ENTRY.version);
    await admin.getByLabel('Title').fill('Duplicate');
    await admin.getByLabel('Content', { exact: true }).fill('Again');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText(`Version ${ENTRY.version} already has an entry`).waitFor();
    expect(await admin.getByLabel('Version').getAttribute('aria-invalid')).toBe('true');
    await admin.getByRole('button', { name: 'Cancel' }).click();
  });

  it('appears on /changelog and in the RSS feed', async () => {
    const { context, page } = await visitorPage();
    await page.goto(`${server.url}/changelog`);
    const entry = page.locator(`#v${ENTRY.version.replace(/\./g, '\\.')}`);
    await entry.getByRole('heading', { name: ENTRY.title }).waitFor();
    await entry.getByText('Feature').waitFor();
    await entry.getByText(`v${ENTRY.version}`).waitFor();
    await entry.getByRole('heading', { name: 'What changed' }).waitFor();
    expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      '/changelog/rss.xml',
    );
    await page.getByRole('button', { name: 'Bug fix' }).click();
    await page.waitForURL(/type=bugfix/);
    await page.getByText('No entries of this type yet').waitFor();
    // The footer links here.
    expect(await page.locator('footer').getByRole('link', { name: 'Changelog' }).count()).toBe(1);

    const feed = await fetch(`${server.url}/changelog/rss.xml`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`${ENTRY.version}: ${ENTRY.title}`);
    expect(xml).toContain(`${server.url}/changelog#v${ENTRY.version}`);
    await context.close();
  });
});

describe('marketing', () => {
  it('the admin creates a visible banner with a live preview', async () => {
    await admin.goto(`${server.url}/dashboard/admin/marketing`);
    await admin.getByRole('heading', { name: 'Marketing', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'New banner' }).first().click();
    await admin.getByLabel('Name (only admins see it)').fill(BANNER.name);
    await admin.getByLabel('Visible on the site (hides any other banner)').check();
    await admin.getByLabel('Text', { exact: true }).fill(BANNER.text);
    await admin.getByLabel('Link text', { exact: true }).fill(BANNER.linkText);
    await admin.getByLabel('Link URL').fill('javascript:alert(1)');
    await admin.getByTestId('banner-preview').getByText(BANNER.text).waitFor();
    await admin.getByRole('button', { name: 'Create banner' }).click();
    await admin.getByText('Enter an http(s) URL or a path on this site').waitFor();
    await admin.getByLabel('Link URL').fill('/pricing');
    await admin.getByRole('button', { name: 'Create banner' }).click();
    await admin.getByText('Banner created.').waitFor();
    const card = admin.getByTestId('banner-card').filter({ hasText: BANNER.name });
    await card.getByText('Visible', { exact: true }).first().waitFor();
    await screenshot(admin, 'admin-marketing-banners', { fullPage: false });
  });

  it('a visitor sees the banner, dismisses it, and it stays dismissed after a reload', async () => {
    const { context, page } = await visitorPage();
    await page.goto(`${server.url}/pricing`);
    const banner = page.getByTestId('marketing-banner');
    await banner.getByText(BANNER.text).waitFor();
    expect(await banner.getByRole('link', { name: BANNER.linkText }).getAttribute('href')).toBe('/pricing');
    // The banner sits above the site header.
    const bannerBox = await banner.boundingBox();
    expect(bannerBox?.y).toBe(0);
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('marketing-banner').count()).toBe(0);

    // The impression and the dismissal were counted.
    await admin.reload();
    const stats = admin
      .getByTestId('banner-card')
      .filter({ hasText: BANNER.name })
      .getByTestId('variant-stats');
    await stats.waitFor();
    const cells = await stats.locator('td').allTextContents();
    expect(cells.slice(-5)).toEqual(['1', '0', '0.0%', '1', '100.0%']);
    await context.close();
  });

  it('a newsletter popup opens after its delay and stores the sign-up', async () => {
    await admin.getByRole('tab', { name: 'Popups' }).click();
    await admin.getByRole('button', { name: 'New popup' }).first().click();
    await admin.getByLabel('Name (only admins see it)').fill(POPUP.name);
    await admin.getByLabel('Title').fill(POPUP.title);
    await admin.getByLabel('Text', { exact: true }).fill(POPUP.text);
    await admin.getByLabel('After (seconds)').fill('1');
    await admin.getByLabel('Show').selectOption('session');
    await admin.getByLabel('Target pages').fill('/');
    await admin.getByLabel('Active').check();
    await admin.getByTestId('popup-preview').getByText(POPUP.title).waitFor();
    await admin.getByRole('button', { name: 'Create popup' }).click();
    await admin.getByText('Popup created.').waitFor();
    await admin.getByTestId('popup-card').filter({ hasText: POPUP.name }).waitFor();

    const { context, page } = await visitorPage();
    // Not on a page it does not target.
    await page.goto(`${server.url}/pricing`);
    await page.waitForTimeout(1800);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole('dialog', { name: POPUP.title });
    await dialog.waitFor();
    await dialog.getByText(POPUP.text).waitFor();
    await dialog.getByLabel('E-mail address').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await dialog.getByLabel('E-mail address').fill(SUBSCRIBER);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByRole('status').getByText('subscribed').waitFor();
    await screenshot(page, 'marketing-popup', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Once per session: not again on the next load.
    await page.reload();
    await page.waitForTimeout(1800);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();

    await admin.getByRole('tab', { name: 'Newsletter' }).click();
    const subscriber = admin.getByTestId('subscriber-row').filter({ hasText: SUBSCRIBER });
    await subscriber.waitFor();
    await subscriber.getByText(POPUP.name).waitFor();
    const csv = await admin.evaluate(async () => {
      const response = await fetch('/api/admin/marketing/newsletter/export');
      return { status: response.status, text: await response.text() };
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(SUBSCRIBER);
    await admin.getByRole('tab', { name: 'Popups' }).click();
    const popupCard = admin.getByTestId('popup-card').filter({ hasText: POPUP.name });
    await popupCard.getByText('Conversions').waitFor();
    // The tab shows its cached list (counts of 0) until its refetch answers: wait for that.
    await expect
      .poll(async () => {
        const counts = await popupCard.locator('dd').allTextContents();
        return { impressions: counts[0], conversions: counts[4] };
      })
      .toEqual({ impressions: '1', conversions: '1' });
  });

  it('fits a 375px phone without sideways scrolling, banner and popup included', async () => {
    const { context, page } = await visitorPage(PHONE);
    for (const path of ['/changelog', '/']) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('marketing-banner').waitFor();
      if (path === '/') await page.getByRole('dialog', { name: POPUP.title }).waitFor();
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'marketing-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await context.close();
    const adminPhone = await browser.newContext({
      viewport: PHONE,
      storageState: await adminContext.storageState(),
    });
    const { page: phoneAdmin } = await newPage(adminPhone, problems);
    for (const path of ['/dashboard/admin/marketing', '/dashboard/admin/changelog']) {
      await phoneAdmin.goto(`${server.url}${path}`);
      await phoneAdmin.getByRole('heading', { level: 1 }).first().waitFor();
      await phoneAdmin.waitForTimeout(300);
      expect(await scrollWidth(phoneAdmin), path).toBeLessThanOrEqual(PHONE.width);
    }
    await adminPhone.close();
  });

  it('had no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
