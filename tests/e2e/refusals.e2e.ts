/**
 * Refusals in the reader's language, in a real browser against the real server: a German reader
 * who invites over the Free plan's member limit, then invites someone who already is a member,
 * then tries to delete the account of the last administrator, reads each refusal specifically, in German (the API sends its machine `code`; the web app words
 * it from its catalogs), never the generic "not allowed" or "clashes with something".
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

const OWNER = { email: `greta-${Date.now()}@example.com`, password: 'richtig-pferd-42' };

let server: TestServer;
let browser: Browser;
let greta: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  // A verified account (the German sign-in form below signs it in).
  await server.createAdmin(OWNER.email, OWNER.password);
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  greta = (await newPage(context, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The Free plan's member limit (an organization without a paid subscription has it). */
const setFreeMemberLimit = (teamMembers: number) =>
  server.deps.database.db
    .update(subscriptionPlans)
    .set({ limits: { projects: 1, teamMembers, storageMb: 100 } })
    .where(eq(subscriptionPlans.slug, 'free'));

async function invite(email: string) {
  const form = greta.getByRole('form', { name: 'Jemanden einladen' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Einladung senden' }).click();
  return form;
}

describe('refusals in German', () => {
  // With every seat taken the invitation form gives way to the upgrade prompt (#29 item 15), so the
  // limit is said before anyone types; the API's own member_limit refusal is covered by
  // src/server/features/organizations/refusal-codes.test.ts and its wording by api-error-messages.test.ts.
  it("says the Free plan's member limit specifically, naming the limit, before anyone types", async () => {
    await setFreeMemberLimit(1);
    await greta.goto(`${server.url}/sign-in?lang=de`);
    await greta.getByLabel('E-Mail').fill(OWNER.email);
    await greta.getByLabel('Passwort', { exact: true }).fill(OWNER.password);
    await greta.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await greta.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    const created = await greta.request.post(`${server.url}/api/organizations`, {
      data: { name: 'Grünwald GmbH' },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { organization: { id: string } } }).data.organization;
    await greta.goto(`${server.url}/organizations/${id}`);
    await greta.getByRole('heading', { name: 'Grünwald GmbH' }).waitFor();

    const prompt = greta.getByTestId('member-limit-reached');
    await prompt.getByText('Upgraden, um Mitglieder einzuladen').waitFor();
    expect(await prompt.textContent()).toContain('erlaubt 1 Teammitglied');
    expect(await prompt.textContent()).not.toContain('Dazu sind Sie nicht berechtigt');
    expect(await greta.getByRole('form', { name: 'Jemanden einladen' }).count()).toBe(0);
    await screenshot(greta, 'refusal-member-limit-de');
  });

  it('says "already a member" specifically when inviting a member', async () => {
    await setFreeMemberLimit(10);
    // Seats free again: the page read the limit when it loaded, so it loads again to offer the form.
    await greta.reload();
    const form = await invite(OWNER.email);
    await form.getByText('Diese Person ist bereits Mitglied der Organisation.').waitFor();
    expect(await form.textContent()).not.toContain('Das steht im Widerspruch');
  });

  it('says why the account cannot be deleted (the last administrator) specifically', async () => {
    await greta.goto(`${server.url}/account/security`);
    await greta.getByRole('button', { name: 'Mein Konto löschen' }).click();
    const dialog = greta.getByTestId('delete-account-dialog');
    await dialog.getByLabel(`Geben Sie zur Bestätigung ${OWNER.email} ein`).fill(OWNER.email);
    await dialog.getByLabel('Passwort', { exact: true }).fill(OWNER.password);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await dialog.getByText('Der letzte Administrator kann nicht entfernt werden').waitFor();
    expect(await dialog.textContent()).not.toContain('Das steht im Widerspruch');
    expect(problems).toEqual([]);
  });
});
