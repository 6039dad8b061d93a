/**
 * The security page in a real browser against the real server: sign out another session (it is
 * refused at once), download one's data, delete an account, and an admin impersonating a user
 * (the bar on every page) and stopping (back to the admin's own session).
 */
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'security-admin@example.com', password: 'admin-password-1' };
const ADA = { name: 'Ada Lovelace', email: `ada-${stamp}@example.com`, password: 'ada-password-1' };
const LEAVER = { name: 'Leaving User', email: `leaver-${stamp}@example.com`, password: 'leaver-password-1' };
const HELPED = { name: 'Helped User', email: `helped-${stamp}@example.com`, password: 'helped-password-1' };
const MOVER = { name: 'Moving User', email: `mover-${stamp}@example.com`, password: 'mover-password-1' };

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

const signUp = (person: { name: string; email: string; password: string }) =>
  signUpThroughApi(server.url, person);

/** A fresh browser (own cookies) signed in as `person`, on the page after sign-in. */
async function signedIn(person: { email: string; password: string }, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(userAgent ? { userAgent } : {}),
  });
  contexts.push(context);
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, person.email, person.password);
  await page.waitForURL(/\/account$/);
  return page;
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  for (const person of [ADA, LEAVER, HELPED, MOVER]) await signUp(person);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the security page', () => {
  it('lists the sessions and signs another one out, which is refused at once', async () => {
    const phone = await signedIn(
      ADA,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    const laptop = await signedIn(ADA);
    await laptop.goto(`${server.url}/account/security`);
    const rows = laptop.getByTestId('session-row');
    await laptop.getByTestId('sessions-card').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    const other = rows.filter({ hasText: 'Chrome on Android' });
    expect(await other.count()).toBe(1);
    await screenshot(laptop, 'account-security-sessions', { fullPage: false });

    await other.getByRole('button', { name: 'Sign out', exact: true }).click();
    await laptop.getByText('The session was signed out.').waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The phone's session is gone: its next request is refused and it lands on sign-in.
    const answer = await phone.request.get(`${server.url}/api/me`);
    expect(answer.status()).toBe(401);
    await phone.goto(`${server.url}/account`);
    await phone.waitForURL(/\/sign-in/);
  });

  it('downloads the data as one JSON file', async () => {
    const page = await signedIn(ADA);
    await page.goto(`${server.url}/account/security`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const document = JSON.parse(await readFile(file, 'utf8')) as { profile: { email: string; name: string } };
    expect(document.profile).toMatchObject({ email: ADA.email, name: ADA.name });
  });

  it('changes the password, then the e-mail address through the link sent to the new one', async () => {
    const page = await signedIn(MOVER);
    await page.goto(`${server.url}/account/security`);
    const passwordForm = page.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill(MOVER.password);
    await passwordForm.getByLabel('New password').fill('mover-password-2');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed; your other sessions were signed out.').waitFor();

    const newEmail = `moved-${stamp}@example.com`;
    const emailForm = page.getByRole('form', { name: 'E-mail address' });
    await emailForm.getByLabel('New e-mail address').fill(newEmail);
    await emailForm.getByLabel('Password', { exact: true }).fill('mover-password-2');
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByTestId('email-change-sent').waitFor();

    await server.deps.mailer.drain();
    const [mail] = await server.deps.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, newEmail), eq(emails.template, 'email_change_confirm')));
    const link = /href="([^"]*confirm-email-change\?token=[^"]+)"/.exec(mail!.html)![1]!;
    await page.goto(link.replaceAll('&amp;', '&'));
    await page.getByTestId('email-change-confirmed').waitFor();
    expect(await page.getByTestId('email-change-confirmed').textContent()).toContain(newEmail);
  });

  it('deletes an account after the confirmation that states the consequence', async () => {
    const page = await signedIn(LEAVER);
    await page.goto(`${server.url}/account/security`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You cannot undo this');
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await dialog.getByLabel('Password', { exact: true }).fill(LEAVER.password);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${LEAVER.email} to confirm`).fill(LEAVER.email);
    await screenshot(page, 'account-security-delete', { fullPage: false });
    await confirm.click();
    await page.getByText('Your account was deleted.').waitFor();
    await page.waitForURL(`${server.url}/`);
    expect(await server.deps.database.db.select().from(users).where(eq(users.email, LEAVER.email))).toEqual(
      [],
    );
    const again = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: LEAVER.email, password: LEAVER.password }),
    });
    expect(again.status).toBe(401);
  });
});

describe('impersonation', () => {
  it('an admin acts as a user with a bar on every page, then stops and is back', async () => {
    const admin = await signedIn(ADMIN);
    await admin.goto(`${server.url}/dashboard/admin/user-management`);
    await admin.getByLabel('Search users').fill(HELPED.email);
    const row = admin.getByTestId('user-row').filter({ hasText: HELPED.email });
    await admin.waitForFunction((wanted) => {
      const rows = [...document.querySelectorAll('[data-testid="user-row"]')];
      return rows.length === 1 && rows[0]?.getAttribute('data-email') === wanted;
    }, HELPED.email.toLowerCase());
    await row.getByRole('button', { name: /^Details of/ }).click();
    await admin.getByTestId('user-details').waitFor();
    await admin.getByTestId('impersonate').click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Start impersonating' }).click();

    await admin.waitForURL(`${server.url}/account`);
    const bar = admin.getByTestId('impersonation-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain(HELPED.email);
    expect(await bar.textContent()).toContain(ADMIN.email);
    // On every page.
    await admin.goto(`${server.url}/pricing`);
    await bar.waitFor();
    await screenshot(admin, 'impersonation-bar', { fullPage: false });
    // The admin area is closed to the impersonation session.
    expect((await admin.request.get(`${server.url}/api/admin/users`)).status()).toBe(403);

    await bar.getByRole('button', { name: 'Stop impersonating' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin/user-management`);
    await admin.getByRole('heading', { name: 'User management' }).waitFor();
    expect(await admin.getByTestId('impersonation-bar').count()).toBe(0);
    const me = (await (await admin.request.get(`${server.url}/api/me`)).json()) as {
      data: { user: { email: string } };
    };
    expect(me.data.user.email).toBe(ADMIN.email);
  });

  it('had no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
