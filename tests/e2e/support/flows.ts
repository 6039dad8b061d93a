import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Fills the sign-in form on the current page and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  redirect?: string,
) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${baseUrl}/sign-in${query}`);
  await submitSignIn(page, email, password);
}

/** The sign-up form's words in the languages the browser tests sign up in. */
export const SIGN_UP_FORM = {
  en: { name: 'Name', email: 'E-mail', password: 'Password', submit: 'Create account' },
  de: { name: 'Name', email: 'E-Mail', password: 'Passwort', submit: 'Konto erstellen' },
  fr: { name: 'Nom', email: 'E-mail', password: 'Mot de passe', submit: 'Créer le compte' },
} as const;

/** Fills the sign-up form on the current page and submits it, worded in the page's language. */
export async function submitSignUp(
  page: Page,
  who: { name: string; email: string; password: string },
  words: (typeof SIGN_UP_FORM)[keyof typeof SIGN_UP_FORM] = SIGN_UP_FORM.en,
) {
  await page.getByLabel(words.name).fill(who.name);
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** Signs a person up through the API (with the origin the cross-site check wants): 201 expected. */
export async function signUpThroughApi(
  baseUrl: string,
  person: { name: string; email: string; password: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(person),
  });
  expect(response.status, `sign-up of ${person.email}`).toBe(201);
}

interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
}

/**
 * The newest e-mail to `to` with the given template, read from the admin outbox API with the
 * admin's session (the page must belong to a signed-in admin). Polls briefly: sending is queued.
 */
export async function readOutbox(adminPage: Page, baseUrl: string, to: string, template: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await adminPage.request.get(`${baseUrl}/api/admin/emails?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { emails: OutboxEmail[] } };
    const email = body.data.emails.find((candidate) => candidate.template === template);
    if (email) return email;
    await adminPage.waitForTimeout(250);
  }
  throw new Error(`No ${template} e-mail to ${to} in the outbox`);
}

/** The first link to `path` (e.g. "/verify-email") in an e-mail's text. */
export function linkIn(email: { text: string }, path: string): string {
  const match = email.text.match(new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[^\\s"'<>]+`));
  if (!match) throw new Error(`No ${path} link in: ${email.text}`);
  return match[0];
}
