/**
 * Invoices in a real browser with the local payment provider (issue #31): a user buys Pro on the
 * local checkout, finds its invoice on /account/billing, opens the invoice's page, and its PDF
 * link answers a PDF.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const USER = {
  name: 'Grace Hopper',
  email: `grace-${Date.now()}@example.com`,
  password: 'cobol-compiler-1959',
};

let server: TestServer;
let browser: Browser;
let user: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  ({ page: user } = await newPage(context, problems));
  await signIn(user, server.url, USER.email, USER.password, '/account/billing');
  await user.waitForURL(`${server.url}/account/billing`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('invoices with the local payment provider', () => {
  it('shows "No invoices yet." before the first payment', async () => {
    await user.getByTestId('invoices-empty').filter({ hasText: 'No invoices yet.' }).waitFor();
  });

  it('lists the invoice of a plan bought on the local checkout', async () => {
    await user.goto(`${server.url}/pricing`);
    await user
      .locator('[data-testid="plan-card"][data-plan="pro"]')
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await user.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await user.getByRole('button', { name: 'Confirm payment' }).click();
    await user.waitForURL(/\/account\/billing\?checkout=success$/);

    const row = user.getByTestId('invoice-row');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('invoice-number').textContent()).toMatch(/^LOCAL-\d{6}$/);
    expect(await row.getByTestId('invoice-amount').textContent()).toBe('$19.00');
    expect(await row.getByTestId('invoice-status').textContent()).toBe('Paid');
    await screenshot(user, 'invoices-billing-card');
  });

  it("opens the invoice's page with its line, total and a PDF that downloads", async () => {
    const number = await user.getByTestId('invoice-number').textContent();
    await user.getByTestId('invoice-view').click();
    await user.waitForURL(/\/billing\/invoices\/[^/]+$/);
    await user.getByTestId('invoice-page').waitFor();
    expect(await user.getByTestId('invoice-title').textContent()).toBe(`Invoice ${number}`);
    expect(await user.getByTestId('invoice-line').first().textContent()).toContain('Pro (monthly)');
    expect(await user.getByTestId('invoice-total').textContent()).toBe('$19.00');
    await screenshot(user, 'invoices-page');

    const href = await user.getByTestId('invoice-download').getAttribute('href');
    const pdf = await user.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('met no page error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
