/**
 * The account journey in a real browser against the real server: sign up, verify the e-mail from
 * the outbox, sign in, edit the profile, sign out; plus the admin-area refusals.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, readOutbox, signIn, submitSignIn, submitSignUp } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const USER = { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com`, password: 'correct-horse-42' };

let server: TestServer;
let browser: Browser;
let userContext: BrowserContext;
let adminContext: BrowserContext;
let user: Page;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  userContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  user = (await newPage(userContext, problems)).page;
  admin = (await newPage(adminContext, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accounts', () => {
  it('signs up through the form and shows the "check your e-mail" state', async () => {
    await user.goto(`${server.url}/sign-up`);
    await submitSignUp(user, { ...USER, password: 'short' });
    // Client-side validation with the shared zod rules, inline under the field.
    await user.getByText('Password must be at least 8 characters').waitFor();

    await submitSignUp(user, USER);
    await user.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await user.getByTestId('check-email').textContent()).toContain(USER.email);
    await screenshot(user, 'sign-up-done');
  });

  it('shows the API error on the field when the e-mail is taken', async () => {
    const { page } = await newPage(userContext, problems);
    await page.goto(`${server.url}/sign-up`);
    await submitSignUp(page, { name: 'Someone Else', email: USER.email, password: 'another-password' });
    const error = page.locator('[data-slot="form-field-error"]');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(0);
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('lets the admin read the verification e-mail in the outbox', async () => {
    await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/emails');
    await admin.waitForURL(`${server.url}/dashboard/admin/emails`);
    await admin.getByLabel('Filter by recipient').fill(USER.email);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const row = admin.getByTestId('email-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(USER.email);
    await row.click();
    const detail = admin.getByTestId('email-detail');
    await detail.waitFor();
    expect(await admin.getByTestId('email-html').getAttribute('sandbox')).toBe('');
    await screenshot(admin, 'admin-email-detail', { fullPage: false });
    await admin.keyboard.press('Escape');
  });

  it('verifies the e-mail from the link, then signs in', async () => {
    const email = await readOutbox(admin, server.url, USER.email, 'email_verification');
    const link = linkIn(email, '/verify-email');
    expect(link.startsWith(`${server.url}/verify-email?token=`)).toBe(true);

    await user.goto(link);
    await user.getByRole('heading', { name: 'Your e-mail is verified' }).waitFor();
    // A new account (no invitation led here) is offered to start a team right away.
    expect(await user.getByTestId('create-organization-offer').getAttribute('href')).toBe('/organizations');
    await screenshot(user, 'verify-email-done');

    // The same link opened again says the address is already verified, not "invalid".
    await user.goto(link);
    await user.getByRole('heading', { name: 'Your e-mail is already verified' }).waitFor();
    expect(await user.getByTestId('verify-success').textContent()).toContain(
      'This e-mail address is already verified. You can sign in.',
    );
    expect(await user.getByTestId('verify-failure').count()).toBe(0);

    await user.getByRole('link', { name: 'Sign in' }).click();
    await user.waitForURL(/\/sign-in/);
    await submitSignIn(user, USER.email, 'wrong-password');
    await user.getByTestId('form-error').waitFor();
    expect(await user.getByTestId('form-error').textContent()).toContain('Invalid email or password');

    await submitSignIn(user, USER.email, USER.password);
    await user.waitForURL(`${server.url}/account`);
    await user.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await user.getByTestId('account-email').textContent()).toBe(USER.email);
    expect(await user.getByTestId('email-status').textContent()).toContain('Verified');
    expect(await user.getByTestId('subscription-card').textContent()).toContain('Free plan');
    expect(await user.getByTestId('account-role').textContent()).toBe('User');
  });

  it('edits the profile name and keeps it after a reload', async () => {
    const nameInput = user.getByLabel('Name');
    expect(await nameInput.inputValue()).toBe(USER.name);
    await nameInput.fill('Ada King');
    await user.getByLabel('Profile image URL').fill('not a url');
    await user.getByRole('button', { name: 'Save changes' }).click();
    await user.getByText('Enter an http(s) URL or a path on this site').waitFor();

    await user.getByLabel('Profile image URL').fill('');
    await user.getByRole('button', { name: 'Save changes' }).click();
    await user.getByText('Profile saved.').waitFor();

    await user.reload();
    await user.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await user.getByLabel('Name').inputValue()).toBe('Ada King');
    await screenshot(user, 'account');
  });

  it("shows the storage the user's uploads take of the Free plan's 100 MB", async () => {
    await user.getByTestId('storage-usage').waitFor();
    expect(await user.getByTestId('storage-usage').textContent()).toBe('0 B of 100 MB used · 0 files');
    expect(await user.getByRole('progressbar', { name: 'Storage used' }).getAttribute('aria-valuemax')).toBe(
      String(100 * 1024 * 1024),
    );
    // A real 1×1 PNG, uploaded with the page's own session (same origin, as the app's forms do).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await user.request.post(`${server.url}/api/fileupload`, {
      headers: { origin: server.url },
      multipart: { file: { name: 'pixel.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    await user.reload();
    await user.getByText(`${png.length} B of 100 MB used · 1 file`).waitFor();
  });

  it('uploads a profile picture, shows it in the header and on the account page, and removes it', async () => {
    await user.goto(`${server.url}/account`);
    await user.getByRole('heading', { name: 'Your account' }).waitFor();
    // The help text states the server's own limits.
    expect(await user.getByTestId('avatar-rule').textContent()).toContain(
      'PNG, JPEG, WebP or GIF, at most 4 MiB',
    );
    const headerAvatar = user.locator('header img[data-slot="avatar-image"]');
    expect(await headerAvatar.count()).toBe(0);

    // A type the server refuses is refused with the same words.
    // Through the button and the browser's file chooser, as a person does.
    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        user.waitForEvent('filechooser'),
        user.getByRole('button', { name: 'Upload picture' }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await user.getByText('Choose an image: PNG, JPEG, WebP or GIF, at most 4 MiB.').waitFor();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await choose({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await user.getByText('Profile picture updated.').waitFor();
    await headerAvatar.waitFor();
    expect(await headerAvatar.getAttribute('src')).toMatch(/^\/api\/fileupload\//);
    const pageAvatar = user.locator('form[aria-label="Profile"] img[data-slot="avatar-image"]');
    await pageAvatar.waitFor();
    // Square: shown centered with object-fit: cover.
    expect(await pageAvatar.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');

    await user.reload();
    await headerAvatar.waitFor();
    await user.getByRole('button', { name: 'Remove picture' }).click();
    await user.getByText('Profile picture removed.').waitFor();
    await headerAvatar.waitFor({ state: 'detached' });
    await user.reload();
    await user.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await headerAvatar.count()).toBe(0);
    expect(await user.getByRole('button', { name: 'Remove picture' }).count()).toBe(0);
  });

  it('refuses the admin area to a signed-in non-admin: HTTP 403 and the 403 page', async () => {
    const response = await user.goto(`${server.url}/dashboard/admin`);
    expect(response?.status()).toBe(403);
    await user.getByRole('heading', { name: 'You need an administrator account' }).waitFor();
    expect(await user.locator('nav[aria-label="Admin"]').count()).toBe(0);
    await screenshot(user, 'admin-forbidden');

    // Client-side navigation to an admin page shows the same refusal.
    await user.goto(`${server.url}/account`);
    await user.getByRole('heading', { name: 'Your account' }).waitFor();
    await user.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/admin/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await user.getByRole('heading', { name: 'You need an administrator account' }).waitFor();
  });

  it('signs out', async () => {
    await user.goto(`${server.url}/account`);
    await user.getByRole('button', { name: 'Sign out' }).click();
    await user.waitForURL(`${server.url}/`);
    await user.getByRole('link', { name: 'Sign in' }).first().waitFor();
    const me = await user.request.get(`${server.url}/api/me`);
    expect(me.status()).toBe(401);

    await user.goto(`${server.url}/account`);
    await user.waitForURL(`${server.url}/sign-in?redirect=%2Faccount`);
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    await user.goto(`${server.url}/sign-in`);
    await user.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page has an "E-mail" field too: fill only once the reset form has replaced it
    // (under load the lazily loaded page came late, the address went into the old field, and
    // the reset form was sent empty).
    await user.getByRole('button', { name: 'Send reset link' }).waitFor();
    await user.getByLabel('E-mail').fill(USER.email);
    await user.getByRole('button', { name: 'Send reset link' }).click();
    await user.getByTestId('reset-sent').waitFor();

    const email = await readOutbox(admin, server.url, USER.email, 'password_reset');
    await user.goto(linkIn(email, '/reset-password'));
    await user.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await user.getByLabel('Confirm new password', { exact: true }).fill('a-different-one');
    await user.getByRole('button', { name: 'Set new password' }).click();
    await user.getByText('The passwords do not match').waitFor();
    await user.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-password');
    await user.getByRole('button', { name: 'Set new password' }).click();
    await user.getByTestId('reset-done').waitFor();

    await user.getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(user, USER.email, 'a-brand-new-password');
    await user.waitForURL(`${server.url}/account`);
    await user.getByRole('button', { name: 'Sign out' }).click();
    await user.waitForURL(`${server.url}/`);
  });

  it('sends a signed-out visitor of an admin page to sign-in, and back after signing in as admin', async () => {
    const response = await user.goto(`${server.url}/dashboard/admin/user-management`);
    expect(response?.status()).toBe(200);
    const landed = new URL(user.url());
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('redirect')).toBe('/dashboard/admin/user-management');
    await user.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await submitSignIn(user, ADMIN.email, ADMIN.password);
    await user.waitForURL(`${server.url}/dashboard/admin/user-management`);
    await user.getByRole('heading', { name: 'User management' }).waitFor();
  });

  it('shows the admin layout with every area and the Emails page', async () => {
    const response = await admin.goto(`${server.url}/dashboard/admin`);
    expect(response?.status()).toBe(200);
    const nav = admin.locator('nav[aria-label="Admin"]');
    await nav.waitFor();
    const hrefs = await nav
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/dashboard/admin',
        '/dashboard/admin/user-management',
        '/dashboard/admin/blog',
        '/dashboard/admin/blog/categories',
        '/dashboard/admin/blog/tags',
        '/dashboard/admin/email-templates',
        '/dashboard/admin/subscription-plans',
        '/dashboard/admin/security-logs',
        '/dashboard/admin/contact-submissions',
        '/dashboard/admin/waitlist',
        '/dashboard/admin/testimonials',
        '/dashboard/admin/faqs',
        '/dashboard/admin/changelog',
        '/dashboard/admin/marketing',
        '/dashboard/admin/feedback',
        '/dashboard/admin/emails',
      ]),
    );
    await screenshot(admin, 'admin-dashboard', { fullPage: false });

    await nav.getByRole('link', { name: 'Blog tags' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/blog/tags`);
    await admin.getByRole('heading', { name: 'Blog tags' }).first().waitFor();

    // An unknown admin page is a 404 inside the admin layout.
    await admin.goto(`${server.url}/dashboard/admin/no-such-area`);
    await admin.getByRole('heading', { name: 'Page not found' }).waitFor();
    await nav.waitFor();

    await nav.getByRole('link', { name: 'Emails' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/emails`);
    await admin.getByTestId('emails-table').waitFor();
    expect(await admin.getByTestId('email-row').count()).toBeGreaterThan(0);
    await screenshot(admin, 'admin-emails', { fullPage: false });
  });

  it('signs the admin out from the admin area', async () => {
    await admin.goto(`${server.url}/dashboard/admin`);
    await admin.getByTestId('user-menu-trigger').click();
    await screenshot(admin, 'admin-user-menu', { fullPage: false });
    await admin.getByRole('menuitem', { name: 'Sign out' }).click();
    await admin.waitForURL(`${server.url}/`);
    await admin.getByRole('link', { name: 'Sign in' }).first().waitFor();
    const response = await admin.goto(`${server.url}/dashboard/admin/emails`);
    expect(response?.status()).toBe(200);
    expect(new URL(admin.url()).pathname).toBe('/sign-in');
  });

  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
