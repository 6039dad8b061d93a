/**
 * The sign-in page offers exactly the configured providers (none: no button at all), and an
 * OpenID Connect round trip in Chromium: the button, a real OpenID Provider (oidc-provider, its
 * login and consent answered by the test issuer), back signed in; then the account's security
 * page lists the linked provider. A password user links the provider from the security page,
 * with another address than the account's, and is told so.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../support/doubles/oidc-issuer.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let plain: TestServer;
let configured: TestServer;
let issuer: TestIssuer;
let browser: Browser;

beforeAll(async () => {
  // The server's port is chosen when it starts: the issuer learns its callback afterwards.
  issuer = await startTestIssuer('http://127.0.0.1/api/auth/oauth/oidc/callback');
  [plain, configured] = await Promise.all([
    startServer(),
    startServer({
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
      OIDC_NAME: 'Test Identity',
      GITHUB_CLIENT_ID: 'github-client',
      GITHUB_CLIENT_SECRET: 'github-secret',
    }),
  ]);
  issuer.allowRedirectUri(`${configured.url}/api/auth/oauth/oidc/callback`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.close(), configured?.close()]);
  await issuer?.close();
});

describe('sign-in providers in the browser', () => {
  it('shows no provider button when none is configured', async () => {
    const context = await browser.newContext();
    const { page, problems } = await newPage(context);
    await page.goto(`${plain.url}/sign-in`);
    await page.getByRole('form').getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('provider-buttons').count()).toBe(0);
    expect(await page.getByRole('link', { name: /continue with/i }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the configured providers only, on sign-in and sign-up', async () => {
    const context = await browser.newContext();
    const { page, problems } = await newPage(context);
    for (const path of ['/sign-in', '/sign-up']) {
      await page.goto(`${configured.url}${path}`);
      const buttons = page.getByTestId('provider-buttons').getByRole('link');
      await buttons.first().waitFor();
      expect(await buttons.allTextContents()).toEqual([
        'Continue with GitHub',
        'Continue with Test Identity',
      ]);
    }
    await screenshot(page, 'sign-up-providers');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in through the OpenID Provider and lists it under Linked accounts', async () => {
    const context = await browser.newContext();
    const { page, problems } = await newPage(context);
    const email = `browser-${Date.now()}@example.com`;
    issuer.signInAs({ sub: `browser-${Date.now()}`, email, email_verified: true, name: 'Browser User' });
    await page.goto(`${configured.url}/sign-in`);
    await page.getByRole('link', { name: 'Continue with Test Identity' }).click();
    await page.waitForURL(`${configured.url}/account`);
    await page.getByTestId('user-menu-trigger').waitFor();

    await page.goto(`${configured.url}/account/security`);
    const card = page.getByTestId('linked-accounts');
    await card.getByText('Test Identity', { exact: true }).waitFor();
    // The last way to sign in cannot be unlinked: the server refuses and the page says why.
    await card.getByRole('button', { name: 'Unlink' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Unlink' }).click();
    await page.getByText('This is your only way to sign in.', { exact: false }).waitFor();
    await card.getByText('Test Identity', { exact: true }).waitFor();
    await screenshot(page, 'linked-accounts');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links a provider with another verified address from the security page, and says so', async () => {
    const person = {
      name: 'Linking User',
      email: `linker-${Date.now()}@example.com`,
      password: 'linker-password-1',
    };
    await signUpThroughApi(configured.url, person);
    const context = await browser.newContext();
    const { page, problems } = await newPage(context);
    await signIn(page, configured.url, person.email, person.password);
    await page.waitForURL(`${configured.url}/account`);

    await page.goto(`${configured.url}/account/security`);
    const card = page.getByTestId('linked-accounts');
    issuer.signInAs({
      sub: `linker-${Date.now()}`,
      email: `linker-elsewhere-${Date.now()}@example.com`,
      email_verified: true,
      name: 'Linking User',
    });
    await card.getByRole('link', { name: 'Link Test Identity' }).click();
    await page.waitForURL(`${configured.url}/account/security`);
    await page.getByText('Test Identity is now linked.', { exact: false }).waitFor();
    await card.getByText('Test Identity', { exact: true }).waitFor();
    await screenshot(page, 'linked-provider-toast');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says why a refused provider sign-in came back', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await page.goto(`${configured.url}/sign-in?error=account_not_linked`);
    await expect(page.getByTestId('provider-error').textContent()).resolves.toMatch(
      /already exists.*link the provider/,
    );
    await context.close();
  });
});
