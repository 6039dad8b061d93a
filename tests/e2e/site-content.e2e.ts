/**
 * Testimonials and FAQs in a real browser against the real server: a user writes a testimonial
 * from the account page and follows its status; an admin approves it and it appears on the home
 * page (as text, markup and all); the admin writes an FAQ in the dialog (with the server's
 * preview), reorders FAQs by dragging with the mouse and once with the keyboard, and the public
 * /faq page follows the order; /faq search and category chips; phone width never scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'content-admin@example.com', password: 'admin-password-1' };
const AUTHOR = { name: 'Tess Timonial', email: `author-${stamp}@example.com`, password: 'author-password-1' };
const QUOTE = `Setup took an afternoon <b>not</b> a month. ${stamp}`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const FAQ_A = { question: `What is included ${stamp}?`, answer: 'Accounts, **billing** and an admin area.' };
const FAQ_B = { question: `Can I self-host ${stamp}?`, answer: 'Yes: one process, zephyrine simple.' };
const FAQ_C = { question: `Is there a free plan ${stamp}?`, answer: 'Yes, forever.' };
const FAQ_D = { question: `How are invoices sent ${stamp}?`, answer: 'By e-mail every month.' };

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let authorContext: BrowserContext;
let author: Page;
let visitorContext: BrowserContext;
let visitor: Page;
const problems: string[] = [];

/** An admin API call with the admin page's session cookie (same origin, as the CSRF check wants). */
async function adminApi(method: 'POST' | 'PUT', path: string, data: object) {
  const response = await admin.request.fetch(`${server.url}${path}`, {
    method,
    data,
    headers: { origin: server.url, 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

async function adminFaqQuestions(): Promise<string[]> {
  return admin.getByTestId('admin-faq-question').allTextContents();
}

/** The questions of the public FAQ page's General group, in order. */
async function publicGeneralOrder(): Promise<string[]> {
  await visitor.goto(`${server.url}/faq`);
  const group = visitor
    .getByTestId('faq-group')
    .filter({ has: visitor.getByRole('heading', { name: 'General' }) });
  await group.waitFor();
  return group.getByRole('button').allTextContents();
}

const ours = (questions: string[]) => questions.filter((question) => question.includes(stamp));

async function waitForOrder(expected: string[]) {
  await expect.poll(async () => ours(await adminFaqQuestions()), { timeout: 10_000 }).toEqual(expected);
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, AUTHOR);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: DESKTOP });
  admin = (await newPage(adminContext, problems)).page;
  authorContext = await browser.newContext({ viewport: DESKTOP });
  author = (await newPage(authorContext, problems)).page;
  visitorContext = await browser.newContext({ viewport: DESKTOP });
  visitor = (await newPage(visitorContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/testimonials');
  await admin.waitForURL(`${server.url}/dashboard/admin/testimonials`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('testimonials', () => {
  it('the home page has no testimonials section while none is published', async () => {
    await visitor.goto(server.url);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByTestId('testimonials-section').count()).toBe(0);
  });

  it('a user writes a testimonial on the account page and sees it waiting for review', async () => {
    await signIn(author, server.url, AUTHOR.email, AUTHOR.password, '/account');
    await author.waitForURL(`${server.url}/account`);
    const card = author.getByTestId('testimonial-card');
    await card.getByText('You have not written a testimonial yet.').waitFor();
    await card.getByRole('button', { name: 'Write a testimonial' }).click();
    const dialog = author.getByTestId('testimonial-dialog');
    await dialog.waitFor();
    // The name starts as the account's.
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(AUTHOR.name);
    // Validation before sending: no rating, too short.
    await dialog.getByLabel('Your testimonial').fill('Too short');
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await dialog.getByText('Choose a rating from 1 to 5').waitFor();
    await dialog.getByText('Write at least 10 characters').waitFor();

    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('Your testimonial').fill(QUOTE);
    await dialog.getByLabel('Role or company (optional)').fill('Founder, Example Co');
    await screenshot(author, 'account-testimonial-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await author.getByText('Thanks! Your testimonial is waiting for review.').waitFor();
    const item = card.getByTestId('my-testimonial');
    await item.getByText('Waiting for review').waitFor();
    expect(await item.getByText(QUOTE, { exact: true }).count()).toBe(1);
    // One waits for review at a time: no new one meanwhile.
    expect(await card.getByRole('button', { name: 'Write a testimonial' }).count()).toBe(0);
  });

  it('the admin approves it; it shows on the home page as plain text; the author sees it published', async () => {
    await admin.goto(`${server.url}/dashboard/admin/testimonials`);
    const row = admin.getByTestId('admin-testimonial').filter({ hasText: stamp });
    await row.waitFor();
    await screenshot(admin, 'admin-testimonials', { fullPage: false });
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Testimonial approved: it is on the home page.').waitFor();
    await admin.getByTestId('tab-published').click();
    await admin.getByTestId('testimonial-order').getByText(QUOTE).waitFor();

    await visitor.goto(server.url);
    const section = visitor.getByTestId('testimonials-section');
    await section.waitFor();
    const card = section.getByTestId('testimonial').filter({ hasText: stamp });
    await card.getByText(QUOTE, { exact: true }).waitFor();
    await card.getByText('Founder, Example Co').waitFor();
    await card.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    // The markup was text, not HTML.
    expect(await card.locator('b').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'home-testimonials', { fullPage: false });

    await author.reload();
    await author.getByTestId('my-testimonial').getByText('Published').waitFor();
    await author
      .getByTestId('testimonial-card')
      .getByRole('button', { name: 'Write a testimonial' })
      .waitFor();
  });
});

describe('FAQs', () => {
  it('the admin writes an FAQ in the dialog, with the Markdown preview, and publishes it', async () => {
    await admin.goto(`${server.url}/dashboard/admin/faqs`);
    await admin.getByRole('heading', { name: 'FAQs' }).waitFor();
    await admin.getByRole('button', { name: 'New FAQ' }).first().click();
    const dialog = admin.getByTestId('faq-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Question').fill(FAQ_A.question);
    await dialog.getByLabel('Answer (Markdown)').fill(FAQ_A.answer);
    // The one Markdown editor: its view switch is a group of toggle buttons.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByTestId('markdown-preview').locator('strong', { hasText: 'billing' }).waitFor();
    await dialog.getByRole('button', { name: 'Write' }).click();
    expect(await dialog.getByLabel('Answer (Markdown)').inputValue()).toBe(FAQ_A.answer);
    await dialog.getByRole('button', { name: 'Billing' }).click();
    expect(await dialog.getByLabel('Category').inputValue()).toBe('Billing');
    await dialog.getByRole('button', { name: 'General' }).click();
    await dialog.getByLabel('Published (shown on the FAQ page)').click();
    await screenshot(admin, 'admin-faq-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create FAQ' }).click();
    await admin.getByText('FAQ created.').waitFor();

    for (const faq of [FAQ_B, FAQ_C]) {
      await adminApi('POST', '/api/admin/faqs', { ...faq, category: 'General', published: true });
    }
    await adminApi('POST', '/api/admin/faqs', { ...FAQ_D, category: 'Billing', published: true });
    await admin.reload();
    await waitForOrder([FAQ_A.question, FAQ_B.question, FAQ_C.question, FAQ_D.question]);
    expect(ours(await publicGeneralOrder())).toEqual([FAQ_A.question, FAQ_B.question, FAQ_C.question]);
  });

  it('reorders by dragging with the mouse; the public page follows', async () => {
    await admin.goto(`${server.url}/dashboard/admin/faqs`);
    await waitForOrder([FAQ_A.question, FAQ_B.question, FAQ_C.question, FAQ_D.question]);
    const from = await admin.getByRole('button', { name: `Move “${FAQ_C.question}”` }).boundingBox();
    const to = await admin.getByRole('button', { name: `Move “${FAQ_A.question}”` }).boundingBox();
    if (!from || !to) throw new Error('handles not found');
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/faqs/order') && response.request().method() === 'PUT',
    );
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await admin.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
    await admin.waitForTimeout(150);
    await admin.mouse.up();
    expect((await saved).status()).toBe(200);
    await waitForOrder([FAQ_C.question, FAQ_A.question, FAQ_B.question, FAQ_D.question]);
    await admin.reload();
    await waitForOrder([FAQ_C.question, FAQ_A.question, FAQ_B.question, FAQ_D.question]);
    expect(ours(await publicGeneralOrder())).toEqual([FAQ_C.question, FAQ_A.question, FAQ_B.question]);
  });

  it('reorders with the keyboard (Space, arrow, Space); the public page follows', async () => {
    const handle = admin.getByRole('button', { name: `Move “${FAQ_C.question}”` });
    await handle.focus();
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/faqs/order') && response.request().method() === 'PUT',
    );
    await admin.keyboard.press('Space');
    await admin.waitForTimeout(200);
    await admin.keyboard.press('ArrowDown');
    await admin.waitForTimeout(200);
    await admin.keyboard.press('ArrowDown');
    await admin.waitForTimeout(200);
    await admin.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await waitForOrder([FAQ_A.question, FAQ_B.question, FAQ_C.question, FAQ_D.question]);
    // Focus stays on the moved item's handle.
    expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(ours(await publicGeneralOrder())).toEqual([FAQ_A.question, FAQ_B.question, FAQ_C.question]);
  });

  it('the publish switch hides an FAQ from the public page', async () => {
    await admin.getByRole('switch', { name: `Published: ${FAQ_B.question}` }).click();
    await admin.getByText('Unpublished: hidden from the FAQ page.').waitFor();
    expect(ours(await publicGeneralOrder())).toEqual([FAQ_A.question, FAQ_C.question]);
    await admin.getByRole('switch', { name: `Published: ${FAQ_B.question}` }).click();
    await admin.getByText('Published: it is on the FAQ page.').waitFor();
  });

  it('/faq: accordion answers, search (in the URL) and category chips', async () => {
    await visitor.goto(`${server.url}/faq`);
    const itemA = visitor.getByTestId('faq-item').filter({ hasText: FAQ_A.question });
    await itemA.getByRole('button', { name: FAQ_A.question }).click();
    await itemA.locator('.blog-prose strong', { hasText: 'billing' }).waitFor();
    await screenshot(visitor, 'faq-page', { fullPage: false });

    await visitor.getByLabel('Search questions and answers').fill('ZEPHYRINE');
    await visitor.waitForURL(/[?&]q=ZEPHYRINE/);
    await expect
      .poll(async () => visitor.getByTestId('faq-item').allTextContents())
      .toEqual([expect.stringContaining(FAQ_B.question)]);
    await visitor.getByLabel('Search questions and answers').fill('nothing-matches-this');
    await visitor.getByText('No matching questions').waitFor();
    await visitor.getByRole('button', { name: 'Show all questions' }).click();
    await visitor.getByTestId('faq-item').filter({ hasText: FAQ_D.question }).waitFor();

    await visitor
      .getByTestId('faq-categories')
      .getByRole('button', { name: /^Billing/ })
      .click();
    await visitor.waitForURL(/[?&]category=Billing/);
    await expect
      // The questions listed (each item's button; its answer is in the page too, hidden while closed).
      .poll(async () => ours(await visitor.getByTestId('faq-item').getByRole('button').allTextContents()))
      .toEqual([FAQ_D.question]);
    await visitor.getByTestId('faq-categories').getByRole('button', { name: 'All' }).click();
    await visitor.getByTestId('faq-item').filter({ hasText: FAQ_A.question }).waitFor();
  });

  it('the footer links to the FAQ page', async () => {
    await visitor.goto(server.url);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await visitor.waitForURL(`${server.url}/faq`);
    await visitor.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
  });
});

describe('phone width', () => {
  it('never scrolls sideways at 375px (home, FAQ, account, both admin areas)', async () => {
    for (const [page, path, ready] of [
      [visitor, '/', 'testimonials-section'],
      [visitor, '/faq', 'faq-list'],
      [author, '/account', 'testimonial-card'],
      [admin, '/dashboard/admin/testimonials', 'tab-published'],
      [admin, '/dashboard/admin/faqs', 'faq-order'],
    ] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(`${server.url}${path}`);
      await page.getByTestId(ready).first().waitFor();
      if (path === '/dashboard/admin/testimonials') {
        await page.getByTestId('tab-published').click();
        await page.getByTestId('testimonial-order').waitFor();
      }
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(visitor, 'faq-phone');
    await screenshot(admin, 'admin-faqs-phone');
  });

  it('saw no page errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
