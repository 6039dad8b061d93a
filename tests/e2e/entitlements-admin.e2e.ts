/**
 * Entitlements as an admin sets them (issue #32): in the plan editor a plan's limits and flags,
 * which the pricing page then lists in the reader's language; on a user's or an organization's
 * details, an override of its plan, which its limits then show.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'entitlements-admin@example.com', password: 'admin-password-1' };
const USER = { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com`, password: 'engine-password-1' };

let server: TestServer;
let browser: Browser;
let admin: Page;
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin = (await newPage(context, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/subscription-plans');
  await admin.waitForURL(`${server.url}/dashboard/admin/subscription-plans`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The feature lines of a plan's card on /pricing, as a visitor reads them in `language`. */
async function pricingLines(slug: string, language: 'en' | 'de'): Promise<string[]> {
  const context = await browser.newContext({ locale: 'en-US' });
  const { page } = await newPage(context, problems);
  await page.goto(`${server.url}/pricing?lang=${language}`);
  const lines = page.locator(
    `[data-testid="plan-card"][data-plan="${slug}"] [data-testid="plan-card-features"] li`,
  );
  await lines.first().waitFor();
  const texts = (await lines.allTextContents()).map((text) => text.trim());
  await context.close();
  return texts;
}

describe('the plan editor', () => {
  it('refuses a limit that is not a whole number, with the reason under the field', async () => {
    const pro = admin.locator('[data-testid="plan-editor"][data-plan="pro"]');
    const limits = pro.getByRole('group', { name: 'Limits', exact: true });
    await limits.getByLabel('Projects', { exact: true }).fill('2.5');
    await pro.getByRole('button', { name: 'Save Pro' }).click();
    await limits.getByText('A whole number, 0 or more').waitFor();
    await pro.getByRole('button', { name: 'Discard changes' }).click();
  });

  it("sets Pro's projects, unlimited team members and single sign-on, which /pricing then lists", async () => {
    const pro = admin.locator('[data-testid="plan-editor"][data-plan="pro"]');
    const limits = pro.getByRole('group', { name: 'Limits', exact: true });
    const projects = limits.getByLabel('Projects', { exact: true });
    expect(await projects.inputValue()).toBe('10');
    await projects.fill('25');
    await limits.getByLabel('Team members: unlimited').check();

    const flags = pro.getByRole('group', { name: 'Features switched on' });
    const sso = flags.getByRole('switch', { name: 'Single sign-on' });
    expect(await sso.getAttribute('aria-checked')).toBe('false');
    await sso.click();
    await screenshot(admin, 'entitlements-plan-editor');
    await pro.getByRole('button', { name: 'Save Pro' }).click();
    await admin.getByText('Pro saved.').waitFor();

    const stored = await admin.request.get(`${server.url}/api/admin/subscription-plans`);
    const plans = (
      (await stored.json()) as { data: { plans: Array<{ slug: string; limits: object; flags: object }> } }
    ).data.plans;
    const saved = plans.find((plan) => plan.slug === 'pro');
    expect(saved?.limits).toMatchObject({ projects: 25, teamMembers: null, storageMb: 10240 });
    expect(saved?.flags).toMatchObject({ sso: true, customDomain: true, prioritySupport: false });

    const english = await pricingLines('pro', 'en');
    expect(english.slice(0, 3)).toEqual(['25 projects', 'Unlimited team members', '10 GB storage']);
    expect(english).toContain('Single sign-on');
    expect(english).toContain('100,000 API requests a month');
    expect(english).not.toContain('Priority support');
    expect(english.at(-1)).toBe('Advanced analytics');

    const german = await pricingLines('pro', 'de');
    expect(german.slice(0, 3)).toEqual(['25 Projekte', 'Unbegrenzte Teammitglieder', '10 GB Speicherplatz']);
    expect(german).toContain('Eigene Domain');
    expect(german).toContain('100.000 API-Anfragen im Monat');
  });
});

describe("a user's entitlements", () => {
  it('grants a user more projects than the Free plan, and the user’s limits show it', async () => {
    await signUpThroughApi(server.url, USER);
    const [user] = await server.deps.database.db.select().from(users).where(eq(users.email, USER.email));
    await admin.goto(`${server.url}/dashboard/admin/user-management?user=${user!.id}`);
    const section = admin.getByTestId('user-details').getByTestId('entitlements');
    await section
      .getByTestId('entitlements-plan')
      .filter({ hasText: 'Plan Free, no subscription' })
      .waitFor();
    const projectsUsage = section.locator('[data-testid="entitlements-limits"] [data-limit="projects"] dd');
    expect(await projectsUsage.textContent()).toBe('0 of 1');
    expect(await section.getByTestId('overrides-changed').textContent()).toBe(
      'No overrides yet: the plan decides.',
    );

    const overrides = section.getByTestId('entitlement-overrides');
    await overrides.getByLabel('Projects', { exact: true }).selectOption({ label: 'A number' });
    await overrides.getByLabel('Limit for Projects').fill('40');
    await overrides.getByLabel('Webhooks', { exact: true }).selectOption({ label: 'On' });
    await overrides.getByRole('button', { name: 'Save overrides' }).click();
    await admin.getByText('Overrides saved.').waitFor();

    await projectsUsage.filter({ hasText: '0 of 40' }).waitFor();
    expect(await section.locator('[data-flag="webhooks"]').getAttribute('data-on')).toBe('true');
    expect(await section.getByTestId('overrides-changed').textContent()).toMatch(/^Overrides last changed /);
    await screenshot(admin, 'entitlements-user-details');

    const answer = await admin.request.get(`${server.url}/api/admin/users/${user!.id}/entitlements`);
    const body = (await answer.json()) as { data: { overrides: { limits: object; flags: object } } };
    expect(body.data.overrides.limits).toEqual({ projects: 40 });
    expect(body.data.overrides.flags).toEqual({ webhooks: true });
  });
});

describe("an organization's entitlements", () => {
  it('lifts an organization’s member limit to unlimited on its details', async () => {
    const created = await admin.request.post(`${server.url}/api/organizations`, {
      data: { name: 'Analytical Engines', slug: `engines-${Date.now()}` },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { organization: { id: string } } }).data.organization;

    await admin.goto(`${server.url}/dashboard/admin/organizations?open=${id}`);
    const section = admin.getByTestId('organization-details').getByTestId('entitlements');
    const members = section.locator('[data-testid="entitlements-limits"] [data-limit="teamMembers"] dd');
    await members.filter({ hasText: '1 of 1' }).waitFor();

    const overrides = section.getByTestId('entitlement-overrides');
    await overrides.getByLabel('Team members', { exact: true }).selectOption({ label: 'Unlimited' });
    await overrides.getByRole('button', { name: 'Save overrides' }).click();
    await admin.getByText('Overrides saved.').waitFor();
    await members.filter({ hasText: '1 of unlimited' }).waitFor();

    const answer = await admin.request.get(`${server.url}/api/admin/organizations/${id}/entitlements`);
    const body = (await answer.json()) as { data: { overrides: { limits: object } } };
    expect(body.data.overrides.limits).toEqual({ teamMembers: null });
  });
});

describe('the whole run', () => {
  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
