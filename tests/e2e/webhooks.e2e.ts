/**
 * Webhooks in a real browser: a user whose plan has webhooks adds an endpoint pointing at a local
 * receiver (node:http on 127.0.0.1), sees its signing secret once, sends the test event, reads the
 * delivery log (status, attempts, the answer's code and excerpts), and sends a failed delivery
 * again once the receiver works. The receiver verifies each request with Standard Webhooks'
 * reference library.
 */
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../src/server/testing/webhook-receiver.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'webhooks-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Grace Hopper',
  email: `grace-${Date.now()}@example.com`,
  password: 'cobol-compiler-1959',
};

let server: TestServer;
let browser: Browser;
let page: Page;
let receiver: Receiver;
const problems: string[] = [];
let secret = '';

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startServer({
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_BASE_MS: '0.0001',
    JOB_POLL_MS: '50',
  });
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, USER);
  await grantWebhooks(USER.email);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ page } = await newPage(context, problems));
  await signIn(page, server.url, USER.email, USER.password, '/account/developers');
  await page.waitForURL(`${server.url}/account/developers`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await receiver?.close();
});

/** An admin's override: webhooks for the user's personal space. */
async function grantWebhooks(email: string) {
  const signedIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await signedIn.json()) as { data: { session: { token: string } } }).data.session.token;
  const admin = { authorization: `Bearer ${token}`, origin: server.url };
  const found = await fetch(`${server.url}/api/admin/users?search=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const { users } = ((await found.json()) as { data: { users: { id: string }[] } }).data;
  const granted = await fetch(`${server.url}/api/admin/users/${users[0]?.id}/entitlements`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ flags: { webhooks: true } }),
  });
  expect(granted.status).toBe(200);
}

const section = () => page.getByTestId('webhooks-section');
const deliveryRow = () => section().getByTestId('webhook-delivery-row').first();

describe('a webhook endpoint', () => {
  it('is added with its URL and all events, and its secret is shown once', async () => {
    await section().getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor();
    await section().getByTestId('webhook-new').click();
    const dialog = page.getByTestId('webhook-dialog');
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel('Description (optional)').fill('Local receiver');
    await dialog.getByTestId('webhook-create').click();
    const shown = page.getByTestId('webhook-secret-dialog');
    await shown.waitFor();
    secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhooks-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await section().getByTestId('webhook-url').textContent()).toBe(receiver.url);
    expect(await page.content()).not.toContain(secret);
  });

  it('gets the test event, signed, and the delivery log shows it delivered with the answer', async () => {
    receiver.answer = () => ({ status: 200, body: 'thanks' });
    await section().getByRole('button', { name: 'Deliveries' }).click();
    await section().getByTestId('webhook-test').click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const request = receiver.received[0]!;
    const body = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as { type: string };
    expect(body.type).toBe('ping');
    await deliveryRow().getByTestId('webhook-delivery-status').filter({ hasText: 'Delivered' }).waitFor({
      timeout: 15_000,
    });
    expect(await deliveryRow().getByTestId('webhook-delivery-response').textContent()).toBe('Answered 200');
    await deliveryRow().getByText('Answer body').click();
    await deliveryRow().getByText('thanks').waitFor();
  });

  it('shows a failed delivery, and sends it again once the receiver works', async () => {
    // The retry schedule is scaled to a blink (WEBHOOK_RETRY_BASE_MS): every attempt fails and the
    // delivery ends failed within seconds.
    receiver.answer = () => ({ status: 500, body: 'broken' });
    await section().getByTestId('webhook-test').click();
    await deliveryRow()
      .getByTestId('webhook-delivery-status')
      .filter({ hasText: 'Failed' })
      .waitFor({ timeout: 30_000 });
    expect(await deliveryRow().getByTestId('webhook-delivery-response').textContent()).toBe('Answered 500');
    await screenshot(page, 'webhooks-delivery-failed');

    receiver.answer = () => ({ status: 200, body: 'fixed' });
    const before = receiver.received.length;
    await deliveryRow().getByTestId('webhook-delivery-retry').click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(before + 1);
    await deliveryRow()
      .getByTestId('webhook-delivery-status')
      .filter({ hasText: 'Delivered' })
      .waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });
});
