/**
 * The organization UI around the journey of organizations.e2e.ts (issue #29): the header's switcher
 * opens what is chosen (the same page in the chosen scope) and offers the personal space; the Free
 * plan's member limit is said before anyone types; dialogs give focus back and risky actions ask
 * first; an invitation survives sign-up and is listed in the app; wording and phone layout.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, subscriptionPlans, subscriptions, users } from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, readOutbox, signIn, signUpThroughApi, submitSignIn, submitSignUp } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'workspace-admin@example.com', password: 'admin-password-1' };
const ADA = { name: 'Ada Owner', email: `ada-${stamp}@example.com`, password: 'analytical-engine-1' };
const BEA = { name: 'Bea Books', email: `bea-${stamp}@example.com`, password: 'bookkeeper-pass-1' };
const CARL = { name: 'Carl New', email: `carl-${stamp}@example.com`, password: 'newcomer-pass-1' };
const DORA = { name: 'Dora Member', email: `dora-${stamp}@example.com`, password: 'dora-password-1' };

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

const signUp = (person: { name: string; email: string; password: string }) =>
  signUpThroughApi(server.url, person);

/** A fresh browser (own cookies) signed in as `person`, on the page after sign-in. */
async function signedIn(
  person: { email: string; password: string },
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, person.email, person.password);
  await page.waitForURL(/\/account$/);
  return page;
}

/** POSTs as the page's user (its cookies) and returns the envelope's data. */
async function post<T = Record<string, never>>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`${server.url}${path}`, {
    data,
    headers: { Origin: server.url },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

async function createOrganization(page: Page, name: string): Promise<string> {
  const data = await post<{ organization: { id: string } }>(page, '/api/organizations', { name });
  return data.organization.id;
}

/** Bea's organization on the Pro plan (as the webhook would have stored it), so she can invite. */
async function proOrganization(page: Page, name: string): Promise<string> {
  const id = await createOrganization(page, name);
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as {
    data: { user: { id: string } };
  };
  const { db } = server.deps.database;
  const [pro] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'pro'));
  await db.insert(subscriptions).values({
    id: `sub_${name.replace(/\W/g, '')}_${stamp}`,
    userId: me.data.user.id,
    organizationId: id,
    planId: pro!.id,
    status: 'active',
    providerUpdatedAt: new Date(),
  });
  return id;
}

/** Invites `email` to the organization as `page`'s user; returns the e-mail's link. */
async function invite(page: Page, admin: Page, organizationId: string, email: string): Promise<string> {
  await post(page, `/api/organizations/${organizationId}/invitations`, { email, role: 'member' });
  const mail = await readOutbox(admin, server.url, email, 'organization_invitation');
  const link = mail.text.match(/https?:\/\/[^\s"'<>]+\/invitations\/[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`No invitation link in: ${mail.text}`);
  return link;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Opens the header's switcher and chooses the entry of `scope` ("personal" or an organization id). */
async function choose(page: Page, scope: string) {
  await page.getByTestId('organization-switcher').click();
  await page.locator(`[data-testid="organization-switcher-item"][data-scope="${scope}"]`).click();
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUp(ADA);
  await signUp(BEA);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('organization switcher', () => {
  let ada: Page;
  let rockets = '';
  let widgets = '';

  beforeAll(async () => {
    ada = await signedIn(ADA);
    rockets = await createOrganization(ada, 'Rockets Ltd');
    widgets = await createOrganization(ada, 'Widgets Inc');
  });

  it('opens the organization chosen from another organization’s page', async () => {
    await ada.goto(`${server.url}/organizations/${widgets}`);
    await ada.getByRole('heading', { name: 'Widgets Inc' }).waitFor();
    await choose(ada, rockets);
    await ada.waitForURL(`${server.url}/organizations/${rockets}`);
    await ada.getByRole('heading', { name: 'Rockets Ltd' }).waitFor();
    await ada.getByTestId('organization-switcher').filter({ hasText: 'Rockets Ltd' }).waitFor();
  });

  it('keeps the billing page when switching: the chosen organization’s, or the personal one', async () => {
    await ada.goto(`${server.url}/organizations/${rockets}/billing`);
    await ada.getByTestId('organization-plan').waitFor();
    await choose(ada, widgets);
    await ada.waitForURL(`${server.url}/organizations/${widgets}/billing`);
    await choose(ada, 'personal');
    await ada.waitForURL(`${server.url}/account/billing`);
    await ada.getByTestId('organization-switcher').filter({ hasText: 'Personal' }).waitFor();
  });

  it('offers the personal space, which stays chosen after a reload, and leads to the account', async () => {
    await ada.goto(`${server.url}/organizations/${rockets}`);
    await ada.getByTestId('organization-switcher').click();
    const personal = ada.locator('[data-testid="organization-switcher-item"][data-scope="personal"]');
    expect(await personal.textContent()).toContain('Personal');
    await personal.click();
    await ada.waitForURL(`${server.url}/account`);
    await ada.reload();
    await ada.getByTestId('organization-switcher').filter({ hasText: 'Personal' }).waitFor();
    await screenshot(ada, 'organization-switcher-personal');
  });
});

describe('dialogs and confirmations', () => {
  let ada: Page;
  let admin: Page;
  let bea: Page;

  beforeAll(async () => {
    ada = await signedIn(ADA);
    admin = await signedIn(ADMIN);
    bea = await signedIn(BEA);
  });

  it('gives focus back to the button that opened a dialog when it closes', async () => {
    const id = await createOrganization(ada, 'Focus Group');
    await ada.goto(`${server.url}/organizations/${id}`);
    const opener = ada.getByRole('button', { name: 'Delete organization' });
    await opener.focus();
    await ada.keyboard.press('Enter');
    const dialog = ada.getByTestId('confirm-dialog');
    await dialog.waitFor();
    await ada.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener), { timeout: 5_000 }).toBe(true);
    // And after "Cancel" with the keyboard too.
    await ada.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener), { timeout: 5_000 }).toBe(true);
  });

  it('asks before signing out every other session, and keeps them when told to', async () => {
    await signedIn(ADA); // a second device
    await ada.goto(`${server.url}/account/security`);
    const rows = ada.getByTestId('session-row');
    await rows.nth(1).waitFor();
    const before = await rows.count();
    const button = ada.getByRole('button', { name: 'Sign out all other sessions' });
    await button.click();
    const dialog = ada.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/This device stays signed in/);
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ada.reload();
    await rows.nth(before - 1).waitFor();
    expect(await rows.count()).toBe(before);

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out others' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
  });

  it('asks before declining an invitation', async () => {
    const books = await proOrganization(bea, 'Bea Books Ltd');
    const link = await invite(bea, admin, books, ADA.email);
    await ada.goto(link);
    const card = ada.getByTestId('invitation-card');
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = ada.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Decline the invitation to Bea Books Ltd?');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    const preview = await ada.request.get(`${server.url}/api/invitations/${link.split('/').pop()}`);
    expect(
      ((await preview.json()) as { data: { invitation: { status: string } } }).data.invitation.status,
    ).toBe('pending');

    await card.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await card.getByTestId('invitation-status').filter({ hasText: 'declined' }).waitFor();
  });
});

describe('invitations through sign-up, and in the app', () => {
  let admin: Page;
  let bea: Page;
  let books = '';

  beforeAll(async () => {
    admin = await signedIn(ADMIN);
    bea = await signedIn(BEA);
    books = await proOrganization(bea, 'Bea Bookshop');
  });

  it('leads a newcomer from the invitation through sign-up, verification and sign-in back to it', async () => {
    const link = await invite(bea, admin, books, CARL.email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const { page: carl } = await newPage(context, problems);
    await carl.goto(link);
    await carl.getByTestId('invitation-card').getByRole('link', { name: 'Create an account' }).click();
    await carl.waitForURL(/\/sign-up\?/);
    expect(await carl.getByLabel('E-mail').inputValue()).toBe(CARL.email);
    await submitSignUp(carl, CARL);
    await carl.getByTestId('check-email').waitFor();

    const verification = await readOutbox(admin, server.url, CARL.email, 'email_verification');
    await carl.goto(linkIn(verification, '/verify-email'));
    await carl.getByTestId('verify-success').waitFor();
    await carl.getByTestId('verify-success').getByRole('link', { name: 'Sign in' }).click();
    await carl.waitForURL(/\/sign-in\?redirect=/);
    await submitSignIn(carl, CARL.email, CARL.password);
    await carl.waitForURL(link);
    await carl.getByTestId('invitation-card').getByRole('button', { name: 'Accept invitation' }).click();
    await carl.waitForURL(`${server.url}/organizations/${books}`);
  });

  it("lists a member's pending invitations in the app, to accept without the e-mail", async () => {
    await signUp(DORA);
    await server.deps.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, DORA.email));
    await invite(bea, admin, books, DORA.email);
    const dora = await signedIn(DORA);
    const row = dora.getByTestId('pending-invitations').getByTestId('pending-invitation');
    await row.filter({ hasText: 'Bea Bookshop' }).waitFor();
    expect(await row.textContent()).toContain(`${BEA.name} invited you as Member`);
    await screenshot(dora, 'account-pending-invitations');
    await row.getByRole('button', { name: 'Accept' }).click();
    await dora.waitForURL(`${server.url}/organizations/${books}`);
    await dora.getByTestId('organization-switcher').filter({ hasText: 'Bea Bookshop' }).waitFor();
    await dora.goto(`${server.url}/account`);
    await dora.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await dora.getByTestId('pending-invitations').count()).toBe(0);
  });

  it('declines a listed invitation after a confirmation', async () => {
    const other = await proOrganization(bea, 'Bea Annex');
    await invite(bea, admin, other, DORA.email);
    const dora = await signedIn(DORA);
    const row = dora.locator('[data-testid="pending-invitation"]').filter({ hasText: 'Bea Annex' });
    await row.getByRole('button', { name: 'Decline' }).click();
    const dialog = dora.getByTestId('confirm-dialog');
    expect(await dialog.textContent()).toContain('Decline the invitation to Bea Annex?');
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await row.waitFor({ state: 'detached' });
  });
});

describe('wording and layout', () => {
  it('says the admin that a plan set to cancel cancels, not "Active"', async () => {
    const admin = await signedIn(ADMIN);
    const bea = await signedIn(BEA);
    const id = await proOrganization(bea, 'Bea Leaving');
    await server.deps.database.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.UTC(2027, 0, 15, 12)) })
      .where(eq(subscriptions.organizationId, id));
    await admin.goto(`${server.url}/dashboard/admin/organizations?search=bea-leaving`);
    await admin.getByRole('button', { name: 'Details of Bea Leaving' }).click();
    const line = admin.getByTestId('organization-details').getByTestId('organization-subscription');
    await line.filter({ hasText: 'Pro' }).waitFor();
    expect(await line.textContent()).toMatch(/Pro \(Cancels on .*2027\)/);
  });

  it('keeps "SaaS Starter" on one line in the phone header', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(phone);
    const { page } = await newPage(phone, problems);
    await signIn(page, server.url, ADA.email, ADA.password);
    await page.waitForURL(/\/account$/);
    const name = page.locator('header').getByText('SaaS Starter', { exact: true });
    // Measured in one evaluation, retried until the name is in the document: right after the
    // sign-in the layout may still swap its header, and a name measured as React replaces it is
    // detached (no box, no computed font size).
    const measure = () =>
      name.evaluate((element) => ({
        connected: element.isConnected,
        height: element.getBoundingClientRect().height,
        // The computed line height may be "normal" (no number), so measure against the font
        // size: one line is about 1.2 em tall, two lines about 2.4 em.
        fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        whole: element.scrollWidth <= element.clientWidth,
      }));
    let measured = await measure();
    await expect
      .poll(async () => {
        measured = await measure();
        return measured.connected;
      })
      .toBe(true);
    const { height, fontSize, whole } = measured;
    expect(fontSize).toBeGreaterThan(0);
    expect(height).toBeLessThan(fontSize * 1.8);
    // Whole, not cut with an ellipsis.
    expect(whole).toBe(true);
  });
});

describe('phone layout in German (#29 item 16)', () => {
  const LONG_ADDRESS = 'a-rather-long-address-for-testing@example-company.com';
  const OLGA = { name: 'Olga Owner', email: `olga-${stamp}@example.com`, password: 'olga-password-1' };
  const LONG_NAME = {
    name: 'Maximiliane Wilhelmina Langename-Beispielhaft',
    email: `maximiliane-wilhelmina-${stamp}@example-company.com`,
    password: 'long-name-pass-1',
  };
  const PHONE = { width: 390, height: 844 };

  /** A signed-up account whose saved language is German (it wins over the browser's). */
  async function german(person: { email: string }) {
    await server.deps.database.db.update(users).set({ locale: 'de' }).where(eq(users.email, person.email));
  }

  const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

  /** `text` is shown whole (not cut, no ellipsis) and takes most of its line's width. */
  async function readableIn(line: Locator, text: Locator) {
    const lineWidth = (await line.boundingBox())?.width ?? 0;
    const { whole, width } = await text.evaluate((element) => ({
      whole: element.scrollWidth <= element.clientWidth,
      width: element.getBoundingClientRect().width,
    }));
    expect(whole, `${await text.textContent()} is cut`).toBe(true);
    expect(width / lineWidth, `${await text.textContent()} is squeezed`).toBeGreaterThan(0.6);
  }

  /** `locator` lies inside the phone's window, sideways. */
  async function inWindow(locator: Locator) {
    const box = await locator.boundingBox();
    expect(
      box && box.x >= 0 && box.x + box.width <= PHONE.width,
      `${await locator.textContent()} at ${box?.x}+${box?.width}`,
    ).toBe(true);
  }

  it('shows a long invitation address and a long member name whole on the organization page', async () => {
    await signUp(OLGA);
    await signUp(LONG_NAME);
    await german(OLGA);
    const olga = await signedIn(OLGA, PHONE);
    const id = await proOrganization(olga, 'Olga Phone');
    await post(olga, `/api/organizations/${id}/invitations`, { email: LONG_ADDRESS, role: 'member' });
    const { db } = server.deps.database;
    const [member] = await db.select().from(users).where(eq(users.email, LONG_NAME.email));
    await db.insert(organizationMembers).values({ organizationId: id, userId: member!.id, role: 'member' });

    await olga.goto(`${server.url}/organizations/${id}`);
    const invitation = olga.locator(`[data-testid="invitation-row"][data-email="${LONG_ADDRESS}"]`);
    await invitation.getByRole('button', { name: 'Zurückziehen' }).waitFor();
    await readableIn(invitation, invitation.getByText(LONG_ADDRESS, { exact: true }));
    for (const control of await invitation.getByRole('button').all()) await inWindow(control);

    const line = olga.locator(`[data-testid="member-row"][data-email="${LONG_NAME.email}"]`);
    await readableIn(line, line.getByText(LONG_NAME.name, { exact: true }));
    await readableIn(line, line.getByText(LONG_NAME.email));
    for (const control of await line.locator('button, select').all()) await inWindow(control);
    const title = olga.getByRole('heading', { level: 1 });
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await inWindow(olga.getByRole('link', { name: 'Abrechnung' }));
    expect(await pageWidth(olga)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(olga, 'organization-page-phone-de');
  });

  it('keeps the admin organization list and its paging inside a phone window', async () => {
    const admin = { email: `phone-admin-${stamp}@example.com`, password: 'admin-password-1' };
    await server.createAdmin(admin.email, admin.password);
    await german(admin);
    const page = await signedIn(admin, PHONE);
    await createOrganization(page, 'Eine Organisation mit einem sehr langen Namen für die Liste');
    await page.goto(`${server.url}/dashboard/admin/organizations`);
    const table = page.getByTestId('organizations-table');
    await table.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const paging = page.getByRole('navigation', { name: 'Seitennavigation' });
    await inWindow(paging);
    for (const control of await paging.getByRole('button').all()) await inWindow(control);
    await screenshot(page, 'organization-admin-list-phone-de');
    // The details too: a long name and owner address stay inside the sheet.
    await table.getByRole('button').first().click();
    await page.getByTestId('organization-details').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('no page errors', () => {
  it('had no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
