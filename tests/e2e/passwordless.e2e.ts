/**
 * Signing in without a password, in Chromium against the real server: a passkey registered on
 * /account/security with the browser's virtual authenticator (DevTools protocol, WebAuthn
 * domain), used to sign in after signing out, renamed, then removed; and a magic link from the outbox.
 * The server runs on "localhost": a WebAuthn relying party ID cannot be an IP address.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, passkeys, users } from '../../src/server/db/schema.ts';
import { startTestServer } from '../../src/server/testing/server.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, signIn } from './support/flows.ts';
import { E2E_WEB_DIST, type TestServer } from './support/server.ts';

const USER = { name: 'Grace Hopper', email: `grace-${Date.now()}@example.com`, password: 'correct-horse-42' };

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
const problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST_DIR: E2E_WEB_DIST }, hostname: 'localhost' });
  const signUp = await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email: USER.email, password: USER.password, name: USER.name },
  });
  expect(signUp.statusCode).toBe(201);
  await server.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, USER.email));

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = (await newPage(context, problems)).page;
  // A platform authenticator that holds discoverable credentials and verifies the user at once.
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function credentialsInAuthenticator() {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

async function signOut() {
  await page.goto(`${server.url}/account`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${server.url}/`);
  expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
}

async function passkeyRows() {
  return server.deps.database.db
    .select()
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(users.email, USER.email));
}

describe('passkeys', () => {
  it('adds a passkey with a name on /account/security', async () => {
    await signIn(page, server.url, USER.email, USER.password);
    await page.waitForURL(`${server.url}/account`);
    await page.goto(`${server.url}/account/security`);
    const card = page.getByTestId('passkeys-card');
    await card.getByText('You have no passkeys yet.').waitFor();

    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('Give the passkey a name').waitFor();
    await card.getByLabel('Name of the new passkey').fill('Work laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const row = card.getByTestId('passkey-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('Work laptop');
    expect(await credentialsInAuthenticator()).toHaveLength(1);
    const [stored] = await passkeyRows();
    expect(stored?.passkey.name).toBe('Work laptop');
    expect(stored?.passkey.lastUsedAt).toBeNull();
    await screenshot(page, 'passkeys-card');
  });

  it("signs in through the browser's passkey autofill on the sign-in page (conditional UI)", async () => {
    await signOut();
    await page.goto(`${server.url}/sign-in`);
    // The virtual authenticator answers the page's pending conditional request the way a user
    // picking the passkey from the e-mail field's autofill would.
    await page.waitForURL(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const me = await page.request.get(`${server.url}/api/me`);
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(USER.email);
    const [stored] = await passkeyRows();
    expect(stored?.passkey.lastUsedAt).not.toBeNull();
  });

  it('signs in with the "Sign in with a passkey" button where the browser has no passkey autofill', async () => {
    await signOut();
    const { page: plain } = await newPage(context, problems);
    await plain.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    const plainCdp = await context.newCDPSession(plain);
    await plainCdp.send('WebAuthn.enable');
    // Each page has its own virtual authenticators: give this one the same credential.
    const { authenticatorId: plainId } = await plainCdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    for (const credential of await credentialsInAuthenticator())
      await plainCdp.send('WebAuthn.addCredential', { authenticatorId: plainId, credential });

    await plain.goto(`${server.url}/sign-in`);
    expect(await plain.getByLabel('E-mail', { exact: true }).getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    await plain.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await plain.waitForURL(`${server.url}/account`);
    await plain.getByText(`Welcome back, ${USER.name}!`).waitFor();
    expect((await plain.request.get(`${server.url}/api/me`)).status()).toBe(200);
    await plain.close();
  });

  it('renames the passkey from its row, and the new name is kept', async () => {
    await page.goto(`${server.url}/account/security`);
    const card = page.getByTestId('passkeys-card');
    await card.getByRole('button', { name: 'Rename the passkey Work laptop' }).click();
    const dialog = page.getByTestId('rename-passkey-dialog');
    const field = dialog.getByLabel('Name', { exact: true });
    expect(await field.inputValue()).toBe('Work laptop');
    await field.fill('  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Give the passkey a name').waitFor();
    await field.fill('Office laptop');
    await screenshot(page, 'passkey-rename');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Passkey renamed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByTestId('passkey-row').textContent()).toContain('Office laptop');
    const [stored] = await passkeyRows();
    expect(stored?.passkey.name).toBe('Office laptop');
    await page.reload();
    await card.getByText('Office laptop').waitFor();
  });

  it('removes the passkey after a confirmation, and it no longer signs in', async () => {
    await page.goto(`${server.url}/account/security`);
    const card = page.getByTestId('passkeys-card');
    await card.getByText(/last used/).waitFor();
    await card.getByRole('button', { name: 'Remove the passkey Office laptop' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('“Office laptop” will no longer sign you in.', { exact: false }).waitFor();
    await screenshot(page, 'passkey-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await card.getByText('You have no passkeys yet.').waitFor();
    expect(await passkeyRows()).toEqual([]);

    // The authenticator still holds the credential; the server no longer knows it.
    await signOut();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('Signing in with this passkey did not work.', { exact: false }).waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
  });
});

describe('magic links', () => {
  it('e-mails a sign-in link from the sign-in page, and the link signs in once', async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByLabel('E-mail for the sign-in link').fill(USER.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByTestId('magic-link-sent').waitFor();
    expect(await page.getByTestId('magic-link-sent').textContent()).toContain(USER.email);

    const email = await outboxEmail(USER.email, 'magic_link');
    const link = linkIn(email, '/magic-link');
    expect(link.startsWith(`${server.url}/magic-link?token=`)).toBe(true);
    await page.goto(link);
    await page.waitForURL(`${server.url}/account`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);

    // Used once: following it again says so and starts no session.
    await signOut();
    await page.goto(link);
    await page.getByTestId('magic-link-failure').waitFor();
    expect(await page.getByTestId('magic-link-failure').textContent()).toContain('already used');
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    expect(problems).toEqual([]);
  });
});

/** The newest e-mail with this template to `to`, from the outbox table (sending is queued). */
async function outboxEmail(to: string, template: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [email] = await server.deps.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, to), eq(emails.template, template)))
      .orderBy(desc(emails.id))
      .limit(1);
    if (email) return email;
    await page.waitForTimeout(250);
  }
  throw new Error(`No ${template} e-mail to ${to} in the outbox`);
}
