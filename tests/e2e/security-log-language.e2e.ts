/**
 * Security-log descriptions in the reader's language, in a real browser against the real server:
 * a German admin reads a failed sign-in as "Fehlgeschlagene Anmeldung für …" on the security-log
 * page, and a user's own events in German in the user's details; the API keeps the stored English
 * text (the data, also what the CSV export writes).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'seclog-language-admin@example.com', password: 'admin-password-1' };
const USER = { email: `greta-${stamp}@example.com`, password: 'greta-password-1', name: 'Greta Lang' };

let server: TestServer;
let browser: Browser;
let admin: Page;
let userId: string;
const problems: string[] = [];

/** A JSON request from outside the browser (the user's own sign-up and mistyped password). */
const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  const signUp = await post('/api/auth/sign-up', USER);
  expect(signUp.status).toBe(201);
  userId = ((await signUp.json()) as { data: { user: { id: string } } }).data.user.id;
  const wrong = await post('/api/auth/sign-in', { email: USER.email, password: 'not-the-password-1' });
  expect(wrong.ok).toBe(false);

  browser = await launchBrowser();
  // A German browser; the admin's account has no saved language, so the app speaks German.
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const signedIn = await context.request.post(`${server.url}/api/auth/sign-in`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: server.url },
  });
  expect(signedIn.status()).toBe(200);
  admin = (await newPage(context, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('security-log descriptions in German', () => {
  it('shows a failed sign-in in German on the security-log page; the API keeps the English text', async () => {
    await admin.goto(`${server.url}/dashboard/admin/security-logs`);
    const row = admin
      .getByTestId('log-row')
      .filter({ hasText: `Fehlgeschlagene Anmeldung für ${USER.email}` });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(`Fehlgeschlagene Anmeldung für ${USER.email} (falsche Zugangsdaten)`);
    expect(text).not.toContain('Failed sign-in');
    expect(await admin.evaluate(() => document.documentElement.lang)).toBe('de');

    const response = await admin.request.get(`${server.url}/api/admin/security-logs?eventType=login_failed`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { logs: { description: string }[] } };
    expect(data.logs.map((entry) => entry.description)).toContain(
      `Failed sign-in for ${USER.email} (invalid credentials)`,
    );
    expect(problems).toEqual([]);
  });

  it("shows the user's own events in German in the user's details", async () => {
    await admin.goto(`${server.url}/dashboard/admin/user-management?user=${encodeURIComponent(userId)}`);
    const events = admin.getByTestId('security-event-list');
    const signUp = events.locator('[data-testid="security-event"][data-event-type="user_signup"]');
    const failed = events.locator('[data-testid="security-event"][data-event-type="login_failed"]');
    await signUp.waitFor();
    expect(await signUp.locator('[data-content]').textContent()).toBe(`${USER.email} hat sich registriert`);
    expect(await failed.locator('[data-content]').textContent()).toBe(
      `Fehlgeschlagene Anmeldung für ${USER.email} (falsche Zugangsdaten)`,
    );
    expect(problems).toEqual([]);
  });
});
