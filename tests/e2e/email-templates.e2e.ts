/**
 * E-mail templates in a real browser against the real server: the admin edits the verification
 * e-mail (subject and HTML, with a variable hint), watches the live preview, sends a test, saves
 * and activates; a new sign-up gets the edited e-mail; rolling back to the previous version gives
 * the next sign-up the original one. Each language has its own versions: the admin edits the
 * German one, the English one stays as it was, and a German visitor's sign-up gets the German
 * edit. Plus the unsaved-changes guard and phone widths.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { readOutbox, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const stamp = Date.now();
const FIRST = { name: 'Grace Hopper', email: `grace-${stamp}@example.com`, password: 'correct-horse-42' };
const SECOND = { name: 'Alan Turing', email: `alan-${stamp}@example.com`, password: 'correct-horse-43' };
const THIRD = { name: 'Emmy Noether', email: `emmy-${stamp}@example.com`, password: 'correct-horse-44' };
const GERMAN_SUBJECT = 'Bitte bestätigen Sie Ihre Adresse, ';
const SAMPLE_NAME = 'Ada Lovelace'; // the sample value of {{name}} in the built-in templates
const EDITED_SUBJECT = 'Please confirm your e-mail, ';
const SENTENCE = 'We are glad you are here,';

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let visitorContext: BrowserContext;
let admin: Page;
const problems: string[] = [];
/** The verification subject as the preview rendered it before any edit (appName filled in). */
let originalSubject = '';

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = (await newPage(adminContext, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs up through the form in a fresh page of the visitor context (or the one given). */
async function signUp(person: { name: string; email: string; password: string }, context = visitorContext) {
  const { page } = await newPage(context, problems);
  await page.goto(`${server.url}/sign-up`);
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.close();
}

const previewFrame = () => admin.frameLocator('[data-testid="preview-html"]');

async function waitForText(read: () => Promise<string | null>, expected: string | RegExp) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const text = (await read()) ?? '';
    if (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) return text;
    await admin.waitForTimeout(150);
  }
  throw new Error(`Never saw ${expected} (last: ${(await read())?.slice(0, 300)})`);
}

describe('email templates', () => {
  it('lists the built-in templates with their active versions', async () => {
    await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/email-templates');
    await admin.waitForURL(`${server.url}/dashboard/admin/email-templates`);
    await admin.getByRole('heading', { name: 'Email templates' }).waitFor();
    const rows = admin.getByTestId('template-row');
    await rows.first().waitFor();
    const keys = await rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-key')),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['welcome', 'email_verification', 'password_reset', 'payment_failed']),
    );
    expect(await admin.getByTestId('active-version-badge').count()).toBe(keys.length);
    await screenshot(admin, 'admin-email-templates', { fullPage: false });
  });

  it('opens the verification e-mail with its live preview in a sandboxed frame', async () => {
    await admin.locator('[data-testid="template-row"][data-key="email_verification"]').click();
    await admin.waitForURL(/template=email_verification/);
    await admin.getByRole('heading', { name: 'E-mail verification' }).waitFor();
    expect(await admin.getByTestId('preview-html').getAttribute('sandbox')).toBe('');
    await previewFrame().getByText(`Hi ${SAMPLE_NAME},`).waitFor();
    originalSubject = await waitForText(() => admin.getByTestId('preview-subject').textContent(), /\S/);
    expect(originalSubject).not.toContain('{{');
    expect(await admin.getByTestId('editor-active-version').textContent()).toBe('v1 active');
  });

  it('edits subject and HTML, inserts a variable hint at the caret, and the preview follows', async () => {
    const subject = admin.getByTestId('subject-input');
    await subject.fill(EDITED_SUBJECT.trimEnd());
    // The hint goes where the caret is: at the end of the subject.
    await subject.click();
    await subject.press('End');
    await admin.keyboard.type(' ');
    await admin.locator('[data-testid="variable-chip"][data-name="name"]').click();
    expect(await subject.inputValue()).toBe(`${EDITED_SUBJECT}{{name}}`);

    const html = admin.getByTestId('html-input');
    const original = await html.inputValue();
    const at = original.indexOf('<p>');
    expect(at).toBeGreaterThan(-1);
    await html.fill(`${original.slice(0, at)}<p>${SENTENCE} {{name}}.</p>\n${original.slice(at)}`);

    await previewFrame().getByText(`${SENTENCE} ${SAMPLE_NAME}.`).waitFor();
    await waitForText(
      () => admin.getByTestId('preview-subject').textContent(),
      `${EDITED_SUBJECT}${SAMPLE_NAME}`,
    );
    // The text version, generated from the HTML (the text field is empty).
    const preview = admin.getByTestId('preview');
    await preview.getByRole('tab', { name: 'Text' }).click();
    await waitForText(() => admin.getByTestId('preview-text').textContent(), `${SENTENCE} ${SAMPLE_NAME}.`);
    await preview.getByRole('tab', { name: 'HTML' }).click();
    await admin.getByTestId('unsaved-badge').waitFor();

    // A name the template does not declare is flagged.
    const text = admin.getByTestId('text-input');
    await text.fill('Hello {{nope}}');
    await waitForText(() => admin.getByTestId('variable-warnings').textContent(), '{{nope}}');
    await text.fill('');
    await admin.getByTestId('variable-warnings').waitFor({ state: 'detached' });
    await screenshot(admin, 'admin-email-template-editor', { fullPage: false });
  });

  it('asks before leaving with unsaved changes', async () => {
    await admin.getByRole('button', { name: 'All templates' }).click();
    const dialog = admin.getByTestId('confirm-dialog');
    await dialog.getByText('Leave without saving?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(admin.url()).toContain('template=email_verification');
    expect(await admin.getByTestId('subject-input').inputValue()).toBe(`${EDITED_SUBJECT}{{name}}`);
  });

  it('sends a test of the unsaved content to the admin, listed on the Emails page', async () => {
    await admin.getByRole('button', { name: 'Send a test to me' }).click();
    await admin.getByText(`Test e-mail sent to ${ADMIN.email}.`).waitFor();

    // Another tab, so the editor keeps its unsaved text.
    const { page: emails } = await newPage(adminContext, problems);
    await emails.goto(`${server.url}/dashboard/admin/emails?to=${encodeURIComponent(ADMIN.email)}`);
    const subject = emails.getByTestId('email-subject').first();
    await subject.waitFor();
    expect(await subject.textContent()).toBe(`[Test] ${EDITED_SUBJECT}${SAMPLE_NAME}`);
    await emails.getByTestId('email-row').first().click();
    await emails
      .frameLocator('[data-testid="email-html"]')
      .getByText(`${SENTENCE} ${SAMPLE_NAME}.`)
      .waitFor();
    await emails.keyboard.press('Escape');

    // The status filter narrows the list (nothing failed here).
    await emails.getByLabel('Status').selectOption('failed');
    await emails.waitForURL(/status=failed/);
    await emails.getByText('No e-mails match these filters').waitFor();
    await emails.close();
  });

  it('saves and activates: the next sign-up gets the edited e-mail', async () => {
    await admin.getByRole('button', { name: 'Save and activate' }).click();
    await admin.getByText('Version 2 saved and active').waitFor();
    await waitForText(() => admin.getByTestId('editor-active-version').textContent(), 'v2 active');
    await admin.getByTestId('unsaved-badge').waitFor({ state: 'detached' });
    const rows = admin.getByTestId('version-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().getAttribute('data-version')).toBe('2');

    await signUp(FIRST);
    const email = await readOutbox(admin, server.url, FIRST.email, 'email_verification');
    expect(email.subject).toBe(`${EDITED_SUBJECT}${FIRST.name}`);
    expect(email.html).toContain(`${SENTENCE} ${FIRST.name}.`);
    expect(email.text).toContain(`${SENTENCE} ${FIRST.name}.`);
    expect(email.text).toContain('/verify-email?token=');
  });

  it('rolls back to version 1 from the history: the next sign-up gets the original e-mail', async () => {
    await admin.locator('[data-testid="version-row"][data-version="1"]').click();
    const dialog = admin.getByTestId('version-dialog');
    await dialog.waitFor();
    await dialog
      .frameLocator('[data-testid="version-preview-html"]')
      .getByText(`Hi ${SAMPLE_NAME},`)
      .waitFor();
    expect(await dialog.getByTestId('version-preview-subject').textContent()).toBe(originalSubject);
    await dialog.getByRole('button', { name: 'Activate this version' }).click();
    const confirm = admin.getByTestId('confirm-dialog');
    await confirm.getByText('Activate version 1?').waitFor();
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await admin.getByText('Version 1 is active').waitFor();
    await waitForText(() => admin.getByTestId('editor-active-version').textContent(), 'v1 active');
    await waitForText(
      () => admin.locator('[data-testid="version-row"][data-version="1"]').textContent(),
      'Active',
    );

    await signUp(SECOND);
    const email = await readOutbox(admin, server.url, SECOND.email, 'email_verification');
    expect(email.subject).toBe(originalSubject);
    expect(email.html).not.toContain(SENTENCE);
    expect(email.html).toContain(`Hi ${SECOND.name},`);
  });

  it('edits the German version on its own: the English one is unchanged, a German sign-up gets the edit', async () => {
    const subject = admin.getByTestId('subject-input');
    const englishSubject = await subject.inputValue();
    const englishHtml = await admin.getByTestId('html-input').inputValue();
    const englishVersions = await admin.getByTestId('version-row').count();

    await admin.getByLabel('Language', { exact: true }).selectOption('de');
    await admin.waitForURL(/locale=de/);
    await previewFrame().getByText(`Hallo ${SAMPLE_NAME},`).waitFor();
    expect(await subject.inputValue()).toBe('Bestätigen Sie Ihre E-Mail-Adresse für {{appName}}');
    expect(await admin.getByTestId('editor-active-version').textContent()).toBe('v1 active');
    expect(await admin.getByTestId('version-row').count()).toBe(1);

    await subject.fill(`${GERMAN_SUBJECT}{{name}}`);
    await admin.getByRole('button', { name: 'Save and activate' }).click();
    // The English version's own "Version 2 saved" toast may still be on screen: the newest is this one.
    await admin.getByText('Version 2 saved and active').last().waitFor();
    await waitForText(() => admin.getByTestId('editor-active-version').textContent(), 'v2 active');

    // English: the same text, versions and active version as before the German edit.
    await admin.getByLabel('Language', { exact: true }).selectOption('en');
    await waitForText(() => admin.getByTestId('subject-input').inputValue(), englishSubject);
    await previewFrame().getByText(`Hi ${SAMPLE_NAME},`).waitFor();
    expect(await subject.inputValue()).toBe(englishSubject);
    expect(await admin.getByTestId('html-input').inputValue()).toBe(englishHtml);
    expect(await admin.getByTestId('version-row').count()).toBe(englishVersions);
    expect(await admin.getByTestId('editor-active-version').textContent()).toBe('v1 active');

    // A visitor whose browser asks for German signs up: the German edit goes out.
    const german = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    try {
      const { page } = await newPage(german, problems);
      await page.goto(`${server.url}/sign-up`);
      // The page may be in German: the fields by their names.
      await page.locator('input[name="name"]').fill(THIRD.name);
      await page.locator('input[name="email"]').fill(THIRD.email);
      await page.locator('input[name="password"]').fill(THIRD.password);
      await page.locator('form button[type="submit"]').click();
      const email = await readOutbox(admin, server.url, THIRD.email, 'email_verification');
      expect(email.subject).toBe(`${GERMAN_SUBJECT}${THIRD.name}`);
      expect(email.html).toContain(`Hallo ${THIRD.name},`);
      await page.close();
    } finally {
      await german.close();
    }
  });

  it('creates a custom template (a taken key is refused on its field) and deletes it', async () => {
    await admin.getByRole('button', { name: 'All templates' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/email-templates`);
    const create = async () => {
      await admin.getByRole('button', { name: 'New custom template' }).click();
      const dialog = admin.getByTestId('template-meta-dialog');
      await dialog.getByLabel('Key').fill('order_shipped');
      await dialog.getByLabel('Name', { exact: true }).fill('Order shipped');
      await dialog.getByRole('button', { name: 'Create template' }).click();
      return dialog;
    };
    await create();
    await admin.getByText('Template "Order shipped" created.').waitFor();
    await admin.waitForURL(/template=order_shipped/);
    await admin.getByRole('heading', { name: 'Order shipped' }).waitFor();
    await previewFrame().getByText(`Hi ${SAMPLE_NAME},`).waitFor();

    await admin.getByRole('button', { name: 'All templates' }).click();
    await admin.locator('[data-testid="template-row"][data-key="order_shipped"]').waitFor();
    const dialog = await create();
    await dialog.locator('[data-slot="form-field-error"]').waitFor();
    expect(await dialog.getByLabel('Key').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await admin.locator('[data-testid="template-row"][data-key="order_shipped"]').click();
    // The template's page, not the list (whose "Account deleted" row also matches a loose "Delete").
    await admin.getByRole('heading', { name: 'Order shipped' }).waitFor();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Template "Order shipped" deleted.').waitFor();
    await admin.waitForURL(`${server.url}/dashboard/admin/email-templates`);
    await admin.getByTestId('template-row').first().waitFor();
    expect(await admin.locator('[data-testid="template-row"][data-key="order_shipped"]').count()).toBe(0);
  });

  it('fits a 375px phone without sideways scrolling', async () => {
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${server.url}/dashboard/admin/email-templates`);
    await admin.getByTestId('template-row').first().waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(375);
    await screenshot(admin, 'admin-email-templates-phone');

    await admin.goto(`${server.url}/dashboard/admin/email-templates?template=email_verification`);
    await admin.getByTestId('subject-input').waitFor();
    await previewFrame().getByText(`Hi ${SAMPLE_NAME},`).waitFor();
    // HTML and text are tabs on phones.
    expect(await admin.getByTestId('text-input').isVisible()).toBe(false);
    await admin.getByRole('tab', { name: 'Text' }).first().click();
    expect(await admin.getByTestId('text-input').isVisible()).toBe(true);
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(375);
    await screenshot(admin, 'admin-email-template-editor-phone');

    await admin.goto(`${server.url}/dashboard/admin/emails`);
    await admin.getByTestId('emails-table').waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(375);
  });

  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
