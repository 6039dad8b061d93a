/**
 * The billing lifecycle in a real browser with the local payment provider (issue #31): a trial
 * bought with a promotion code, the trial's end charged (less the discount) when the admin moves
 * the clock, then an upgrade on /account/billing read from its preview and charged as previewed,
 * its invoice and PDF; a downgrade scheduled and undone; the plan cancelled and resumed.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'plan-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Mary Jackson',
  email: `mary-${Date.now()}@example.com`,
  password: 'wind-tunnel-1958',
};
const CODE = 'TRIAL20';

let server: TestServer;
let browser: Browser;
let admin: Page;
let user: Page;
const problems: string[] = [];

async function pageFor(who: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, who.email, who.password, path);
  await page.waitForURL(`${server.url}${path}`);
  return page;
}

async function send(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await request.fetch(`${server.url}${path}`, {
    method,
    data,
    headers: { origin: server.url },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
  admin = await pageFor(ADMIN, '/dashboard/admin');
  const { plans } = (await (await admin.request.get(`${server.url}/api/plans`)).json()).data as {
    plans: Array<{ id: number; slug: string }>;
  };
  const pro = plans.find((plan) => plan.slug === 'pro')!;
  await send(admin.request, 'PUT', `/api/admin/subscription-plans/${pro.id}`, { trialDays: 14 });
  await send(admin.request, 'POST', '/api/admin/coupons', {
    code: CODE,
    name: 'Twenty off',
    percentOff: 20,
    duration: 'forever',
  });
  user = await pageFor(USER, '/pricing');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const changeCard = () => user.getByTestId('plan-change');

describe('plan changes with the local payment provider', () => {
  it('starts a trial of Pro bought with a promotion code, nothing charged', async () => {
    await user.getByLabel('Promotion code').fill(CODE);
    await user
      .locator('[data-testid="plan-card"][data-plan="pro"]')
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await user.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await user.getByRole('button', { name: 'Confirm payment' }).click();
    await user.waitForURL(/\/account\/billing\?checkout=success$/);
    await user.getByTestId('billing-plan').getByText('Trialing').first().waitFor();
    await user.getByTestId('invoices-empty').waitFor();
  });

  it("charges the trial's end less the discount when the admin moves the clock past it", async () => {
    await send(admin.request, 'POST', '/api/admin/billing/clock', { advanceDays: 15 });
    await user.reload();
    const row = user.getByTestId('invoice-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    // Pro at $19.00, 20 % off.
    expect(await row.first().getByTestId('invoice-amount').textContent()).toBe('$15.20');
  });

  it('previews an upgrade to Startup as prorated lines and what is due today', async () => {
    await changeCard().getByLabel('Plan').selectOption({ label: 'Startup' });
    const preview = user.getByTestId('plan-change-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('data-timing')).toBe('now');
    const text = await preview.textContent();
    expect(text).toContain('Unused time on Pro (monthly)');
    expect(text).toContain('Remaining time on Startup (monthly)');
    expect(text).toContain('Discount (TRIAL20)');
    expect(await user.getByTestId('plan-change-due').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await screenshot(user, 'plan-change-preview');
  });

  it('upgrades at once, charging what the preview said, with a new invoice and its PDF', async () => {
    const due = await user.getByTestId('plan-change-due').textContent();
    await user.getByTestId('plan-change-confirm').click();
    await user.getByTestId('billing-plan-name').filter({ hasText: 'Startup' }).waitFor();
    const rows = user.getByTestId('invoice-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    // Charged a moment after the preview: the same amount, or a cent apart.
    const charged = Number(
      (await rows.first().getByTestId('invoice-amount').textContent())?.replace(/[$,]/g, ''),
    );
    expect(Math.abs(charged - Number(due?.replace(/[$,]/g, '')))).toBeLessThanOrEqual(0.01);

    await rows.first().getByTestId('invoice-view').click();
    await user.waitForURL(/\/billing\/invoices\/[^/]+$/);
    const lines = user.getByTestId('invoice-line');
    await lines.first().waitFor();
    expect(await lines.first().textContent()).toContain('Unused time on Pro (monthly)');
    const href = await user.getByTestId('invoice-download').getAttribute('href');
    const pdf = await user.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(user, 'plan-change-invoice');
  });

  it("schedules a downgrade for the period's end, then keeps the plan when asked", async () => {
    await user.goto(`${server.url}/account/billing`);
    await changeCard().getByLabel('Plan').selectOption({ label: 'Pro' });
    const preview = user.getByTestId('plan-change-preview');
    await preview.and(user.locator('[data-timing="period_end"]')).waitFor();
    expect(await user.getByTestId('plan-change-due').textContent()).toBe('$0.00');
    await user.getByTestId('plan-change-confirm').click();
    const notice = user.getByTestId('scheduled-change');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your plan changes to Pro (Monthly)');
    expect(await user.getByTestId('billing-plan-name').textContent()).toContain('Startup');
    await screenshot(user, 'plan-change-scheduled');

    await notice.getByRole('button', { name: 'Keep Startup' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('cancels at the period end after a confirmation, and resumes', async () => {
    await user.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = user.getByTestId('cancel-plan-dialog');
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await user.getByRole('button', { name: 'Resume plan' }).waitFor();
    // A plan that ends is not changed: the change card goes until it is resumed.
    expect(await changeCard().count()).toBe(0);
    await user.getByRole('button', { name: 'Resume plan' }).click();
    await user.getByRole('button', { name: 'Cancel plan' }).waitFor();
    await changeCard().waitFor();
  });

  it('met no page error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
