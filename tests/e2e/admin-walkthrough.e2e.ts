/**
 * Fixes from the product walk-through, in a real browser against the real server: an admin
 * list's failed load shows its error at once with a Retry button that refetches.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'walkthrough-admin@example.com', password: 'admin-password-1' };

let server: TestServer;
let browser: Browser;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = (await newPage(context, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin');
  await admin.waitForURL(`${server.url}/dashboard/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('admin list errors', () => {
  it('shows a failed load at once with a Retry button that refetches', async () => {
    const email = `retry-${stamp}@example.com`;
    const joined = await admin.request.post(`${server.url}/api/waitlist`, {
      headers: { origin: server.url },
      data: { name: 'Retry Person', email },
    });
    expect(joined.status()).toBe(201);

    const isList = (url: URL) => url.pathname === '/api/admin/waitlist';
    let failed = 0;
    await admin.route(isList, (route) => {
      failed++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'The list is down for a moment.' }),
      });
    });
    const started = Date.now();
    await admin.goto(`${server.url}/dashboard/admin/waitlist`);
    const alert = admin.getByRole('alert').filter({ hasText: 'The list is down for a moment.' });
    const retry = alert.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(failed).toBeLessThanOrEqual(2);

    await admin.unroute(isList);
    await retry.click();
    await admin.getByTestId('waitlist-row').filter({ hasText: email }).waitFor({ timeout: 5_000 });
    expect(await alert.count()).toBe(0);
  });
});
