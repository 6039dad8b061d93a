/**
 * Deleting a paid organization in a real browser (local payment provider): the owner reads when
 * deletion becomes possible and uses "Cancel now and delete", typing the organization's name; the
 * site admin cancels an organization's subscription from its panel, then deletes it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, submitSignUp } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now();
const ADMIN = { email: 'deletion-admin@example.com', password: 'admin-password-1' };
const OWNER = { name: 'Olga Owner', email: `olga-${stamp}@example.com`, password: 'paid-and-gone-42' };

let server: TestServer;
let browser: Browser;
let owner: Page;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  const viewport = { width: 1280, height: 900 };
  owner = (await newPage(await browser.newContext({ viewport }), problems)).page;
  admin = (await newPage(await browser.newContext({ viewport }), problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL(`${server.url}/account`);
  await owner.goto(`${server.url}/sign-up`);
  await submitSignUp(owner, OWNER);
  await owner.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await signIn(owner, server.url, OWNER.email, OWNER.password);
  await owner.waitForURL(`${server.url}/account`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** An organization of the page's user that pays for Pro (through the API, as the pages would). */
async function paidOrganization(page: Page, name: string): Promise<string> {
  const headers = { Origin: server.url };
  const post = async (path: string, data?: object) => {
    const response = await page.request.post(`${server.url}${path}`, { data: data ?? {}, headers });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { organization } = await post('/api/organizations', { name });
  const organizationId = (organization as { id: string }).id;
  const { url } = await post('/api/subscription/checkout', {
    priceId: 'local_pro_monthly',
    billingCycle: 'monthly',
    organizationId,
  });
  await post(`/api/billing/local/checkout/${(url as string).split('/').pop()}/confirm`);
  return organizationId;
}

describe('deleting a paid organization', () => {
  it('the owner reads when deletion becomes possible, then cancels now and deletes by typing the name', async () => {
    const name = 'Paid Penguins';
    const id = await paidOrganization(owner, name);
    await owner.goto(`${server.url}/organizations/${id}`);
    const card = owner.getByTestId('cancel-and-delete');
    await card.waitFor();
    expect(await card.textContent()).toMatch(/renews on .+ Cancel it in billing/);
    await card.getByRole('button', { name: 'Cancel now and delete' }).click();

    const dialog = owner.getByTestId('cancel-and-delete-dialog');
    await dialog.waitFor();
    const confirmButton = dialog.getByRole('button', { name: 'Cancel subscription and delete' });
    await dialog.getByLabel(`Type ${name} to confirm`).fill('Paid Penguin');
    expect(await confirmButton.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
    await screenshot(owner, 'organization-cancel-and-delete');
    await confirmButton.click();

    await owner.waitForURL(`${server.url}/organizations`);
    const gone = await owner.request.get(`${server.url}/api/organizations/${id}`);
    expect(gone.status()).toBe(404);
  });

  it('the admin cancels an organization’s subscription from its panel, then deletes it', async () => {
    const name = 'Admin Albatross';
    const id = await paidOrganization(admin, name);
    await admin.goto(`${server.url}/dashboard/admin/organizations?search=albatross`);
    await admin.getByRole('button', { name: `Details of ${name}` }).click();
    const sheet = admin.getByTestId('organization-details');
    await sheet.getByTestId('organization-subscription').filter({ hasText: 'Pro' }).waitFor();

    await sheet.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = admin.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/ends now/);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    await sheet
      .getByTestId('organization-subscription')
      .filter({ hasText: /canceled/i })
      .waitFor();
    expect(await sheet.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

    await sheet.getByRole('button', { name: 'Delete organization' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete organization' }).click();
    await admin.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    const gone = await admin.request.get(`${server.url}/api/admin/organizations/${id}`);
    expect(gone.status()).toBe(404);
  });

  it('had no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
