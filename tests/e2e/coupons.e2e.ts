/**
 * Coupons in a real browser with the local payment provider: an admin creates a coupon on
 * /dashboard/admin/coupons; a user types its code on the pricing page and sees the discounted
 * price on the local checkout page; a wrong code shows the server's reason under the field.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'coupon-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Katherine Johnson',
  email: `katherine-${Date.now()}@example.com`,
  password: 'orbits-1962',
};
const CODE = 'LAUNCH25';

let server: TestServer;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function pageFor(who: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, who.email, who.password, path);
  await page.waitForURL(`${server.url}${path}`);
  return page;
}

const planCard = (page: Page, slug: string) => page.locator(`[data-testid="plan-card"][data-plan="${slug}"]`);

describe('coupons with the local payment provider', () => {
  it('lets an admin create a coupon, listed with its terms and no redemptions', async () => {
    const admin = await pageFor(ADMIN, '/dashboard/admin/coupons');
    await admin.getByRole('heading', { name: 'Coupons', exact: true, level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'New coupon' }).first().click();
    const dialog = admin.getByTestId('coupon-dialog');
    await dialog.waitFor();

    // The form's own check: a percent over 100 stays in the form.
    await dialog.getByLabel('Promotion code').fill(CODE);
    await dialog.getByLabel('Name').fill('Launch offer');
    await dialog.getByLabel('Percent (1-100)').fill('125');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await dialog.getByText(/100/).first().waitFor();

    await dialog.getByLabel('Percent (1-100)').fill('25');
    await dialog.getByLabel('Duration').selectOption('repeating');
    await dialog.getByLabel('Months').fill('3');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('Coupon created').waitFor();

    const row = admin.locator(`[data-testid="admin-coupon"][data-code="${CODE}"]`);
    await row.waitFor();
    expect(await row.getByTestId('admin-coupon-terms').textContent()).toBe('25% off for 3 months');
    expect(await row.getByTestId('admin-coupon-usage').textContent()).toContain('Not redeemed yet');
    await screenshot(admin, 'coupons-admin-list');
    await admin.context().close();
  });

  it("shows the server's reason under the field when a code does not apply", async () => {
    const user = await pageFor(USER, '/pricing');
    await planCard(user, 'pro').waitFor();
    await user.getByLabel('Promotion code').fill('NOTACODE');
    await planCard(user, 'pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const note = user.getByTestId('promotion-code-note');
    await note.filter({ hasText: 'The promotion code NOTACODE does not exist' }).waitFor();
    expect(await user.getByLabel('Promotion code').getAttribute('aria-invalid')).toBe('true');
    // Still on the pricing page: no checkout was started.
    expect(new URL(user.url()).pathname).toBe('/pricing');
    await screenshot(user, 'coupons-pricing-refused', { fullPage: false });

    // Typing again clears the reason.
    await user.getByLabel('Promotion code').fill(CODE.toLowerCase());
    await note.filter({ hasText: 'Optional' }).waitFor();
    await user.context().close();
  });

  it('carries a good code to the local checkout, which shows the discounted price', async () => {
    const user = await pageFor(USER, '/pricing');
    await planCard(user, 'pro').waitFor();
    await user.getByLabel('Promotion code').fill(CODE.toLowerCase());
    await planCard(user, 'pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await user.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await user.getByTestId('local-checkout').waitFor();

    const discount = user.getByTestId('checkout-discount');
    expect(await discount.textContent()).toContain(`Promotion code ${CODE}`);
    expect(await discount.textContent()).toContain('25% off for 3 months');
    expect(await discount.textContent()).toContain('$4.75');
    expect(await user.getByTestId('checkout-full-price').textContent()).toBe('$19.00');
    expect(await user.getByTestId('checkout-amount').textContent()).toContain('$14.25');
    await screenshot(user, 'coupons-local-checkout');

    await user.getByRole('button', { name: 'Confirm payment' }).click();
    await user.waitForURL(/\/account\/billing\?checkout=success$/);
    const subscription = await user.request.get(`${server.url}/api/subscription`);
    const body = (await subscription.json()) as { data: { subscription: { discount: unknown } } };
    expect(body.data.subscription.discount).toMatchObject({ code: CODE, percentOff: 25 });
    await user.context().close();
  });

  it('counts the redemption on the admin page', async () => {
    const admin = await pageFor(ADMIN, '/dashboard/admin/coupons');
    const row = admin.locator(`[data-testid="admin-coupon"][data-code="${CODE}"]`);
    await row.getByTestId('admin-coupon-usage').filter({ hasText: 'Redeemed once' }).waitFor();
    await admin.context().close();
  });

  it('met no page error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
