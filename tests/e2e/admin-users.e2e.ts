/**
 * User management and security logs in a real browser against the real server: find a user,
 * ban them (their sessions end, their sign-in is refused with the reason), unban them, promote
 * and demote, then find the ban in the security logs and its CSV export. Also at phone width.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogLikes,
  blogPosts,
  securityLogs,
  subscriptionPlans,
  subscriptions,
  uploads,
  users,
} from '../../src/server/db/schema.ts';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn, signUpThroughApi, submitSignIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now().toString(36);
const ADMIN = { email: 'users-admin@example.com', password: 'admin-password-1' };
const GRACE = { name: 'Grace Hopper', email: `grace-${stamp}@example.com`, password: 'grace-password-1' };
const ALAN = { name: 'Alan Turing', email: `alan-${stamp}@example.com`, password: 'alan-password-1' };
const BAN_REASON = 'Posting spam links in the comments';
const PHONE = { width: 375, height: 812 };

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
const problems: string[] = [];

const signUp = (person: { name: string; email: string; password: string }) =>
  signUpThroughApi(server.url, person);

/** A fresh browser (no cookies) signing in as `person`; returns the page after the attempt. */
async function freshSignIn(person: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, person.email, person.password);
  return page;
}

const usersUrl = () => `${server.url}/dashboard/admin/user-management`;
const row = (email: string) => admin.getByTestId('user-row').filter({ hasText: email });
const details = () => admin.getByTestId('user-details');

async function searchUser(email: string) {
  await admin.getByLabel('Search users').fill(email);
  // Debounced, then written into the URL (so reload and back keep it).
  await admin.waitForURL((url) => url.searchParams.get('search') === email);
  // The previous rows stay (dimmed) until the search answers: wait for exactly this one.
  await admin.waitForFunction((wanted) => {
    const rows = [...document.querySelectorAll('[data-testid="user-row"]')];
    return rows.length === 1 && rows[0]?.getAttribute('data-email') === wanted;
  }, email.toLowerCase());
}

async function openDetails(email: string) {
  await row(email)
    .getByRole('button', { name: /^Details of/ })
    .click();
  await details().waitFor();
  await details()
    .getByRole('heading', { name: /Profile/ })
    .waitFor();
}

/** Clicks an action in the details panel, confirms it, and waits for the toast. */
async function confirmAction(action: string, toast: string) {
  await details().getByRole('button', { name: action, exact: true }).click();
  const confirm = admin.getByRole('alertdialog');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await admin.getByText(toast).waitFor();
  await confirm.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  await signUp(GRACE);
  await signUp(ALAN);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = (await newPage(adminContext, problems)).page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('user management', () => {
  let graceSession: Page;

  it('lists users and finds one by e-mail, with the search in the URL', async () => {
    // Grace signs in first: the ban below must end this session.
    graceSession = await freshSignIn(GRACE);
    await graceSession.waitForURL(`${server.url}/account`);

    await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/user-management');
    await admin.waitForURL(usersUrl());
    await admin.getByRole('heading', { name: 'User management' }).waitFor();
    await admin.getByTestId('users-table').waitFor();
    expect(await admin.getByTestId('user-row').count()).toBe(3);
    await screenshot(admin, 'admin-users', { fullPage: false });

    await searchUser(GRACE.email);
    const text = await row(GRACE.email).textContent();
    expect(text).toContain(GRACE.name);
    expect(text).toContain('Active');
    expect(text).toContain('User');

    // A reload keeps the search.
    await admin.reload();
    await row(GRACE.email).waitFor();
    expect(await admin.getByLabel('Search users').inputValue()).toBe(GRACE.email);
  });

  it('opens the details: profile, free plan, activity and security events', async () => {
    await openDetails(GRACE.email);
    expect(new URL(admin.url()).searchParams.get('user')).toBeTruthy();
    const panel = details();
    expect(await panel.getByTestId('user-details-name').textContent()).toBe(GRACE.name);
    expect(await panel.getByTestId('user-subscription').textContent()).toContain('Free plan');
    expect(await panel.getByTestId('sign-in-count').textContent()).toBe('1');
    for (const list of ['posts', 'likes', 'uploads']) {
      expect(await panel.getByTestId(`activity-${list}`).textContent()).toBe('none yet');
    }
    await panel.locator('[data-testid="security-event"][data-event-type="user_login"]').first().waitFor();
    await panel.getByRole('button', { name: 'Promote to admin' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Demote to user' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Unban' }).count()).toBe(0);
    await screenshot(admin, 'admin-user-details', { fullPage: false });
  });

  it('bans with a required reason and an expiry; the table shows the ban', async () => {
    await details().getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = admin.getByTestId('ban-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await dialog.getByText('Give a reason').waitFor();

    await dialog.getByLabel('Reason').fill(BAN_REASON);
    await dialog.getByRole('button', { name: '7 days' }).click();
    expect(await dialog.getByLabel('Ban until (optional)').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await screenshot(admin, 'admin-ban-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await admin.getByText(`${GRACE.name} is banned and signed out everywhere.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const notice = details().getByTestId('ban-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(BAN_REASON);
    expect(await notice.textContent()).toContain('Banned until');
    await details().getByRole('button', { name: 'Unban' }).waitFor();
    expect(await details().getByRole('button', { name: 'Ban', exact: true }).count()).toBe(0);

    await admin.keyboard.press('Escape');
    await details().waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.get('user')).toBeNull();
    const badge = row(GRACE.email).getByTestId('status-badge');
    expect(await badge.textContent()).toContain('Banned');
    expect(await badge.textContent()).toContain(BAN_REASON);
    // The reason and expiry on hover.
    await badge.hover();
    const tooltip = admin.locator('[data-slot="tooltip-content"]');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(BAN_REASON);
    await screenshot(admin, 'admin-users-banned', { fullPage: false });
  });

  it('ends the banned user’s session and refuses their sign-in, showing the reason', async () => {
    await graceSession.goto(`${server.url}/account`);
    await graceSession.waitForURL(/\/sign-in/);

    const page = await freshSignIn(GRACE);
    const error = page.getByTestId('form-error');
    await error.waitFor();
    const text = await error.textContent();
    expect(text).toContain('banned');
    expect(text).toContain(BAN_REASON);
    // The expiry in words, not as a raw ISO timestamp.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await screenshot(page, 'banned-sign-in');
    await page.context().close();
  });

  it('finds the banned user with the status filter and unbans them', async () => {
    await admin.goto(usersUrl());
    await admin.getByTestId('users-table').waitFor();
    await admin.getByLabel('Status').selectOption('banned');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'banned');
    await row(GRACE.email).waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);

    await openDetails(GRACE.email);
    await confirmAction('Unban', `${GRACE.name} is unbanned and can sign in again.`);
    await details().getByRole('button', { name: 'Ban', exact: true }).waitFor();
    expect(await details().getByTestId('ban-notice').count()).toBe(0);
    await admin.keyboard.press('Escape');
    // Closing the panel went back to the filtered list; she no longer matches "banned".
    await admin.waitForURL(
      (url) => url.searchParams.get('status') === 'banned' && !url.searchParams.has('user'),
    );
    await admin.getByText('No users match').waitFor();
    // Back undoes the filter.
    await admin.goBack();
    await admin.waitForURL((url) => !url.searchParams.has('status'));
    await row(GRACE.email).waitFor();
    expect(await admin.getByLabel('Status').inputValue()).toBe('');

    const page = await freshSignIn(GRACE);
    await page.waitForURL(`${server.url}/account`);
    await page.context().close();
  });

  it('shows the full audit log of the user', async () => {
    await admin.goto(`${usersUrl()}?search=${encodeURIComponent(GRACE.email)}`);
    await openDetails(GRACE.email);
    await details().getByRole('button', { name: 'View full audit log' }).click();
    const dialog = admin.getByTestId('audit-log-dialog');
    await dialog.getByTestId('audit-log-table').waitFor();
    const types = await dialog
      .getByTestId('log-row')
      .evaluateAll((rows) => rows.map((element) => element.getAttribute('data-event-type')));
    expect(types.slice(0, 2)).toEqual(['user_login', 'user_unbanned']);
    expect(types).toEqual(expect.arrayContaining(['user_banned', 'user_signup']));
    await screenshot(admin, 'admin-user-audit-log', { fullPage: false });
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await admin.keyboard.press('Escape');
  });

  it('fits the audit log dialog in a 1366×768 window: title and close in view, last row reachable', async () => {
    const [grace] = await server.deps.database.db.select().from(users).where(eq(users.email, GRACE.email));
    if (!grace) throw new Error('Grace exists');
    // A full page of entries (15 rows) makes the dialog taller than the window.
    await server.deps.database.db.insert(securityLogs).values(
      Array.from({ length: 15 }, (_, index) => ({
        userId: grace.id,
        eventType: 'password_changed',
        eventCategory: 'authentication',
        severity: 'low',
        description: `Changed the password (${index})`,
      })),
    );
    await admin.setViewportSize({ width: 1366, height: 768 });
    try {
      await admin.goto(`${usersUrl()}?search=${encodeURIComponent(GRACE.email)}`);
      await openDetails(GRACE.email);
      await details().getByRole('button', { name: 'View full audit log' }).click();
      const dialog = admin.getByTestId('audit-log-dialog');
      await dialog.getByTestId('audit-log-table').waitFor();
      expect(await dialog.getByTestId('log-row').count()).toBe(15);
      const inView = async (locator: ReturnType<Page['locator']>) => {
        const box = await locator.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(768);
      };
      await inView(dialog);
      await inView(dialog.getByRole('heading', { name: /Audit log of/ }));
      await inView(dialog.getByRole('button', { name: 'Close' }));
      const last = dialog.getByTestId('log-row').last();
      await last.scrollIntoViewIfNeeded();
      await inView(last);
      // Scrolling the body kept the title and the close button in view.
      await inView(dialog.getByRole('heading', { name: /Audit log of/ }));
      await inView(dialog.getByRole('button', { name: 'Close' }));
      await screenshot(admin, 'admin-user-audit-log-1366', { fullPage: false });
      await admin.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await admin.keyboard.press('Escape');
    } finally {
      await admin.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('promotes a user to admin and demotes them again', async () => {
    await admin.goto(usersUrl());
    await searchUser(ALAN.email);
    await openDetails(ALAN.email);
    await confirmAction('Promote to admin', `${ALAN.name} is now an admin.`);
    await details().getByRole('button', { name: 'Demote to user' }).waitFor();
    expect((await details().getByTestId('role-badge').textContent())?.trim()).toBe('Admin');
    expect(await details().getByRole('button', { name: 'Promote to admin' }).count()).toBe(0);
    expect((await row(ALAN.email).getByTestId('role-badge').textContent())?.trim()).toBe('Admin');

    // The details stay open across a reload: the open user is in the URL.
    await admin.reload();
    await details().getByRole('button', { name: 'Demote to user' }).waitFor();

    await confirmAction('Demote to user', `${ALAN.name} is now a regular user.`);
    await details().getByRole('button', { name: 'Promote to admin' }).waitFor();
    expect((await row(ALAN.email).getByTestId('role-badge').textContent())?.trim()).toBe('User');
    await admin.keyboard.press('Escape');
  });

  it('offers no ban or demotion on yourself', async () => {
    await admin.goto(usersUrl());
    await searchUser(ADMIN.email);
    await openDetails(ADMIN.email);
    await details().getByText('This is you').waitFor();
    expect(await details().getByRole('button', { name: 'Ban', exact: true }).count()).toBe(0);
    expect(await details().getByRole('button', { name: 'Demote to user' }).count()).toBe(0);
    expect(await details().getByRole('button', { name: 'Promote to admin' }).count()).toBe(0);
    await admin.keyboard.press('Escape');
  });

  it('shows an action the API refuses as an error toast', async () => {
    await admin.goto(usersUrl());
    await searchUser(ALAN.email);
    await openDetails(ALAN.email);
    // The UI hides the actions the API would refuse; a refusal from a change made elsewhere meanwhile
    // is simulated here.
    await admin.route('**/api/admin/users/promote', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The last admin cannot be demoted', success: false }),
      }),
    );
    await details().getByRole('button', { name: 'Promote to admin' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Promote to admin' }).click();
    await admin.getByText('The last admin cannot be demoted').waitFor();
    await admin.unroute('**/api/admin/users/promote');
    expect((await details().getByTestId('role-badge').textContent())?.trim()).toBe('User');
    await admin.keyboard.press('Escape');
  });

  it('says so when the user in the URL does not exist', async () => {
    await admin.goto(`${usersUrl()}?user=no-such-user`);
    await details().getByText('User not found').waitFor();
    await admin.keyboard.press('Escape');
  });

  it('shows a failed read of the details or the audit log at once, and Retry loads it', async () => {
    const [grace] = await server.deps.database.db.select().from(users).where(eq(users.email, GRACE.email));
    if (!grace) throw new Error('Grace exists');
    const down = (status: number) => (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'The users service is down for a moment.' }),
      });

    // The details panel.
    const isDetails = (url: URL) => url.pathname === `/api/admin/users/${grace.id}`;
    await admin.route(isDetails, down(500));
    await admin.goto(`${usersUrl()}?user=${grace.id}`);
    const alert = details().getByRole('alert').filter({ hasText: 'The users service is down for a moment.' });
    await alert.getByText('Could not load this user').waitFor({ timeout: 10_000 });
    await admin.unroute(isDetails);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await details()
      .getByRole('heading', { name: /Profile/ })
      .waitFor();
    expect(await alert.count()).toBe(0);
    expect(await details().getByTestId('user-details-name').textContent()).toBe(GRACE.name);

    // The audit log dialog, opened from it.
    const isAuditLog = (url: URL) => url.pathname === `/api/admin/users/${grace.id}/audit-log`;
    await admin.route(isAuditLog, down(500));
    await details().getByRole('button', { name: 'View full audit log' }).click();
    const dialog = admin.getByTestId('audit-log-dialog');
    const logAlert = dialog.getByRole('alert').filter({ hasText: 'The users service is down for a moment.' });
    await logAlert.getByText('Could not load the audit log').waitFor({ timeout: 10_000 });
    await admin.unroute(isAuditLog);
    await logAlert.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByTestId('audit-log-table').waitFor();
    expect(await logAlert.count()).toBe(0);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await admin.keyboard.press('Escape');
    await details().waitFor({ state: 'detached' });
  });

  it("shows the user's real posts, likes and uploads, and a cancelled yearly plan as it is", async () => {
    const { db } = server.deps.database;
    const [alan] = await db.select().from(users).where(eq(users.email, ALAN.email));
    const [pro] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'pro'));
    if (!alan || !pro) throw new Error('Alan and the Pro plan exist');
    const periodEnd = new Date(Date.UTC(2027, 2, 14, 12));
    await db.insert(subscriptions).values({
      id: `sub_yearly_${stamp}`,
      userId: alan.id,
      planId: pro.id,
      status: 'active',
      billingCycle: 'yearly',
      currentPeriodStart: new Date(Date.UTC(2026, 2, 14, 12)),
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
      providerUpdatedAt: new Date(),
    });
    const posts = await db
      .insert(blogPosts)
      .values(
        [1, 2].map((index) => ({
          title: `Computing Machinery ${index}`,
          slug: `computing-machinery-${index}-${stamp}`,
          excerpt: 'x',
          content: 'x',
          contentHtml: '<p>x</p>',
          published: true,
          publishedAt: new Date(Date.UTC(2026, 0, index)),
          authorId: alan.id,
        })),
      )
      .returning({ id: blogPosts.id });
    await db.insert(blogLikes).values({ postId: posts[0]!.id, userId: alan.id });
    await db.insert(uploads).values({
      id: `upload-${stamp}`,
      ownerId: alan.id,
      name: 'enigma.png',
      type: 'image/png',
      size: 2048,
      storageKey: `enigma-${stamp}`,
    });

    await admin.goto(usersUrl());
    await searchUser(ALAN.email);
    await openDetails(ALAN.email);
    const panel = details();
    const subscription = panel.getByTestId('user-subscription');
    expect(await subscription.textContent()).toContain('Pro plan · Yearly');
    const terms = await panel.getByTestId('user-subscription-terms').textContent();
    expect(pro.priceYearly).toBe(19000);
    expect(terms).toContain('$190.00 / year');
    expect(terms).toContain('cancels at period end · ends on');
    expect(terms).not.toContain('/ month');
    expect(terms).not.toContain('renews');

    expect(await panel.getByTestId('activity-posts').textContent()).toBe('2');
    expect(await panel.getByTestId('activity-likes').textContent()).toBe('1');
    expect(await panel.getByTestId('activity-uploads').textContent()).toBe('1');
    const postList = panel.getByTestId('activity-posts-list');
    const titles = await postList.getByRole('listitem').allTextContents();
    expect(titles[0]).toContain('Computing Machinery 2');
    expect(titles[1]).toContain('Computing Machinery 1');
    expect(await panel.getByTestId('activity-likes-list').textContent()).toContain('Computing Machinery 1');
    expect(await panel.getByTestId('activity-uploads-list').textContent()).toContain('enigma.png');
    await screenshot(admin, 'admin-user-details-content', { fullPage: false });

    await postList.getByRole('link', { name: 'All posts by this user' }).click();
    await admin.waitForURL(
      (url) => url.pathname.endsWith('/admin/blog') && url.searchParams.get('author') === alan.id,
    );
    await admin.getByText('Computing Machinery 2').first().waitFor();
  });
});

describe('security logs', () => {
  it('filters by event type, shows the entry and its metadata, and exports with the filter', async () => {
    await admin.goto(`${server.url}/dashboard/admin/security-logs`);
    await admin.getByRole('heading', { name: 'Security logs' }).waitFor();
    await admin.getByTestId('security-log-table').waitFor();
    await screenshot(admin, 'admin-security-logs', { fullPage: false });

    await admin.getByLabel('Event type').selectOption('user_banned');
    await admin.waitForURL((url) => url.searchParams.get('eventType') === 'user_banned');
    await admin.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="log-row"]')].every(
        (element) => element.getAttribute('data-event-type') === 'user_banned',
      ),
    );
    const rows = admin.getByTestId('log-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(GRACE.email);
    expect(await rows.first().locator('[data-severity]').getAttribute('data-severity')).toBe('high');

    const exportLink = admin.getByTestId('export-csv');
    const href = (await exportLink.getAttribute('href')) ?? '';
    expect(await exportLink.getAttribute('download')).not.toBeNull();
    const exportUrl = new URL(href, server.url);
    expect(exportUrl.pathname).toBe('/api/admin/security-logs/export');
    expect(exportUrl.searchParams.get('eventType')).toBe('user_banned');
    const csv = await admin.request.get(exportUrl.href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="security-logs-.+\.csv"/);
    const body = await csv.text();
    expect(body).toContain(BAN_REASON);
    expect(body).not.toContain('user_unbanned');

    await rows.first().click();
    const detail = admin.getByTestId('log-detail');
    await detail.waitFor();
    const metadata = JSON.parse((await detail.getByTestId('log-metadata').textContent()) ?? '{}');
    expect(metadata).toMatchObject({ reason: BAN_REASON, sessionsRevoked: 1 });
    expect(await detail.textContent()).toContain(ADMIN.email);
    await screenshot(admin, 'admin-security-log-detail', { fullPage: false });
    await admin.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The severity colours in dark mode too.
    await admin.emulateMedia({ colorScheme: 'dark' });
    await admin.goto(`${server.url}/dashboard/admin/security-logs`);
    await admin.getByTestId('log-row').first().waitFor();
    await screenshot(admin, 'admin-security-logs-dark', { fullPage: false });
    await admin.emulateMedia({ colorScheme: 'light' });
  });

  it('keeps the filters in the URL: severity, result and date range', async () => {
    await admin.goto(`${server.url}/dashboard/admin/security-logs?severity=high&success=true`);
    await admin.getByTestId('security-log-table').waitFor();
    expect(await admin.getByLabel('Severity').inputValue()).toBe('high');
    expect(await admin.getByLabel('Result').inputValue()).toBe('true');
    const severities = await admin
      .locator('[data-testid="log-row"] [data-severity]')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-severity')));
    expect(new Set(severities)).toEqual(new Set(['high']));

    // A range in the past: nothing matches.
    await admin.getByLabel('To').fill('2020-01-01T00:00');
    await admin.waitForURL((url) => url.searchParams.has('to'));
    await admin.getByText('No events match these filters').waitFor();
    const href = (await admin.getByTestId('export-csv').getAttribute('href')) ?? '';
    const params = new URL(href, server.url).searchParams;
    expect(params.get('severity')).toBe('high');
    expect(params.get('success')).toBe('true');
    expect(params.get('to')).toBeTruthy();

    await admin.getByRole('button', { name: 'Clear filters' }).first().click();
    await admin.waitForURL(`${server.url}/dashboard/admin/security-logs`);
    await admin.getByTestId('security-log-table').waitFor();
    expect(await admin.getByLabel('Severity').inputValue()).toBe('');
  });
});

describe('on a phone (375 px)', () => {
  it('fits the user management page, the details and the security logs', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const { page } = await newPage(context, problems);
    await page.goto(
      `${server.url}/sign-in?redirect=${encodeURIComponent('/dashboard/admin/user-management')}`,
    );
    await submitSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/dashboard/admin/user-management`);
    await page.getByTestId('user-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-admin-users');

    await page.getByTestId('user-row').filter({ hasText: GRACE.email }).getByRole('button').click();
    const sheet = page.getByTestId('user-details');
    await sheet.getByRole('heading', { name: /Profile/ }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The panel itself scrolls down, never sideways.
    expect(await sheet.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await screenshot(page, 'phone-admin-user-details', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/dashboard/admin/security-logs`);
    await page.getByTestId('log-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-admin-security-logs');
    await context.close();
  });
});

describe('the whole run', () => {
  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
