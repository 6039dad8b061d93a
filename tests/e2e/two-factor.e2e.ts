/**
 * Two-factor in a real browser: turn it on from the account security page (the key read off the
 * page, the code computed here, RFC 6238), sign out, sign in with a code, sign out, sign in with
 * a backup code, and with an e-mailed sign-in link (the code step follows it too).
 */
import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../src/server/db/schema.ts';
import { awayFromStepEdge, totp } from '../../src/server/testing/totp.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const USER = { name: 'Grace Hopper', email: `grace-${Date.now()}@example.com`, password: 'cobol-forever-59' };

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];
let secret = '';
let backupCodes: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = (await newPage(context, problems)).page;
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { email: USER.email, password: USER.password, name: USER.name },
  });
  expect(signUp.status()).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signOut() {
  await page.goto(`${server.url}/account`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${server.url}/`);
}

describe('two-factor', () => {
  it('turns two-factor on with the key read from the page', async () => {
    await signIn(page, server.url, USER.email, USER.password, '/account/security');
    await page.waitForURL(`${server.url}/account/security`);
    const card = page.getByTestId('two-factor-card');
    await card.getByTestId('two-factor-status').getByText('Off').waitFor();
    await card.getByRole('button', { name: 'Enable two-factor' }).click();
    await card.getByLabel('Current password').fill(USER.password);
    await card.getByRole('button', { name: 'Continue' }).click();

    secret = (await card.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code is drawn in the page (no image from another site).
    expect(await card.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'two-factor-setup');

    await awayFromStepEdge();
    await card.getByRole('textbox', { name: '6-digit code from the app' }).fill(totp(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByTestId('backup-codes').waitFor();
    backupCodes = (await card.getByTestId('backup-code').allTextContents()).map((code) => code.trim());
    expect(backupCodes).toHaveLength(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('backup-codes.txt');
    const file = await readFile((await download.path()) ?? '', 'utf8');
    for (const code of backupCodes) expect(file).toContain(code);

    await card.getByRole('button', { name: 'I saved them' }).click();
    await card.getByTestId('two-factor-status').getByText('On').waitFor();
  });

  it('signs in with a code from the app', async () => {
    await signOut();
    await signIn(page, server.url, USER.email, USER.password, '/account');
    await page.waitForURL(`${server.url}/sign-in/two-factor?redirect=%2Faccount`);
    // Not signed in yet: the password alone started no session.
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right. Try again.').waitFor();
    await awayFromStepEdge();
    await page.getByLabel('Code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/account`);
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);
  });

  it('signs in with a backup code', async () => {
    await signOut();
    await signIn(page, server.url, USER.email, USER.password, '/account');
    await page.waitForURL(/\/sign-in\/two-factor/);
    await page.getByLabel('Code').fill(backupCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/account`);
    await screenshot(page, 'two-factor-signed-in-with-backup-code');
    expect(problems).toEqual([]);
  });

  it('asks for the code after an e-mailed sign-in link too, then signs in', async () => {
    await signOut();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByLabel('E-mail for the sign-in link').fill(USER.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByTestId('magic-link-sent').waitFor();

    await page.goto(linkIn(await magicLinkEmail(), '/magic-link'));
    await page.waitForURL(`${server.url}/sign-in/two-factor`);
    // The link alone started no session.
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await screenshot(page, 'two-factor-after-magic-link');
    // A backup code: a TOTP code that signed in once (the test above, maybe this same step) is not taken again.
    await page.getByLabel('Code').fill(backupCodes[1] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/account`);
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});

/** The newest sign-in link e-mail to the user, from the outbox table (sending is queued). */
async function magicLinkEmail() {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [email] = await server.deps.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, USER.email), eq(emails.template, 'magic_link')))
      .orderBy(desc(emails.id))
      .limit(1);
    if (email) return email;
    await page.waitForTimeout(250);
  }
  throw new Error(`No magic_link e-mail to ${USER.email} in the outbox`);
}
