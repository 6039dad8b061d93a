/**
 * Visitor intake in a real browser against the real server: the contact form (honeypot, field
 * errors, success, the 429 message) and its admin inbox (unread, mark read, reply by e-mail);
 * the waitlist (public page, admin invite, invitation link prefilling sign-up, joined on
 * sign-up, settings); the feedback widget and its admin area (allowed status moves only).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { readOutbox, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'intake-admin@example.com', password: 'admin-password-1' };
const CONTACT = {
  fullName: 'Katherine Johnson',
  email: `katherine-${stamp}@example.com`,
  subject: 'Orbital pricing',
  message: 'Do you offer a discount for research teams?',
};
const REPLY = 'Yes: 50% off for research teams. Reply with your institution.';
const WAITER = {
  name: 'Dorothy Vaughan',
  email: `dorothy-${stamp}@example.com`,
  password: 'dorothy-password-1',
};
const FEEDBACK = `The pricing table overlaps on my phone (${stamp})`;
const PHONE = { width: 375, height: 812 };

const buttonTexts = async (locator: Locator) =>
  (await locator.getByRole('button').allTextContents()).map((text) => text.trim());

let server: TestServer;
let browser: Browser;
let visitorContext: BrowserContext;
let visitor: Page;
let adminContext: BrowserContext;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  // The real contact limit (3 per 15 minutes), so the 429 message can be seen.
  server = await startServer({ RATE_LIMIT_CONTACT_MAX: '3' });
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  visitor = (await newPage(visitorContext, problems)).page;
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = (await newPage(adminContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin');
  await admin.waitForURL(`${server.url}/dashboard/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('contact form', () => {
  it('is linked from the header; checks fields; has a hidden honeypot; sends the message', async () => {
    await visitor.goto(server.url);
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await visitor.waitForURL(`${server.url}/contact`);
    const form = visitor.getByRole('form', { name: 'Contact us' });
    await form.waitFor();

    // The honeypot: out of sight, out of the accessibility tree and the tab order.
    const honeypot = form.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    const box = await honeypot.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);
    expect(await form.locator('[aria-hidden="true"]:has(input[name="website"])').count()).toBe(1);

    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Tell us your name').waitFor();
    await form.getByText('Write a message').waitFor();

    await form.getByLabel('Full name').fill(CONTACT.fullName);
    await form.getByLabel('E-mail').fill(CONTACT.email);
    await form.getByLabel('Subject (optional)').fill(CONTACT.subject);
    await form.getByLabel('Message').fill(CONTACT.message);
    await screenshot(visitor, 'contact-form', { fullPage: false });
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByTestId('contact-success').waitFor();
    await screenshot(visitor, 'contact-sent', { fullPage: false });
  });

  it('shows the rate limit’s message after three messages', async () => {
    // Two more (three in all) from the same address, then the form is refused.
    for (let index = 0; index < 2; index++) {
      const response = await visitor.request.post(`${server.url}/api/contact`, {
        headers: { origin: server.url },
        data: { fullName: 'Filler', email: `filler-${index}-${stamp}@example.com`, message: 'Hello' },
      });
      expect(response.status()).toBe(200);
    }
    await visitor.getByRole('button', { name: 'Send another message' }).click();
    const form = visitor.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Full name').fill('Mary Jackson');
    await form.getByLabel('E-mail').fill(`mary-${stamp}@example.com`);
    await form.getByLabel('Message').fill('A fourth message');
    await form.getByRole('button', { name: 'Send message' }).click();
    const error = visitor.getByTestId('form-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/Too many requests/);
    await screenshot(visitor, 'contact-rate-limited', { fullPage: false });
  });

  it('reaches the admin unread (bold); the admin marks it read and replies by e-mail', async () => {
    await admin.goto(`${server.url}/dashboard/admin/contact-submissions`);
    const row = admin.getByTestId('contact-row').filter({ hasText: CONTACT.email });
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await row.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');

    // The unread filter is in the URL and keeps the message.
    await admin.getByLabel('Status').selectOption('unread');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'unread');
    await row.waitFor();
    await screenshot(admin, 'admin-contact-submissions', { fullPage: false });

    await row.getByRole('button', { name: /^Open the message from/ }).click();
    const panel = admin.getByTestId('contact-details');
    await panel.waitFor();
    expect(new URL(admin.url()).searchParams.get('open')).toBeTruthy();
    expect(await panel.getByTestId('contact-message').textContent()).toBe(CONTACT.message);

    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await admin.getByText('Marked as read.').waitFor();
    await panel.getByRole('button', { name: 'Mark as unread' }).waitFor();

    await panel.getByLabel('Your reply').fill(REPLY);
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await admin.getByText(`Reply sent to ${CONTACT.email}.`).waitFor();
    await panel.getByTestId('contact-reply').waitFor();
    expect(await panel.getByTestId('contact-reply').textContent()).toBe(REPLY);
    await screenshot(admin, 'admin-contact-detail', { fullPage: false });

    const email = await readOutbox(admin, server.url, CONTACT.email, 'contact_reply');
    expect(email.text).toContain(REPLY);

    // Closing goes back to the filtered list, where the message (now read) is no longer shown.
    await admin.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.get('open')).toBeNull();
    await admin.getByLabel('Status').selectOption('read');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'read');
    await admin
      .locator('[data-testid="contact-row"][data-read="true"]')
      .filter({ hasText: CONTACT.email })
      .waitFor();

    // The export link carries the filter.
    const href = await admin.getByTestId('export-csv').getAttribute('href');
    expect(href).toBe('/api/admin/contact-submissions/export?status=read');
  });

  it('fits a phone without sideways scrolling', async () => {
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await admin.getByTestId('contact-table').waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(admin, 'admin-contact-phone', { fullPage: false });
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('deletes a message after confirmation', async () => {
    const filler = `filler-0-${stamp}@example.com`;
    await admin.goto(`${server.url}/dashboard/admin/contact-submissions`);
    await admin.getByLabel('Search submissions').fill(filler);
    await admin.waitForURL((url) => url.searchParams.get('search') === filler);
    await admin.waitForFunction((wanted) => {
      const rows = [...document.querySelectorAll('[data-testid="contact-row"]')];
      return rows.length === 1 && rows[0]?.getAttribute('data-email') === wanted;
    }, filler);
    await admin.getByTestId('contact-row').click();
    const panel = admin.getByTestId('contact-details');
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Message deleted.').waitFor();
    await panel.waitFor({ state: 'detached' });
    await admin.getByText('No submissions match').waitFor();
  });
});

/**
 * Saves the open waitlist settings and waits for the server's answer and the sheet to close: a
 * "saved" toast of an earlier save may still be on screen, so the toast proves nothing.
 */
async function saveSettings(sheet: Locator) {
  const saved = sheet
    .page()
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/waitlist/settings' &&
        response.request().method() !== 'GET',
    );
  await sheet.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).ok()).toBe(true);
  await sheet.waitFor({ state: 'detached' });
}

describe('waitlist', () => {
  it('shows on the home page and joins from /waitlist with the success message', async () => {
    await visitor.goto(server.url);
    const section = visitor.getByTestId('waitlist-section');
    await section.getByRole('form', { name: 'Join the waitlist' }).waitFor();

    await visitor.goto(`${server.url}/waitlist`);
    const form = visitor.getByRole('form', { name: 'Join the waitlist' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill(WAITER.name);
    await form.getByLabel('E-mail').fill(WAITER.email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await visitor.getByTestId('waitlist-success').waitFor();
    await screenshot(visitor, 'waitlist-joined', { fullPage: false });
  });

  it('lets the admin invite the entry; the invitation e-mail links to a prefilled sign-up', async () => {
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    const row = admin.getByTestId('waitlist-row').filter({ hasText: WAITER.email });
    await row.waitFor();
    expect(await row.getByTestId('waitlist-status').textContent()).toBe('Pending');
    expect(Number(await admin.getByTestId('count-pending').textContent())).toBeGreaterThanOrEqual(1);

    await admin.getByLabel('Status').selectOption('pending');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await row.getByRole('checkbox', { name: `Select ${WAITER.email}` }).check();
    await admin.getByTestId('bulk-bar').getByRole('button', { name: 'Invite 1' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText('1 invitation sent.').waitFor();
    await confirm.waitFor({ state: 'detached' });

    await admin.getByLabel('Status').selectOption('invited');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'invited');
    // The previous rows stay (dimmed) until the filtered list answers: wait for the new status.
    await row.getByTestId('waitlist-status').getByText('Invited').waitFor();
    // Invited entries cannot be invited again: no checkbox, no Invite button.
    expect(await row.getByRole('checkbox').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Invite' }).count()).toBe(0);
    await screenshot(admin, 'admin-waitlist', { fullPage: false });

    const email = await readOutbox(admin, server.url, WAITER.email, 'waitlist_invitation');
    const link = email.text.match(/https?:\/\/\S+\/sign-up\?email=\S+/)?.[0];
    expect(link).toBeTruthy();

    await visitor.goto(link as string);
    const signUp = visitor.getByRole('form', { name: 'Create an account' });
    await signUp.waitFor();
    expect(await signUp.getByLabel('E-mail').inputValue()).toBe(WAITER.email);
    await signUp.getByLabel('Name').fill(WAITER.name);
    await signUp.getByLabel('Password', { exact: true }).fill(WAITER.password);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByTestId('check-email').waitFor();

    await admin.getByLabel('Status').selectOption('joined');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'joined');
    await row.getByTestId('waitlist-status').getByText('Joined').waitFor();
  });

  it('invites by the auto-invite rule on demand, marks joined and removes entries row by row', async () => {
    const others = ['first', 'second', 'third'].map((label) => ({
      name: `Waiter ${label}`,
      email: `waiter-${label}-${stamp}@example.com`,
    }));
    for (const person of others) {
      const response = await visitor.request.post(`${server.url}/api/waitlist`, {
        headers: { origin: server.url },
        data: person,
      });
      expect(response.status()).toBe(201);
    }
    const [first, second, third] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
    const row = (email: string) => admin.getByTestId('waitlist-row').filter({ hasText: email });

    // Rule: the oldest pending entry, one a day; run now invites the first of the three.
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    await admin.getByRole('button', { name: 'Settings' }).click();
    const sheet = admin.getByTestId('waitlist-settings');
    await sheet.getByLabel('Rule').selectOption('oldest_daily');
    await sheet.getByLabel('How many a day').fill('1');
    await sheet.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Waitlist settings saved.').waitFor();
    await sheet.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Settings' }).click();
    await sheet.getByRole('button', { name: 'Run the saved rule now' }).click();
    await admin.getByText('1 entry invited.').waitFor();
    await admin.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await row(first.email).getByText('Invited').waitFor();
    expect(await row(second.email).getByTestId('waitlist-status').textContent()).toBe('Pending');
    await readOutbox(admin, server.url, first.email, 'waitlist_invitation');

    // Per row: mark the second as joined, remove the third.
    await row(second.email).getByRole('button', { name: 'Mark joined' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Mark joined' }).click();
    await admin.getByText(`${second.email} is marked as joined.`).waitFor();
    await row(second.email).getByText('Joined').waitFor();

    await row(third.email)
      .getByRole('button', { name: `Remove ${third.email}` })
      .click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await admin.getByText(`${third.email} is removed from the waitlist.`).waitFor();
    await row(third.email).waitFor({ state: 'detached' });

    // Put the rule back off, so nothing else is invited behind the tests' back.
    await admin.getByRole('button', { name: 'Settings' }).click();
    await sheet.getByLabel('Rule').selectOption('off');
    await saveSettings(sheet);
  });

  it('closes the waitlist from its settings: the home page hides it, /waitlist says so', async () => {
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    await admin.getByRole('button', { name: 'Settings' }).click();
    const sheet = admin.getByTestId('waitlist-settings');
    await sheet.getByLabel('Title').waitFor();
    await sheet.getByLabel('Waitlist open').uncheck();
    await sheet.getByLabel('Title').fill('Join the beta');
    await screenshot(admin, 'admin-waitlist-settings', { fullPage: false });
    await saveSettings(sheet);

    await visitor.goto(`${server.url}/waitlist`);
    await visitor.getByText('The waitlist is closed').waitFor();
    await visitor.goto(server.url);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByTestId('waitlist-section').count()).toBe(0);

    await admin.getByRole('button', { name: 'Settings' }).click();
    await sheet.getByLabel('Waitlist open').check();
    await saveSettings(sheet);
    await visitor.goto(`${server.url}/waitlist`);
    await visitor.getByRole('heading', { name: 'Join the beta' }).waitFor();
  });

  it('shows a failed read of the settings at once in the sheet, and Retry loads them', async () => {
    const isSettings = (url: URL) => url.pathname === '/api/admin/waitlist/settings';
    let failed = 0;
    await admin.route(isSettings, (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      failed++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'The settings are down for a moment.' }),
      });
    });
    // A fresh page, so the settings are read again (and fail) rather than shown from the cache.
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    await admin.getByRole('button', { name: 'Settings' }).click();
    const sheet = admin.getByTestId('waitlist-settings');
    const opened = Date.now();
    const alert = sheet.getByRole('alert').filter({ hasText: 'The settings are down for a moment.' });
    await alert.getByText('Could not load the waitlist settings').waitFor({ timeout: 10_000 });
    const retry = alert.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // At once: one quick retry at most, no skeleton left waiting behind a long back-off.
    expect(Date.now() - opened).toBeLessThan(2_000);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(failed).toBeLessThanOrEqual(2);
    expect(await sheet.getByLabel('Title').count()).toBe(0);

    await admin.unroute(isSettings);
    await retry.click();
    await sheet.getByLabel('Title').waitFor({ timeout: 5_000 });
    expect(await alert.count()).toBe(0);
    await admin.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });
});

describe('feedback', () => {
  it('is sent from the widget by a visitor, with the page address', async () => {
    await visitor.goto(`${server.url}/pricing`);
    await visitor.getByTestId('feedback-button').click();
    const dialog = visitor.getByTestId('feedback-dialog');
    await dialog.waitFor();
    await dialog.getByText('Bug', { exact: true }).click();
    await dialog.getByLabel('Message').fill(FEEDBACK);
    await dialog.getByLabel('E-mail (optional)').fill(`reporter-${stamp}@example.com`);
    await screenshot(visitor, 'feedback-widget', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visitor.locator('[data-sonner-toast]').first().waitFor();
  });

  it('asks a signed-in user for no e-mail: the feedback carries their account', async () => {
    await admin.goto(`${server.url}/account`);
    await admin.getByTestId('feedback-button').click();
    const dialog = admin.getByTestId('feedback-dialog');
    await dialog.getByLabel('Message').fill(`Love the account page (${stamp})`);
    expect(await dialog.getByLabel('E-mail (optional)').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.waitFor({ state: 'detached' });

    await admin.goto(`${server.url}/dashboard/admin/feedback?type=general`);
    const row = admin.getByTestId('feedback-row').filter({ hasText: `Love the account page (${stamp})` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Signed in');
    await row.click();
    const panel = admin.getByTestId('feedback-details');
    // The sheet opens before its details arrive: wait for the address, then check it is there once.
    await panel.getByText(`${server.url}/account`).first().waitFor();
    expect(await panel.getByText(`${server.url}/account`).count()).toBe(1);
    await admin.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('is moved by the admin to in progress, then completed (only allowed moves offered)', async () => {
    await admin.goto(`${server.url}/dashboard/admin/feedback`);
    await admin.getByLabel('Type').selectOption('bug');
    await admin.waitForURL((url) => url.searchParams.get('type') === 'bug');
    const row = admin.getByTestId('feedback-row').filter({ hasText: FEEDBACK });
    await row.waitFor();
    expect(await row.getByTestId('feedback-status').textContent()).toBe('Pending');
    await row.click();

    const panel = admin.getByTestId('feedback-details');
    await panel.waitFor();
    expect(await panel.getByText(`${server.url}/pricing`).count()).toBe(1);
    const moves = panel.getByTestId('feedback-moves');
    expect(await buttonTexts(moves)).toEqual(['Start: in progress', 'Reject']);

    await moves.getByRole('button', { name: 'Start: in progress' }).click();
    await admin.getByText('Moved to in progress.').waitFor();
    await moves.getByRole('button', { name: 'Mark completed' }).waitFor();
    expect(await buttonTexts(moves)).toEqual(['Mark completed', 'Reject']);

    await panel.getByLabel('Admin notes').fill('Fixed in the next release.');
    await panel.getByRole('button', { name: 'Save notes' }).click();
    await admin.getByText('Notes saved.').waitFor();
    await screenshot(admin, 'admin-feedback-detail', { fullPage: false });

    await panel
      .getByLabel(`Reply to reporter-${stamp}@example.com`)
      .fill('Thanks, fixed in the next release.');
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await admin.getByText(`Reply sent to reporter-${stamp}@example.com.`).waitFor();
    await panel.getByTestId('feedback-reply').waitFor();
    const reply = await readOutbox(admin, server.url, `reporter-${stamp}@example.com`, 'feedback_reply');
    expect(reply.text).toContain('Thanks, fixed in the next release.');

    await moves.getByRole('button', { name: 'Mark completed' }).click();
    await admin.getByText('Moved to completed.').waitFor();
    await moves.waitFor({ state: 'detached' });
    expect(await panel.getByTestId('feedback-status').textContent()).toBe('Completed');

    await admin.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await row.getByTestId('feedback-status').textContent()).toBe('Completed');
    await screenshot(admin, 'admin-feedback', { fullPage: false });
  });

  it('admin waitlist and feedback fit a phone without sideways scrolling', async () => {
    await admin.setViewportSize(PHONE);
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    await admin.getByTestId('waitlist-row').first().waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(admin, 'admin-waitlist-phone', { fullPage: false });
    await admin.goto(`${server.url}/dashboard/admin/feedback`);
    await admin.getByTestId('feedback-row').first().click();
    await admin.getByTestId('feedback-details').waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(admin, 'admin-feedback-phone', { fullPage: false });
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('raised no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
