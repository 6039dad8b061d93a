/**
 * API keys in a real browser: a Free user is shown the upgrade prompt on /account/developers;
 * once an admin grants API access, the user creates a key with projects:read, sees its secret
 * once (copied to the clipboard), keeps only its prefix in the list, and the key then works from
 * code (200 on GET /api/projects) until it is revoked in the page (401). An organization's keys
 * are reached from its page, under its own plan. Axe in both themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { axeViolations } from './support/walk/checks.ts';

const ADMIN = { email: 'api-keys-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Margaret Hamilton',
  email: `margaret-${Date.now()}@example.com`,
  password: 'apollo-guidance-1969',
};

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];
/** The secret of the key the user creates, read from its dialog. */
let secret = '';

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUpThroughApi(server.url, USER);
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  ({ page } = await newPage(context, problems));
  await signIn(page, server.url, USER.email, USER.password, '/account/developers');
  await page.waitForURL(`${server.url}/account/developers`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A request from code (Node, not the browser), with the key as its bearer token. */
function withKey(key: string, path: string) {
  return fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
}

/** What an admin does on the user's details: switch the `apiAccess` flag on for the personal space. */
async function grantApiAccess(email: string) {
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
    body: JSON.stringify({ flags: { apiAccess: true } }),
  });
  expect(granted.status).toBe(200);
}

const createDialog = () => page.getByTestId('api-key-dialog');
/** The API keys' section: the webhooks' section below it has an upgrade prompt of its own. */
const keysSection = () => page.getByTestId('api-keys-section');
const secretDialog = () => page.getByTestId('api-key-secret-dialog');

describe('on the Free plan', () => {
  it('shows the upgrade prompt, leading to Pro, where the create button would be', async () => {
    const prompt = keysSection().getByTestId('upgrade-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('API access is not part of your plan');
    await prompt.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    expect(await page.getByTestId('api-key-new').count()).toBe(0);
    await screenshot(page, 'api-keys-upgrade-prompt');
  });

  it('leaves the focus and the scroll where they were: the prompts were met on loading, not after an action', async () => {
    await page.getByTestId('upgrade-prompt').nth(1).waitFor();
    const state = await page.evaluate(() => ({
      focusedPrompt: Boolean(document.activeElement?.closest('[data-testid="upgrade-prompt"]')),
      scrollY: window.scrollY,
    }));
    expect(state).toEqual({ focusedPrompt: false, scrollY: 0 });
  });

  it('shows how to call the API, with a placeholder for the key', async () => {
    const examples = page.getByTestId('curl-example');
    expect(await examples.first().textContent()).toBe(
      `curl -H "Authorization: Bearer sk_YOUR_KEY" ${server.url}/api/projects`,
    );
    expect(await examples.nth(1).textContent()).toContain(`${server.url}/api/usage`);
  });
});

describe('with API access', () => {
  beforeAll(async () => {
    await grantApiAccess(USER.email);
    await page.reload();
  });

  it('offers to create the first key, without the upgrade prompt', async () => {
    await page.getByRole('heading', { name: 'No API keys yet' }).waitFor();
    expect(await keysSection().getByTestId('upgrade-prompt').count()).toBe(0);
  });

  it('asks for at least one scope', async () => {
    await page.getByTestId('api-key-new').click();
    await createDialog().getByLabel('Name').fill('CI deploy');
    await createDialog().getByRole('button', { name: 'Create key' }).click();
    await createDialog().getByText('Choose at least one scope.').waitFor();
  });

  it('creates a key with projects:read and shows its secret once, with the warning', async () => {
    await createDialog()
      .getByRole('checkbox', { name: /projects:read/ })
      .check();
    await createDialog().getByRole('button', { name: 'Create key' }).click();
    await secretDialog().waitFor();
    secret = (await secretDialog().getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^sk_[\w-]{43}$/);
    expect(await secretDialog().getByTestId('api-key-secret-warning').textContent()).toContain(
      'It will not be shown again',
    );
    await screenshot(page, 'api-keys-secret');
  });

  it('shows the curl lines with the new secret and this site', async () => {
    expect(await secretDialog().getByTestId('curl-example').first().textContent()).toBe(
      `curl -H "Authorization: Bearer ${secret}" ${server.url}/api/projects`,
    );
  });

  it('copies the secret to the clipboard and says "Copied"', async () => {
    await secretDialog().getByTestId('api-key-copy').click();
    await secretDialog().getByTestId('api-key-copy').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  });

  it('lists the key by its prefix only once the secret is closed', async () => {
    await secretDialog().getByRole('button', { name: 'I have copied it' }).click();
    await secretDialog().waitFor({ state: 'detached' });
    const row = page.getByTestId('api-key-row');
    await row.waitFor();
    expect(await row.getByTestId('api-key-name').textContent()).toBe('CI deploy');
    const prefix = (await row.getByTestId('api-key-prefix').textContent()) ?? '';
    expect(prefix).toMatch(/^sk_.+…$/);
    expect(secret.startsWith(prefix.slice(0, -1))).toBe(true);
    expect(await row.textContent()).toContain('projects:read');
    expect(await page.content()).not.toContain(secret);
  });

  it('lets code list the projects with the key (200)', async () => {
    expect((await withKey(secret, '/api/projects')).status).toBe(200);
  });

  it('shows when the key was last used, and from which address', async () => {
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('api-key-row').textContent();
      })
      .toMatch(/Last used:.+ from \S+/);
  });

  it('revokes the key after a confirmation', async () => {
    await page.getByTestId('api-key-row').getByRole('button', { name: 'Revoke CI deploy' }).click();
    const confirm = page.getByTestId('api-key-revoke-dialog');
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No API keys yet' }).waitFor();
  });

  it('refuses the revoked key (401)', async () => {
    expect((await withKey(secret, '/api/projects')).status).toBe(401);
  });
});

describe("an organization's keys", () => {
  it("are reached from the organization's page by its owner, and offer the upgrade on its Free plan", async () => {
    const created = await page.request.post(`${server.url}/api/organizations`, {
      headers: { origin: server.url },
      data: { name: 'Apollo Guidance' },
    });
    expect(created.status()).toBe(201);
    const { organization } = ((await created.json()) as { data: { organization: { id: string } } }).data;
    await page.goto(`${server.url}/organizations/${organization.id}`);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${server.url}/organizations/${organization.id}/developers`);
    // The URL changes before the page's code arrives: the organization page's heading may still be
    // the one on screen, so wait for the developer page's own (a timeout fails the test).
    await page.getByRole('heading', { level: 1, name: 'Developers', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The user's own API access does not reach the organization's space: its plan decides.
    await keysSection().getByTestId('upgrade-prompt').waitFor();
    expect(await page.getByTestId('api-key-new').count()).toBe(0);
  });
});

describe('axe-core, in the light and the dark theme', () => {
  it('finds no serious violation on the page, the create dialog and the secret dialog', async () => {
    // A context of the same user that lets the page run the injected axe-core source.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      storageState: await page.context().storageState(),
    });
    try {
      const checked = await context.newPage();
      const findings: string[] = [];
      for (const colorScheme of ['light', 'dark'] as const) {
        const found = async (what: string) =>
          findings.push(...(await axeViolations(checked)).map((text) => `${what}, ${colorScheme}: ${text}`));
        await checked.emulateMedia({ colorScheme });
        await checked.goto(`${server.url}/account/developers`);
        await checked.getByTestId('api-key-new').waitFor();
        await found('page');
        await checked.getByTestId('api-key-new').click();
        await checked.getByTestId('api-key-dialog').getByLabel('Name').fill(`Axe ${colorScheme}`);
        await checked.getByRole('checkbox', { name: /usage:write/ }).check();
        await checked.waitForTimeout(300); // the dialog's enter animation
        await found('create dialog');
        await checked.getByTestId('api-key-dialog').getByRole('button', { name: 'Create key' }).click();
        await checked.getByTestId('api-key-secret-dialog').waitFor();
        await checked.waitForTimeout(300);
        await found('secret dialog');
        await checked.keyboard.press('Escape');
        // Afresh, without the "created" toast: the list itself is what is checked here.
        await checked.reload();
        await checked.getByTestId('api-key-row').first().waitFor();
        await found('list');
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the page', () => {
  it('raised no page error or CSP violation', () => {
    expect(problems).toEqual([]);
  });
});
