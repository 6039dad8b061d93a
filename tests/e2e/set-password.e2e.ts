/**
 * An account without a password (it signed up through a sign-in provider or a magic link) sets
 * one on /account/security, confirmed with a code e-mailed to it, and then signs in with it. In
 * Chromium against the real server; the account loses its credential row in the database, which
 * is what a provider sign-up leaves.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emails, users } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const PERSON = { name: 'Provider User', email: `provider-${stamp}@example.com`, password: 'signed-up-1' };
const CHOSEN = 'my-first-password-7';

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await signUpThroughApi(server.url, PERSON);
  const db = server.deps.database.db;
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, PERSON.email));
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = (await newPage(context, problems)).page;
  await signIn(page, server.url, PERSON.email, PERSON.password);
  await page.waitForURL(/\/account$/);
  // From here on the account signs in another way only: no password, as after a provider sign-up.
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, PERSON.email));
  await db.delete(accounts).where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'credential')));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Codes already typed: each test asks for a fresh one. */
const used = new Set<string>();

/** The code in the newest confirmation e-mail, once it is not one already used (sending is queued). */
async function emailedCode(): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [email] = await server.deps.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, PERSON.email), eq(emails.template, 'confirmation_code')))
      .orderBy(desc(emails.id))
      .limit(1);
    const code = email ? /letter-spacing:4px[^>]*>([A-Z0-9]{8})</.exec(email.html)?.[1] : undefined;
    if (code && !used.has(code)) {
      used.add(code);
      return code;
    }
    await page.waitForTimeout(250);
  }
  throw new Error('No confirmation code in the outbox');
}

describe('an account without a password', () => {
  it('changes its e-mail address with an e-mailed code where others type their password', async () => {
    await page.goto(`${server.url}/account/security`);
    const card = page.getByRole('form', { name: 'E-mail address' });
    await card.getByText('Your account has no password: confirm with a code we e-mail you.').waitFor();
    expect(await card.getByLabel('Password', { exact: true }).count()).toBe(0);
    await card.getByLabel('New e-mail address').fill(`moved-${PERSON.email}`);
    await card.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText('We sent a code to your e-mail address').first().waitFor();
    await card.getByLabel('Code from the e-mail').fill(await emailedCode());
    await card.getByRole('button', { name: 'Send confirmation link' }).click();
    await card.getByTestId('email-change-sent').waitFor();
    expect(await card.getByTestId('email-change-sent').textContent()).toContain(`moved-${PERSON.email}`);
  });

  it('starts two-factor with an e-mailed code where others type their password', async () => {
    await page.goto(`${server.url}/account/security`);
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    const form = page.getByRole('form', { name: 'Enable two-factor' });
    await form.getByText('Your account has no password: confirm with a code we e-mail you.').waitFor();
    expect(await form.getByLabel('Current password').count()).toBe(0);
    await form.getByRole('button', { name: 'E-mail me a code' }).click();
    await form.getByLabel('Code from the e-mail').fill(await emailedCode());
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('two-factor-setup').waitFor();
    expect(await page.getByTestId('two-factor-secret').textContent()).toMatch(/^[A-Z2-7]{16,}$/);
  });

  it('sets a password with an e-mailed code on the security page, then signs in with it', async () => {
    await page.goto(`${server.url}/account/security`);
    const card = page.getByRole('form', { name: 'Set a password' });
    await card.waitFor();
    await card.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText('We sent a code to your e-mail address').waitFor();
    await card.getByLabel('Code from the e-mail').fill(await emailedCode());
    await card.getByLabel('New password').fill(CHOSEN);
    await screenshot(page, 'set-password-card');
    await card.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password was set').waitFor();
    // The card now changes the password: it asks for the current one.
    await page.getByRole('form', { name: 'Password' }).getByLabel('Current password').waitFor();

    await page.goto(`${server.url}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    await signIn(page, server.url, PERSON.email, CHOSEN);
    await page.waitForURL(/\/account$/);
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
