/**
 * A failed renewal in a real browser with the local payment provider: an admin moves the billing
 * clock a month on the plans page; the renewals of a user's own subscription and of their
 * organization's fail (the "fails on renewal" test card); every signed-in page then shows the
 * banner, which leads to the payment problem; a working card pays what is owed and the banner goes.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'clock-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Dorothy Vaughan',
  email: `dorothy-${Date.now()}@example.com`,
  password: 'fortran-1961',
};
const ORG = 'Langley Computing';

let server: TestServer;
let browser: Browser;
let admin: Page;
let user: Page;
let organizationId: string;
const problems: string[] = [];

async function pageFor(who: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, who.email, who.password, path);
  await page.waitForURL(`${server.url}${path}`);
  return page;
}

async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Buys Pro monthly through the local checkout's API with the card that fails on renewal. */
async function buyProFailingOnRenewal(request: APIRequestContext, organization?: string) {
  const { url } = await post(request, '/api/subscription/checkout', {
    priceId: 'local_pro_monthly',
    billingCycle: 'monthly',
    ...(organization ? { organizationId: organization } : {}),
  });
  const id = String(url).split('/').pop();
  await post(request, `/api/billing/local/checkout/${id}/confirm`, { card: 'fails_on_renewal' });
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
  user = await pageFor(USER, '/account');
  const created = await post(user.request, '/api/organizations', { name: ORG });
  organizationId = (created.organization as { id: string }).id;
  await buyProFailingOnRenewal(user.request);
  await buyProFailingOnRenewal(user.request, organizationId);
  admin = await pageFor(ADMIN, '/dashboard/admin/subscription-plans');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const banner = (page: Page) => page.getByTestId('past-due-banner');
const organizationBanner = (page: Page) => page.getByTestId('organization-past-due-banner');

describe('a failed renewal with the local payment provider', () => {
  it('lets an admin move the billing clock a month ahead on the plans page', async () => {
    const clock = admin.getByTestId('billing-clock');
    const before = await clock.getByTestId('billing-clock-now').textContent();
    await clock.getByLabel('Days').fill('31');
    await clock.getByRole('button', { name: 'Advance' }).click();
    await admin.getByText(/^The clock is now at /).waitFor();
    expect(await clock.getByTestId('billing-clock-now').textContent()).not.toBe(before);
  });

  it("shows the user's banner with the grace period's end on their pages", async () => {
    await user.goto(`${server.url}/account`);
    await banner(user).waitFor();
    expect(await banner(user).getAttribute('data-status')).toBe('past_due');
    expect(await banner(user).textContent()).toMatch(
      /A payment failed\. Update your payment method before .+ to keep your plan\./,
    );
    await screenshot(user, 'billing-past-due-banner');
  });

  it("shows the organization's own banner on its pages, leading its owner to its billing page", async () => {
    await user.goto(`${server.url}/organizations/${organizationId}`);
    await organizationBanner(user).waitFor();
    expect(await organizationBanner(user).textContent()).toContain(`A payment for ${ORG} failed.`);
    const link = organizationBanner(user).getByRole('link', { name: 'Update payment method' });
    expect(await link.getAttribute('href')).toBe(`/organizations/${organizationId}/billing`);
  });

  it("leads from the user's banner to the payment problem on the billing page", async () => {
    await banner(user).getByRole('link', { name: 'Update payment method' }).click();
    await user.waitForURL(`${server.url}/account/billing#payment-method`);
    await user.getByTestId('payment-problem').filter({ hasText: 'Payment failed' }).waitFor();
  });

  it('pays what is owed with a working card in the portal, and the banner goes', async () => {
    await user.goto(`${server.url}/billing/portal`);
    const card = user.getByTestId('portal-payment-method');
    await card.getByLabel('Test card').selectOption('success');
    await card.getByRole('button', { name: 'Update card' }).click();
    await user.getByText('Card updated: the payment went through').waitFor();
    await user.goto(`${server.url}/account`);
    await user.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner(user).count()).toBe(0);
  });

  it('met no page error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
