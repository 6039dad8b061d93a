/**
 * A signed-out visitor's pages are quiet: no console error and no 401 (the web asks GET /api/me
 * only when the server's `signed_in` hint cookie says there is a session), while a signed-in user
 * still finds their menu after a reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { watchPage } from './support/walk/checks.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a signed-out visitor', () => {
  it('loads /, /pricing, /blog and /sign-in with no console error and no 401', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const { page } = await newPage(context, problems);
    const network = watchPage(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() === 401) problems.push(`401 from ${response.url()}`);
    });
    for (const path of ['/', '/pricing', '/blog', '/sign-in']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading').first().waitFor();
      // The app marks itself ready when its shell hydrates; the page's own parts loaded on demand
      // (its forms) may still be arriving then, and the next navigation would cut them off. On a
      // slow machine a chunk's import can start more than 150 ms after the last answer: wait as
      // long as networkidle does (500 ms without a request).
      await network.quiet(500);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('once signed in, still sees their menu after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const { page } = await newPage(context, problems);
    await signIn(page, server.url, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.goto(`${server.url}/`);
    await page.getByTestId('user-menu-trigger').waitFor();
    const hint = (await context.cookies()).find((cookie) => cookie.name === 'signed_in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBe(false);
    await page.reload();
    await page.getByTestId('user-menu-trigger').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
