/**
 * A plan's description and features in the reader's language (issue #29 item 16): /pricing in
 * German shows the built-in plans' German texts, a switch to French fetches them in French; the
 * admin's plan editor on a 390 px phone saves a Spanish description, which the API then answers.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, scrollWidth } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: `plans-${Date.now()}@example.com`, password: 'plan-admin-password-42' };
const PHONE = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('plan texts in the reader’s language', () => {
  it('shows /pricing in German with the German plan texts, then in French after a switch', async () => {
    // An English browser: the German comes from the chosen language, not from Accept-Language.
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE });
    const { page } = await newPage(context, problems);
    await page.goto(`${server.url}/pricing?lang=de`);
    await page.getByText('Für Profis, die ein Produkt ausliefern.').waitFor();
    await page.getByText('Eigene Domain').first().waitFor();
    expect(await page.getByText('For professionals shipping a product.').count()).toBe(0);

    await page.getByRole('button', { name: 'Sprache ändern' }).first().click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByText('Pour les professionnels qui livrent un produit.').waitFor();
    expect(await page.getByText('Für Profis, die ein Produkt ausliefern.').count()).toBe(0);
    await context.close();
    expect(problems).toEqual([]);
  });

  it("lets the admin enter a plan's Spanish description on a phone", async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE });
    const { page } = await newPage(context, problems);
    await signIn(page, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/subscription-plans');
    await page.waitForURL(`${server.url}/dashboard/admin/subscription-plans`);
    const editor = page.locator('[data-testid="plan-editor"][data-plan="startup"]');
    const translations = editor.getByRole('group', { name: 'Other languages' });
    await translations.getByLabel('Description (German)').waitFor();
    expect(await translations.getByLabel('Description (German)').inputValue()).toBe('Für wachsende Teams.');

    await translations.getByLabel('Language').selectOption({ label: 'Spanish' });
    const description = translations.getByLabel('Description (Spanish)');
    expect(await description.inputValue()).toBe('Para equipos en crecimiento.');
    await description.fill('Para equipos que crecen rápido.');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await editor.getByRole('button', { name: 'Save Startup' }).click();
    await page.getByText('Startup saved.').waitFor();

    // A Spanish visitor (no session, whose saved language would come first) reads it.
    const answer = await fetch(`${server.url}/api/plans`, { headers: { 'accept-language': 'es' } });
    const plans = ((await answer.json()) as { data: { plans: Array<{ slug: string; description: string }> } })
      .data.plans;
    expect(plans.find((plan) => plan.slug === 'startup')?.description).toBe(
      'Para equipos que crecen rápido.',
    );
    await context.close();
    expect(problems).toEqual([]);
  });
});
