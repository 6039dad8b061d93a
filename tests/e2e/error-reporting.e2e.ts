/**
 * The web app reports its unhandled errors to the server (POST /api/client-errors), which logs
 * them and, with SENTRY_DSN, sends them on (issue #34): an error thrown outside React and a
 * promise nobody awaited each arrive once, with the page's path and without its query string.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The reports the page sends, as the server received their bodies. */
function watchReports(page: Page) {
  const reports: Record<string, string>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
  });
  return reports;
}

/** The app's own code has loaded (it installs the reporting), after the server-rendered paint. */
async function openApp(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => document.querySelector('#root')?.children.length);
  await page.waitForLoadState('networkidle');
}

describe("the web app's unhandled errors", () => {
  it('sends an error thrown outside React once, with the path and without the query string', async () => {
    const page = await browser.newPage();
    const reports = watchReports(page);
    await openApp(page, '/pricing?coupon=SECRET-CODE-123');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await page.evaluate(() => {
      for (let index = 0; index < 3; index++)
        setTimeout(() => {
          throw new TypeError('plan.prices is undefined');
        });
    });
    expect((await answered).status()).toBe(202);
    await page.waitForTimeout(300);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'TypeError',
      message: 'plan.prices is undefined',
      path: '/pricing',
    });
    expect(JSON.stringify(reports)).not.toContain('SECRET-CODE-123');
    await page.close();
  });

  it('sends a promise rejection nobody handled', async () => {
    const page = await browser.newPage();
    const reports = watchReports(page);
    await openApp(page, '/blog');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await page.evaluate(() => {
      void Promise.reject(new Error('checkout session expired'));
    });
    expect((await answered).status()).toBe(202);
    expect(reports[0]).toMatchObject({ name: 'Error', message: 'checkout session expired', path: '/blog' });
    await page.close();
  });
});
