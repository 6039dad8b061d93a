/**
 * The admin dashboard against the real server: data made through the API (sign-ups, a published
 * post viewed and liked, a contact message, a waitlist entry, a failed sign-in, a Pro subscription
 * on the local provider) shows in the cards as GET /api/admin/dashboard counts it; the range lives
 * in the URL and redraws the charts; the recent lists link to their admin pages; desktop and phone.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, scrollWidth } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const stamp = Date.now();
const ADMIN = { email: 'dashboard-admin@example.com', password: 'admin-password-1' };
const ALICE = { name: 'Alice Dashboard', email: `alice-${stamp}@example.com`, password: 'alice-password-1' };
const BOB = { name: 'Bob Dashboard', email: `bob-${stamp}@example.com`, password: 'bob-password-1' };
const POST = {
  title: `Dashboards for everyone ${stamp}`,
  content: 'Numbers, charts and the latest activity.',
};
const CONTACT = {
  fullName: 'Carol Contact',
  email: `carol-${stamp}@example.com`,
  subject: 'Dashboard question',
};
const PHONE = { width: 375, height: 812 };
/** A chart's drawing (not its legend icons, which are small SVGs of the same class). */
const CHART_SVG = '.recharts-wrapper > svg.recharts-surface';

interface Stats {
  totalUsers: number;
  activeSubscriptions: number;
  monthlyRevenue: number;
  blogPosts: number;
  contactSubmissions: number;
  waitlistCount: number;
}
interface Dashboard {
  range: string;
  stats: Stats;
  changes: Record<keyof Stats, { previous: number; changePercent: number | null }>;
  charts: { userGrowth: unknown[]; engagement: { views: number; likes: number }[] };
  billing: { mrrMovement: Record<'new' | 'expansion' | 'contraction' | 'churn' | 'net', number> };
  recent: {
    signups: { id: string; email: string }[];
    posts: { id: number; title: string }[];
    contactSubmissions: { id: number; fullName: string }[];
    failedLogins: { email: string | null }[];
  };
}

let server: TestServer;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let postId: number;
const problems: string[] = [];
const contexts: BrowserContext[] = [];

async function apiContext(): Promise<APIRequestContext> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.request;
}

async function post(api: APIRequestContext, path: string, data: unknown, expected = [200, 201]) {
  const response = await api.post(`${server.url}${path}`, { headers: { origin: server.url }, data });
  if (!expected.includes(response.status())) {
    throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as { data: Record<string, unknown> };
}

async function dashboardApi(range = '30d'): Promise<Dashboard> {
  const response = await admin.request.get(`${server.url}/api/admin/dashboard?range=${range}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Dashboard }).data;
}

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
  // Reduced motion: the charts draw at once (a full-page screenshot resizes the page, which would
  // restart their animation).
  adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  admin = (await newPage(adminContext, problems)).page;
  await signIn(admin, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin');
  await admin.waitForURL(`${server.url}/dashboard/admin`);

  // Two people sign up; Alice signs in, reads and likes a post, and buys Pro.
  const alice = await apiContext();
  const bob = await apiContext();
  const visitor = await apiContext();
  await post(alice, '/api/auth/sign-up', ALICE);
  await post(bob, '/api/auth/sign-up', BOB);

  const created = await post(admin.request, '/api/blog', { ...POST, published: true });
  const { id, slug } = created.data.post as { id: number; slug: string };
  postId = id;

  await post(alice, '/api/auth/sign-in', { email: ALICE.email, password: ALICE.password });
  const read = await alice.get(`${server.url}/api/blog/${slug}`);
  expect(read.status()).toBe(200);
  await post(alice, `/api/blog/${id}/like`, {});

  await post(visitor, '/api/contact', { ...CONTACT, message: 'How are the numbers counted?' });
  const settings = await admin.request.put(`${server.url}/api/admin/waitlist/settings`, {
    headers: { origin: server.url },
    data: { enabled: true },
  });
  expect(settings.status()).toBe(200);
  await post(visitor, '/api/waitlist', { email: `wait-${stamp}@example.com`, name: 'Wendy Waiter' });
  await post(visitor, '/api/auth/sign-in', { email: BOB.email, password: 'not-the-password-1' }, [401]);

  const checkout = await post(alice, '/api/subscription/checkout', {
    priceId: 'local_pro_monthly',
    billingCycle: 'monthly',
  });
  const checkoutId = new URL(String(checkout.data.url)).pathname.split('/').pop();
  await post(alice, `/api/billing/local/checkout/${checkoutId}/confirm`, {});
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

/** A moment for the charts to lay out after a change (they do not animate under reduced motion). */
const settleCharts = (page: Page) => page.waitForTimeout(300);

const card = (page: Page, key: keyof Stats) => page.locator(`[data-testid="stat-card"][data-stat="${key}"]`);

describe('the admin dashboard', () => {
  it('shows the numbers the API counts for what was just created', async () => {
    const api = await dashboardApi();
    expect(api.range).toBe('30d');
    expect(api.stats.totalUsers).toBe(3);
    expect(api.stats.activeSubscriptions).toBe(1);
    expect(api.stats.monthlyRevenue).toBe(1900);
    expect(api.stats.blogPosts).toBeGreaterThanOrEqual(1);
    expect(api.stats.contactSubmissions).toBe(1);
    expect(api.stats.waitlistCount).toBeGreaterThanOrEqual(1);

    await admin.goto(`${server.url}/dashboard/admin`);
    await admin.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const key of Object.keys(api.stats) as (keyof Stats)[]) {
      const stat = card(admin, key);
      await stat.waitFor();
      expect(Number(await stat.getAttribute('data-value')), key).toBe(api.stats[key]);
    }
    expect(await card(admin, 'totalUsers').getByTestId('stat-value').textContent()).toBe('3');
    expect(await card(admin, 'monthlyRevenue').getByTestId('stat-value').textContent()).toContain('19.00');
    // Every one of them is new since the start of the range (or counted from it).
    const revenueChange = card(admin, 'monthlyRevenue').getByTestId('stat-change');
    expect(await revenueChange.textContent()).toMatch(/New|▲/);

    // The four charts draw, with the engagement chart's note about comments.
    for (const chart of ['chart-user-growth', 'chart-revenue', 'chart-subscriptions', 'chart-engagement']) {
      await admin.getByTestId(chart).locator(CHART_SVG).waitFor();
    }
    expect(Number(await admin.getByTestId('chart-user-growth').getAttribute('data-points'))).toBe(
      api.charts.userGrowth.length,
    );
    await admin.getByTestId('comments-note').waitFor();
    // Something is drawn: the day's bar of new users, and the Free and Pro slices of the donut.
    await admin.getByTestId('chart-user-growth').locator('.recharts-bar-rectangle').first().waitFor();
    expect(
      await admin.getByTestId('chart-subscriptions').locator('.recharts-pie-sector').count(),
    ).toBeGreaterThan(1);
    const pro = admin.getByTestId('plan-legend').locator('[data-slug="pro"]');
    expect(await pro.getAttribute('data-count')).toBe('1');
    expect(api.charts.engagement.reduce((sum, point) => sum + point.likes, 0)).toBe(1);
    await admin.waitForLoadState('networkidle');
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(1280);
    await settleCharts(admin);
    await screenshot(admin, 'admin-dashboard-desktop');
  });

  it("shows the range's billing figures: Alice's Pro subscription as new MRR", async () => {
    const api = await dashboardApi();
    expect(api.billing.mrrMovement).toEqual({ new: 1900, expansion: 0, contraction: 0, churn: 0, net: 1900 });
    const figures = admin.getByTestId('billing-figures');
    await figures.getByRole('heading', { name: 'Billing' }).waitFor();
    const figure = (key: string) => figures.locator(`[data-figure="${key}"] dd`);
    expect(await figure('new').textContent()).toContain('19.00');
    expect(await figure('net').textContent()).toMatch(/^\+.*19\.00/);
    expect(await figure('churn').textContent()).toContain('0.00');
    expect(await figure('paymentsFailed').textContent()).toBe('0');
  });

  it('keeps the range in the URL and redraws the charts for 7 days and 12 months', async () => {
    const picker = admin.getByTestId('range-picker');
    for (const [label, range] of [
      ['7 days', '7d'],
      ['12 months', '12m'],
    ] as const) {
      await picker.getByRole('button', { name: label }).click();
      await admin.waitForURL((url) => url.searchParams.get('range') === range);
      await admin.locator(`[data-testid="dashboard"][data-range="${range}"]`).waitFor();
      const api = await dashboardApi(range);
      const growth = admin.locator(`[data-testid="chart-user-growth"][data-range="${range}"]`);
      await growth.locator(CHART_SVG).waitFor();
      expect(Number(await growth.getAttribute('data-points'))).toBe(api.charts.userGrowth.length);
      await growth.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await picker.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
      expect(Number(await card(admin, 'totalUsers').getAttribute('data-value'))).toBe(api.stats.totalUsers);
    }
    await settleCharts(admin);
    await screenshot(admin, 'admin-dashboard-12-months');

    // A reload keeps the range; back returns to the previous one.
    await admin.reload();
    await admin.locator('[data-testid="dashboard"][data-range="12m"]').waitFor();
    await admin.goBack();
    await admin.waitForURL((url) => url.searchParams.get('range') === '7d');
    await admin.locator('[data-testid="dashboard"][data-range="7d"]').waitFor();

    // 30 days is the default: choosing it leaves the URL clean.
    await picker.getByRole('button', { name: '30 days' }).click();
    await admin.waitForURL(`${server.url}/dashboard/admin`);
    await admin.locator('[data-testid="dashboard"][data-range="30d"]').waitFor();
  });

  it('links the recent lists to their admin pages', async () => {
    const api = await dashboardApi();
    await admin.goto(`${server.url}/dashboard/admin`);

    const newest = api.recent.signups[0];
    expect(newest).toBeDefined();
    const signups = admin.getByTestId('recent-signup');
    await signups.first().waitFor();
    expect(await signups.count()).toBe(api.recent.signups.length);
    expect(await signups.first().getAttribute('href')).toBe(
      `/dashboard/admin/user-management?user=${newest?.id}`,
    );
    expect(await admin.getByTestId('recent-signups').textContent()).toContain(ALICE.email);

    const postLink = admin.getByTestId('recent-post').filter({ hasText: POST.title });
    expect(await postLink.getAttribute('href')).toBe(`/dashboard/admin/blog/${postId}/edit`);

    const message = api.recent.contactSubmissions.find((item) => item.fullName === CONTACT.fullName);
    const contactLink = admin.getByTestId('recent-contact-item').filter({ hasText: CONTACT.fullName });
    expect(await contactLink.getAttribute('href')).toBe(
      `/dashboard/admin/contact-submissions?open=${message?.id}`,
    );

    expect(api.recent.failedLogins.some((event) => event.email === BOB.email)).toBe(true);
    const failed = admin.getByTestId('recent-failed-login').filter({ hasText: BOB.email });
    expect(await failed.getAttribute('href')).toBe('/dashboard/admin/security-logs?eventType=login_failed');

    // Following them lands on the right pages.
    await signups.first().click();
    await admin.waitForURL((url) => url.pathname === '/dashboard/admin/user-management');
    expect(new URL(admin.url()).searchParams.get('user')).toBe(newest?.id);
    await admin.goBack();
    await postLink.click();
    await admin.waitForURL(`${server.url}/dashboard/admin/blog/${postId}/edit`);
    await admin.goBack();
    await contactLink.click();
    await admin.waitForURL((url) => url.pathname === '/dashboard/admin/contact-submissions');
    await admin.getByText(CONTACT.subject).first().waitFor();
    await admin.goBack();
    await failed.click();
    await admin.waitForURL((url) => url.searchParams.get('eventType') === 'login_failed');
    await admin.getByRole('heading', { name: 'Security logs' }).first().waitFor();
  });

  it('fits a 375 px phone', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      storageState: await adminContext.storageState(),
    });
    contexts.push(context);
    const { page } = await newPage(context, problems);
    await page.goto(`${server.url}/dashboard/admin?range=90d`);
    await page.locator('[data-testid="dashboard"][data-range="90d"]').waitFor();
    for (const chart of ['chart-user-growth', 'chart-revenue', 'chart-subscriptions', 'chart-engagement']) {
      await page.getByTestId(chart).locator(CHART_SVG).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const chartWidth = await page
      .getByTestId('chart-user-growth')
      .locator(CHART_SVG)
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(chartWidth).toBeGreaterThan(200);
    expect(chartWidth).toBeLessThanOrEqual(PHONE.width);
    await settleCharts(page);
    await screenshot(page, 'phone-admin-dashboard');
  });

  it('met no page errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
