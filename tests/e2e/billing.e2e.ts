/**
 * Billing in a real browser against the real server with the local payment provider (no Stripe
 * key): a visitor signs up, signs in from the pricing page, buys Pro monthly on the local checkout
 * page, sees it on /account/billing, cancels it in the local portal; an admin changes Pro's
 * monthly price and the pricing page follows; and the pages fit a phone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn, submitSignIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'billing-admin@example.com', password: 'admin-password-1' };
const USER = { name: 'Grace Hopper', email: `grace-${Date.now()}@example.com`, password: 'cobol-forever-59' };
const PHONE = { width: 375, height: 812 };

let server: TestServer;
let browser: Browser;
let userContext: BrowserContext;
let user: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  userContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  user = (await newPage(userContext, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const planCard = (page: Page, slug: string) => page.locator(`[data-testid="plan-card"][data-plan="${slug}"]`);

describe('billing with the local payment provider', () => {
  it('answers GET /api/plans with the local provider and the seeded plans', async () => {
    const response = await user.request.get(`${server.url}/api/plans`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { provider: string; plans: { slug: string }[] } };
    expect(body.data.provider).toBe('local');
    expect(body.data.plans.map((plan) => plan.slug)).toEqual(['free', 'pro', 'startup']);
  });

  it('shows the plans to a visitor, with the yearly saving, and sends them to sign in', async () => {
    await user.goto(`${server.url}/sign-up`);
    await user.getByLabel('Name').fill(USER.name);
    await user.getByLabel('E-mail').fill(USER.email);
    await user.getByLabel('Password', { exact: true }).fill(USER.password);
    await user.getByRole('button', { name: 'Create account' }).click();
    await user.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    await user.goto(`${server.url}/pricing`);
    const pro = planCard(user, 'pro');
    await pro.waitFor();
    // A zero price reads "Free", not "$0.00 / month", in both cycles.
    const free = planCard(user, 'free');
    expect(await free.getByTestId('plan-price').textContent()).toBe('Free');
    expect(await free.textContent()).not.toMatch(/\$0\.00|\/ month/);
    expect(await pro.getByTestId('plan-price').textContent()).toContain('19.00');
    await user.getByRole('button', { name: /^Yearly/ }).click();
    expect(await pro.getByTestId('plan-price').textContent()).toContain('190.00');
    expect(await free.getByTestId('plan-price').textContent()).toBe('Free');
    expect(await free.textContent()).not.toMatch(/\$0\.00|\/ year/);
    expect(await pro.textContent()).toMatch(/save \$38\.00 a year/i);
    await screenshot(user, 'billing-pricing-yearly');
    await user.getByRole('button', { name: 'Monthly' }).click();

    await pro.getByRole('link', { name: 'Sign in to choose Pro' }).click();
    await user.waitForURL(/\/sign-in\?redirect=%2Fpricing$/);
    await submitSignIn(user, USER.email, USER.password);
    await user.waitForURL(`${server.url}/pricing`);
    // Signed in without a paid plan: Free is theirs.
    await planCard(user, 'free').getByTestId('current-plan').waitFor();
  });

  it('buys Pro monthly on the local checkout page and shows it on /account/billing', async () => {
    await planCard(user, 'pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await user.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await user.getByTestId('local-checkout').waitFor();
    expect(await user.getByTestId('test-mode-notice').textContent()).toContain('no card is charged');
    expect(await user.getByTestId('checkout-plan').textContent()).toBe('Pro');
    expect(await user.getByTestId('checkout-cycle').textContent()).toBe('Monthly');
    expect(await user.getByTestId('checkout-amount').textContent()).toContain('19.00');
    await screenshot(user, 'billing-local-checkout');

    await user.getByRole('button', { name: 'Confirm payment' }).click();
    await user.waitForURL(/\/account\/billing\?checkout=success$/);
    await user.getByTestId('checkout-success').waitFor();
    await user.getByTestId('billing-plan-name').filter({ hasText: 'Pro' }).waitFor();
    // The billing page's "Thank you" says it once: no toast repeats it.
    const paymentToasts = user.locator('[data-sonner-toast]').filter({ hasText: /payment|you are on/i });
    expect(await paymentToasts.count()).toBe(0);
    expect(await user.getByTestId('subscription-status').getAttribute('data-status')).toBe('active');
    expect(await user.getByTestId('billing-cycle').textContent()).toBe('Monthly');
    const renewal = await user.getByTestId('billing-period-end').locator('time').getAttribute('datetime');
    expect(renewal).toBeTruthy();
    // About a month from now.
    const days = (Date.parse(renewal ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(26);
    expect(days).toBeLessThan(33);
    // "Renews on" is said once (the date's label), not again in a sentence below it.
    const planText = (await user.getByTestId('billing-plan').textContent()) ?? '';
    expect(planText.match(/Renews on/g)?.length).toBe(1);
    expect(await user.getByTestId('billing-period').count()).toBe(0);
    await screenshot(user, 'billing-account-active');

    // The account page links here and shows the plan too.
    await user.goto(`${server.url}/account`);
    const card = user.getByTestId('subscription-card');
    await card.getByText('Pro', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Billing' }).click();
    await user.waitForURL(`${server.url}/account/billing`);
    await user.getByTestId('billing-plan-name').filter({ hasText: 'Pro' }).waitFor();

    // Pricing marks Pro as the current plan, and its button leads to the portal.
    await user.goto(`${server.url}/pricing`);
    await planCard(user, 'pro').getByTestId('current-plan').waitFor();
    expect(await planCard(user, 'free').getAttribute('data-current')).toBeNull();
  });

  it('refuses a second checkout with the API message (409)', async () => {
    const response = await user.request.post(`${server.url}/api/subscription/checkout`, {
      data: { priceId: 'local_startup_monthly', billingCycle: 'monthly' },
      headers: { Origin: server.url },
    });
    expect(response.status()).toBe(409);
  });

  it('cancels in the local portal; /account/billing then says it ends at the period end', async () => {
    await user.goto(`${server.url}/account/billing`);
    await user.getByRole('button', { name: 'Manage billing' }).click();
    await user.waitForURL(`${server.url}/billing/portal`);
    const current = user.getByTestId('portal-subscription');
    await current.waitFor();
    expect(await user.getByTestId('test-mode-notice').textContent()).toContain('no card is charged');
    await screenshot(user, 'billing-local-portal');

    await current.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = user.getByTestId('confirm-dialog');
    await dialog.waitFor();
    // The dismiss button says what it does; no ambiguous "Cancel" beside "Cancel subscription".
    expect(await dialog.getByRole('button').allTextContents()).toEqual([
      'Keep subscription',
      'Cancel subscription',
    ]);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await current.getByRole('button', { name: 'Resume subscription' }).waitFor();
    expect(await current.getByTestId('subscription-status').getAttribute('data-status')).toBe('canceling');

    await user.getByRole('link', { name: 'Back to billing' }).click();
    await user.waitForURL(`${server.url}/account/billing`);
    const status = user.getByTestId('subscription-status');
    await user.locator('[data-testid="subscription-status"][data-status="canceling"]').waitFor();
    expect(await status.textContent()).toMatch(/^Cancels on /);
    expect(await user.getByTestId('billing-period').textContent()).toContain('Access continues until');
    await screenshot(user, 'billing-account-canceling');
  });

  it("lets an admin change Pro's monthly price, and /pricing shows it", async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page: admin } = await newPage(adminContext, problems);
    await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/subscription-plans');
    await admin.waitForURL(`${server.url}/dashboard/admin/subscription-plans`);
    const pro = admin.locator('[data-testid="plan-editor"][data-plan="pro"]');
    await pro.waitFor();
    const monthly = pro.getByLabel('Monthly price ($)');
    expect(await monthly.inputValue()).toBe('19');

    // Invalid input stays in the form, with the reason under the field.
    await monthly.fill('19,5');
    await pro.getByRole('button', { name: 'Save Pro' }).click();
    await pro.getByText('A price in dollars, like 19 or 19.99').waitFor();

    await monthly.fill('24.50');
    await pro.getByRole('button', { name: 'Save Pro' }).click();
    await admin.getByText('Pro saved.').waitFor();
    expect(await monthly.inputValue()).toBe('24.50');
    await screenshot(admin, 'billing-admin-plans');

    // The stored value is in cents.
    const stored = await admin.request.get(`${server.url}/api/admin/subscription-plans`);
    const body = (await stored.json()) as { data: { plans: { slug: string; priceMonthly: number }[] } };
    expect(body.data.plans.find((plan) => plan.slug === 'pro')?.priceMonthly).toBe(2450);

    // Sync to Stripe is shown but disabled with the local provider, and the note says why and
    // what it would do.
    const syncButton = admin.getByRole('button', { name: 'Sync to Stripe' });
    await syncButton.waitFor();
    expect(await syncButton.isDisabled()).toBe(true);
    const note = admin.getByTestId('local-provider-note');
    expect(await note.textContent()).toContain('STRIPE_SECRET_KEY');
    expect(await note.textContent()).toMatch(/Sync to Stripe.*creates the Stripe products and prices/i);
    expect(await syncButton.getAttribute('aria-describedby')).toBe('local-provider-note-text');

    // Verify integration shows the local provider's report.
    await admin.getByRole('button', { name: 'Verify integration' }).click();
    const report = admin.getByTestId('provider-report');
    await report.getByText('Payment integration check').waitFor();
    expect(await report.getByTestId('verify-check').count()).toBeGreaterThan(0);
    await screenshot(admin, 'billing-admin-verify', { fullPage: false });
    await report.getByRole('button', { name: 'Close' }).first().click();
    await adminContext.close();

    await user.goto(`${server.url}/pricing`);
    await planCard(user, 'pro').getByTestId('plan-price').filter({ hasText: '24.50' }).waitFor();
  });
});

describe('on a phone (375 px)', () => {
  it('/pricing and /account/billing do not overflow sideways', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const { page } = await newPage(context, problems);
    await signIn(page, server.url, USER.email, USER.password, '/pricing');
    await page.waitForURL(`${server.url}/pricing`);
    await planCard(page, 'pro').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-billing-pricing');

    await page.goto(`${server.url}/account/billing`);
    await page.getByTestId('billing-plan-name').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-billing-account');

    await page.goto(`${server.url}/billing/portal`);
    await page.getByTestId('portal-subscription').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-billing-portal');
    await context.close();
  });

  it('the admin plans page fits too', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const { page } = await newPage(context, problems);
    await signIn(page, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/subscription-plans');
    await page.waitForURL(`${server.url}/dashboard/admin/subscription-plans`);
    await page.locator('[data-testid="plan-editor"][data-plan="pro"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-billing-admin-plans');
    await context.close();
  });
});

describe('the whole run', () => {
  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
