/**
 * Languages in a real browser against the real server: a German browser signs up in German (its
 * Accept-Language), the account keeps German, the account page switches to French at once and
 * stays French after a reload; a French browser signs up in French; a visitor's choice in the
 * header survives a reload, and the server's own <html lang> says the same. (The e-mails' own
 * language is tested with the e-mails.)
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, readOutbox, SIGN_UP_FORM, signIn, submitSignUp } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const stamp = Date.now();
const HANNA = { name: 'Hanna Schmidt', email: `hanna-${stamp}@example.com`, password: 'richtig-pferd-42' };
const MARIE = { name: 'Marie Dupont', email: `marie-${stamp}@example.com`, password: 'cheval-correct-42' };

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = (await newPage(adminContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin');
  await admin.waitForURL(`${server.url}/dashboard/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A browser whose language list is `locale` (navigator.languages and Accept-Language). */
async function browserIn(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  return (await newPage(context, problems)).page;
}

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The language the server writes into the shell for this page's cookies and Accept-Language. */
async function serverLang(page: Page, path = '/'): Promise<string | undefined> {
  const response = await page.request.get(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return /<html lang="([^"]*)"/.exec(await response.text())?.[1];
}

async function savedLocale(page: Page): Promise<unknown> {
  const response = await page.request.get(`${server.url}/api/me`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { user: { locale: unknown } } }).data.user.locale;
}

/**
 * Follows the verification link of `email`'s newest verification e-mail in `page`, after checking
 * that the e-mail itself came in the language the account was created in.
 */
async function verifyFromOutbox(page: Page, email: string, wording: { subject: string; button: string }) {
  const message = await readOutbox(admin, server.url, email, 'email_verification');
  expect(message.subject).toContain(wording.subject);
  expect(message.html).toContain(wording.button);
  await page.goto(linkIn(message, '/verify-email'));
}

describe('languages', () => {
  let hanna: Page;

  it('signs up in German in a German browser', async () => {
    hanna = await browserIn('de-DE');
    const response = await hanna.goto(`${server.url}/sign-up`);
    // The server already answers in German (Accept-Language), before any catalog loads.
    expect(/<html lang="([^"]*)"/.exec((await response?.text()) ?? '')?.[1]).toBe('de');
    await hanna.getByRole('heading', { name: 'Erstellen Sie Ihr Konto' }).waitFor();
    expect(await pageLang(hanna)).toBe('de');
    expect(await hanna.title()).toContain('Konto erstellen');

    await submitSignUp(hanna, { ...HANNA, password: 'kurz' }, SIGN_UP_FORM.de);
    // The shared rule, worded in German.
    await hanna.getByText('Das Passwort muss mindestens 8 Zeichen lang sein').waitFor();

    await submitSignUp(hanna, HANNA, SIGN_UP_FORM.de);
    await hanna.getByRole('heading', { name: 'Prüfen Sie Ihr Postfach' }).waitFor();
    expect(await hanna.getByTestId('check-email').textContent()).toContain(HANNA.email);
    await screenshot(hanna, 'languages-sign-up-de');
  });

  it('verifies and signs in in German; the account keeps German', async () => {
    await verifyFromOutbox(hanna, HANNA.email, {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      button: 'E-Mail-Adresse bestätigen',
    });
    await hanna.getByRole('heading', { name: 'Ihre E-Mail-Adresse ist bestätigt' }).waitFor();
    await hanna.getByRole('link', { name: 'Anmelden' }).click();
    await hanna.waitForURL(/\/sign-in/);
    await hanna.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();

    await hanna.getByLabel('E-Mail').fill(HANNA.email);
    await hanna.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await hanna.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await hanna.getByTestId('form-error').waitFor();
    expect(await hanna.getByTestId('form-error').textContent()).toContain(
      'E-Mail-Adresse oder Passwort ist falsch',
    );

    await hanna.getByLabel('Passwort', { exact: true }).fill(HANNA.password);
    await hanna.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await hanna.waitForURL(`${server.url}/account`);
    await hanna.getByRole('heading', { name: 'Ihr Konto' }).waitFor();
    expect(await savedLocale(hanna)).toBe('de');
    expect(await hanna.getByTestId('email-status').textContent()).toContain('Bestätigt');
    expect(await hanna.getByTestId('subscription-card').textContent()).toContain('Kostenloser Tarif');
  });

  it('uses the account page in German', async () => {
    await hanna.getByLabel('Name').fill('Hanna König');
    await hanna.getByRole('button', { name: 'Änderungen speichern' }).click();
    await hanna.getByText('Profil gespeichert.').waitFor();
    await hanna.getByTestId('storage-usage').waitFor();
    expect(await hanna.getByTestId('storage-usage').textContent()).toContain('von 100 MB belegt');
    expect(await hanna.getByTestId('avatar-rule').textContent()).toContain(
      'PNG, JPEG, WebP oder GIF, höchstens 4 MiB',
    );
    await screenshot(hanna, 'languages-account-de');
  });

  it('switches to French on the account page at once, saved on the account and kept after a reload', async () => {
    await hanna.getByLabel('Sprache', { exact: true }).selectOption('fr');
    await hanna.getByRole('heading', { name: 'Votre compte' }).waitFor();
    expect(await pageLang(hanna)).toBe('fr');
    // Saved on the account (PUT /api/me), for e-mails and other devices.
    await expect.poll(() => savedLocale(hanna)).toBe('fr');

    await hanna.reload();
    await hanna.getByRole('heading', { name: 'Votre compte' }).waitFor();
    expect(await pageLang(hanna)).toBe('fr');
    expect(await hanna.getByLabel('Langue', { exact: true }).inputValue()).toBe('fr');
    expect(await hanna.getByLabel('Nom', { exact: true }).inputValue()).toBe('Hanna König');
    // The server's shell says French too, although the browser still asks for German.
    expect(await serverLang(hanna, '/account')).toBe('fr');
    await screenshot(hanna, 'languages-account-fr');
    await hanna.context().close();
  });

  it('signs up in French in a French browser', async () => {
    const marie = await browserIn('fr-FR');
    await marie.goto(`${server.url}/sign-up`);
    await marie.getByRole('heading', { name: 'Créez votre compte' }).waitFor();
    expect(await pageLang(marie)).toBe('fr');
    await submitSignUp(marie, MARIE, SIGN_UP_FORM.fr);
    await marie.getByRole('heading', { name: 'Consultez vos e-mails' }).waitFor();

    await verifyFromOutbox(marie, MARIE.email, {
      subject: 'Confirmez votre adresse e-mail',
      button: 'Confirmer mon adresse',
    });
    await marie.getByRole('heading', { name: 'Votre e-mail est confirmé' }).waitFor();
    await marie.getByRole('link', { name: 'Se connecter' }).click();
    await marie.getByLabel('E-mail').fill(MARIE.email);
    await marie.getByLabel('Mot de passe', { exact: true }).fill(MARIE.password);
    await marie.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await marie.waitForURL(`${server.url}/account`);
    await marie.getByRole('heading', { name: 'Votre compte' }).waitFor();
    expect(await savedLocale(marie)).toBe('fr');
    await marie.context().close();
  });

  it("keeps a visitor's choice in the header across a reload, and the server's <html lang> matches", async () => {
    const visitor = await browserIn('en-US');
    await visitor.goto(`${server.url}/`);
    expect(await pageLang(visitor)).toBe('en');
    await visitor.getByRole('button', { name: 'Change language' }).first().click();
    await visitor.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect.poll(() => pageLang(visitor)).toBe('es');
    await visitor.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();

    const cookies = await visitor.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('es');

    const reloaded = await visitor.reload();
    expect(/<html lang="([^"]*)"/.exec((await reloaded?.text()) ?? '')?.[1]).toBe('es');
    await visitor.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await pageLang(visitor)).toBe('es');
    await visitor.context().close();
  });

  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
