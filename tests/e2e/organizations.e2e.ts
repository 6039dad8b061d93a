/**
 * Organizations in a real browser against the real server (local payment provider): an owner
 * creates an organization, is held to the Free plan's member limit, buys Pro for the organization
 * on the local checkout page, invites a second person, who accepts from the e-mail in the outbox as
 * a new user; the owner changes their role and transfers ownership, then leaves. The admin finds
 * the organization in the list, sees its details, cannot delete it while its subscription is
 * live, and deletes another one.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { linkIn, readOutbox, signIn, submitSignIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now();
const ADMIN = { email: 'org-admin@example.com', password: 'admin-password-1' };
const OWNER = { name: 'Ada Owner', email: `ada-${stamp}@example.com`, password: 'analytical-engine-1' };
const INVITEE = { name: 'Bob Builder', email: `bob-${stamp}@example.com`, password: 'can-we-fix-it-42' };
const ORG = 'Acme Rockets';

let server: TestServer;
let browser: Browser;
let ownerContext: BrowserContext;
let inviteeContext: BrowserContext;
let adminContext: BrowserContext;
let owner: Page;
let invitee: Page;
let admin: Page;
let organizationUrl = '';
let invitationLink = '';
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  const viewport = { width: 1280, height: 900 };
  ownerContext = await browser.newContext({ viewport });
  inviteeContext = await browser.newContext({ viewport });
  adminContext = await browser.newContext({ viewport });
  owner = (await newPage(ownerContext, problems)).page;
  invitee = (await newPage(inviteeContext, problems)).page;
  admin = (await newPage(adminContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password);
  await admin.waitForURL(`${server.url}/account`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
}

const memberRow = (page: Page, email: string) =>
  page.locator(`[data-testid="member-row"][data-email="${email}"]`);

/** Confirms the open confirmation dialog with `button`, after checking what it says. */
async function confirm(page: Page, says: RegExp, button: string) {
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toMatch(says);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('organizations', () => {
  it('creates an organization, which becomes the active one in the header switcher', async () => {
    await owner.goto(`${server.url}/sign-up`);
    await signUp(owner, OWNER);
    await signIn(owner, server.url, OWNER.email, OWNER.password, '/organizations');
    await owner.waitForURL(`${server.url}/organizations`);
    await owner.getByText('You do not belong to an organization yet.').waitFor();

    const form = owner.getByRole('form', { name: 'Create an organization' });
    await form.getByRole('button', { name: 'Create organization' }).click();
    // The contract's rule, in the form's own words, before anything is sent.
    await form.getByText('Enter a name for the organization.').waitFor();
    await form.getByLabel('Name').fill(ORG);
    await form.getByRole('button', { name: 'Create organization' }).click();
    await owner.waitForURL(/\/organizations\/[^/]+$/);
    organizationUrl = owner.url();
    await owner.getByRole('heading', { name: ORG }).waitFor();
    await owner.getByRole('form', { name: 'Organization settings' }).getByLabel('Slug (optional)').waitFor();
    expect(
      await owner
        .getByRole('form', { name: 'Organization settings' })
        .getByLabel('Slug (optional)')
        .inputValue(),
    ).toBe('acme-rockets');
    // The header's switcher names it.
    await owner.getByTestId('organization-switcher').filter({ hasText: ORG }).waitFor();
    await screenshot(owner, 'organization-created');
  });

  it('says the Free plan’s member limit is reached before anyone types, with the way to upgrade', async () => {
    const prompt = owner.getByTestId('member-limit-reached');
    await prompt.getByText('Upgrade to invite members').waitFor();
    expect(await prompt.textContent()).toMatch(/allows 1 team member/);
    // No form to fill in only to be refused.
    expect(await owner.getByRole('form', { name: 'Invite someone' }).count()).toBe(0);
    const upgrade = prompt.getByRole('link', { name: 'See plans for this organization' });
    expect(await upgrade.getAttribute('href')).toBe(`${new URL(organizationUrl).pathname}/billing`);
    expect(await owner.getByTestId('invitation-row').count()).toBe(0);
  });

  it('buys Pro for the organization through the local checkout; its member limit follows', async () => {
    await owner.getByRole('link', { name: 'Billing' }).click();
    await owner.waitForURL(`${organizationUrl}/billing`);
    await owner.getByTestId('organization-plan').filter({ hasText: 'Free plan' }).waitFor();
    expect(await owner.getByTestId('member-limit').textContent()).toContain('1 of 1 seats');

    await owner
      .locator('[data-testid="organization-plan-choice"][data-plan="pro"]')
      .getByRole('button', { name: 'Choose Pro' })
      .click();
    await owner.waitForURL(/\/billing\/checkout\/[^/]+$/);
    await owner.getByTestId('local-checkout').waitFor();
    expect(await owner.getByTestId('checkout-plan').textContent()).toBe('Pro');
    // The checkout says whom it bills.
    expect(await owner.getByTestId('checkout-billed-to').textContent()).toBe(ORG);
    await owner.getByRole('button', { name: 'Confirm payment' }).click();
    await owner.waitForURL(`${organizationUrl}/billing?checkout=success`);
    await owner.getByTestId('checkout-success').waitFor();
    await owner.getByTestId('organization-plan').filter({ hasText: 'Pro' }).waitFor();
    expect(await owner.getByTestId('member-limit').textContent()).toContain('1 of 5 seats');
    // The owner's own subscription is untouched: the organization pays, not the person.
    const mine = await owner.request.get(`${server.url}/api/subscription`);
    expect(((await mine.json()) as { data: { subscription: unknown } }).data.subscription).toBeNull();
    await screenshot(owner, 'organization-billing-pro');

    // The portal opened from here shows the organization's subscription, and leads back here.
    await owner.getByRole('button', { name: 'Manage billing' }).click();
    await owner.waitForURL(/\/billing\/portal\?organizationId=/);
    expect(await owner.getByTestId('portal-billed-to').textContent()).toContain(ORG);
    const current = owner.getByTestId('portal-subscription');
    await current.waitFor();
    expect(await current.locator('[data-content]').textContent()).toBe('Pro');
    await owner.getByRole('link', { name: 'Back to billing' }).click();
    await owner.waitForURL(`${organizationUrl}/billing`);
  });

  it('invites a second person, who gets the e-mail; the invitation is pending with its expiry', async () => {
    await owner.goto(organizationUrl);
    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail address').fill(INVITEE.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const row = owner.locator(`[data-testid="invitation-row"][data-email="${INVITEE.email}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Member · expires/);

    const email = await readOutbox(admin, server.url, INVITEE.email, 'organization_invitation');
    const match = email.text.match(/https?:\/\/[^\s"'<>]+\/invitations\/[^\s"'<>]+/);
    expect(match).not.toBeNull();
    invitationLink = match?.[0] ?? '';
    expect(invitationLink.startsWith(`${server.url}/invitations/`)).toBe(true);
  });

  it('lets the invited person sign up with the address pre-filled, then sign in and accept', async () => {
    await invitee.goto(invitationLink);
    const card = invitee.getByTestId('invitation-card');
    await card.getByRole('heading', { name: `Join ${ORG}` }).waitFor();
    expect(await card.textContent()).toContain(`${OWNER.name} invited ${INVITEE.email} to join as Member`);
    await screenshot(invitee, 'organization-invitation-signed-out');

    await card.getByRole('link', { name: 'Create an account' }).click();
    await invitee.waitForURL(/\/sign-up\?email=/);
    expect(await invitee.getByLabel('E-mail').inputValue()).toBe(INVITEE.email);
    await signUp(invitee, INVITEE);
    const verification = await readOutbox(admin, server.url, INVITEE.email, 'email_verification');
    await invitee.goto(linkIn(verification, '/verify-email'));
    await invitee.getByTestId('verify-success').waitFor();
    // An invitation led here: no offer to start a team of one's own (a plain sign-up gets it:
    // accounts.e2e.ts), and signing in leads back to the invitation.
    expect(await invitee.getByTestId('create-organization-offer').count()).toBe(0);
    const signIn = invitee.getByTestId('verify-success').getByRole('link', { name: 'Sign in' });
    expect(decodeURIComponent((await signIn.getAttribute('href')) ?? '')).toContain(
      new URL(invitationLink).pathname,
    );

    // Back to the e-mail's link: sign in from it, and come back to it.
    await invitee.goto(invitationLink);
    await invitee.getByRole('link', { name: 'Sign in to accept' }).click();
    await invitee.waitForURL(/\/sign-in\?redirect=/);
    await submitSignIn(invitee, INVITEE.email, INVITEE.password);
    await invitee.waitForURL(invitationLink);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL(organizationUrl);
    await memberRow(invitee, OWNER.email).waitFor();
    await memberRow(invitee, INVITEE.email).getByTestId('role-badge').filter({ hasText: 'Member' }).waitFor();
    // A member sees no settings or invitations, and the switcher names the organization.
    expect(await invitee.getByRole('form', { name: 'Invite someone' }).count()).toBe(0);
    await invitee.getByTestId('organization-switcher').filter({ hasText: ORG }).waitFor();

    // The link is used up.
    await invitee.goto(invitationLink);
    await invitee.getByTestId('invitation-status').filter({ hasText: 'already been accepted' }).waitFor();
  });

  it('changes the new member’s role after a confirmation that says what it means', async () => {
    await owner.goto(organizationUrl);
    const row = memberRow(owner, INVITEE.email);
    await row.waitFor();
    expect(await owner.getByTestId('invitation-row').count()).toBe(0);
    await row.getByLabel(`Role of ${INVITEE.name}`).selectOption('admin');
    await confirm(owner, /becomes an admin of Acme Rockets/, 'Change role');
    await owner.getByText(`The role of ${INVITEE.name} was changed.`).waitFor();
    await expect.poll(() => row.getByLabel(`Role of ${INVITEE.name}`).inputValue()).toBe('admin');
    const details = await owner.request.get(
      `${server.url}/api/organizations/${organizationUrl.split('/').pop()}`,
    );
    const body = (await details.json()) as { data: { members: { email: string; role: string }[] } };
    expect(body.data.members.find((member) => member.email === INVITEE.email)?.role).toBe('admin');
  });

  it('transfers ownership: the new owner is owner, the old one an admin', async () => {
    await memberRow(owner, INVITEE.email).getByRole('button', { name: 'Make owner' }).click();
    await confirm(owner, /you become an admin/, 'Transfer ownership');
    await memberRow(owner, INVITEE.email).getByTestId('role-badge').filter({ hasText: 'Owner' }).waitFor();
    await memberRow(owner, OWNER.email).getByTestId('role-badge').filter({ hasText: 'Admin' }).waitFor();
    // No longer the owner: no delete, and leaving is possible.
    expect(await owner.getByRole('button', { name: 'Delete organization' }).count()).toBe(0);
    await screenshot(owner, 'organization-members-after-transfer');
  });

  it('lets the former owner leave after a confirmation', async () => {
    await memberRow(owner, OWNER.email).getByRole('button', { name: 'Leave' }).click();
    await confirm(owner, /You lose access to Acme Rockets/, 'Leave organization');
    await owner.waitForURL(`${server.url}/organizations`);
    await owner.getByText('You do not belong to an organization yet.').waitFor();
    const gone = await owner.request.get(
      `${server.url}/api/organizations/${organizationUrl.split('/').pop()}`,
    );
    expect(gone.status()).toBe(404);
  });

  it('shows the admin the list with members and plan, the details, and deletes what it may', async () => {
    // A second organization, without a subscription, to delete.
    const created = await admin.request.post(`${server.url}/api/organizations`, {
      data: { name: 'Doomed Dept', slug: `doomed-${stamp}` },
      headers: { Origin: server.url },
    });
    expect(created.status()).toBe(201);

    await admin.goto(`${server.url}/dashboard/admin`);
    await admin.locator('[data-testid="stat-card"][data-stat="organizations"][data-value="2"]').waitFor();
    // The plan distribution counts customers: the organization's Pro is the organization's.
    const pro = admin.getByTestId('plan-legend').locator('[data-slug="pro"]');
    expect(await pro.getAttribute('data-organizations')).toBe('1');
    expect(await pro.getByTestId('plan-customers').textContent()).toBe('0 users · 1 organization');
    await admin.getByRole('link', { name: 'Organizations' }).first().click();
    await admin.waitForURL(`${server.url}/dashboard/admin/organizations`);
    const acme = admin.locator('[data-testid="organization-row"][data-slug="acme-rockets"]');
    await acme.waitFor();
    expect(await acme.textContent()).toContain('Pro');
    expect(await acme.textContent()).toContain(INVITEE.email);

    await admin.getByRole('button', { name: `Details of ${ORG}` }).click();
    const sheet = admin.getByTestId('organization-details');
    await sheet.getByTestId('organization-members').waitFor();
    expect(await sheet.getByTestId('organization-members').textContent()).toContain(INVITEE.email);
    await sheet.getByTestId('organization-subscription').filter({ hasText: 'Pro' }).waitFor();
    await screenshot(admin, 'admin-organization-details');
    // A live subscription: the API refuses, and the admin reads why.
    await sheet.getByRole('button', { name: 'Delete organization' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete organization' }).click();
    await admin
      .locator('[data-sonner-toast]')
      .filter({ hasText: /subscription/i })
      .waitFor();
    await admin.keyboard.press('Escape');

    await admin.goto(`${server.url}/dashboard/admin/organizations?search=doomed`);
    const doomed = admin.locator(`[data-testid="organization-row"][data-slug="doomed-${stamp}"]`);
    await doomed.waitFor();
    expect(await admin.locator('[data-testid="organization-row"]').count()).toBe(1);
    await admin.getByRole('button', { name: 'Details of Doomed Dept' }).click();
    await admin
      .getByTestId('organization-details')
      .getByRole('button', { name: 'Delete organization' })
      .click();
    await confirm(admin, /deleted for good/, 'Delete organization');
    await doomed.waitFor({ state: 'detached' });
    const after = await admin.request.get(`${server.url}/api/admin/organizations?search=doomed`);
    expect(((await after.json()) as { data: { organizations: unknown[] } }).data.organizations).toEqual([]);
  });

  it('had no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
