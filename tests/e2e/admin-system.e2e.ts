/**
 * The admin's system page (/dashboard/admin/system): in the sidebar, the release and each
 * dependency's status in words, the job queues, a webhook endpoint that keeps failing (it appears
 * on the page's own 15-second refresh), a request that failed on the server in the last errors
 * (its route template, never its query string), and the page on a phone in both themes with no
 * axe violation.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users, webhookEndpoints } from '../../src/server/db/schema.ts';
import { openAdminPage, waitFor, wcagViolations } from './support/admin-page.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'system-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Katherine Johnson',
  email: `katherine-${Date.now()}@example.com`,
  password: 'orbit-password-1',
};

let server: TestServer;
let browser: Browser;
let admin: Page;
const problems: string[] = [];

const db = () => server.deps.database.db;

beforeAll(async () => {
  ({ server, browser, page: admin } = await openAdminPage('/dashboard/admin/system', ADMIN, USER, problems));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the system page', () => {
  it('is in the sidebar and shows the release and each dependency’s status in words', async () => {
    const link = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' });
    expect(await link.getAttribute('href')).toBe('/dashboard/admin/system');
    await admin.getByRole('heading', { name: 'System', level: 1 }).waitFor();
    expect(await admin.getByTestId('system-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);

    const database = admin.locator('[data-testid="dependency"][data-dependency="database"]');
    await database.waitFor();
    expect(await database.getAttribute('data-status')).toBe('ok');
    expect(await database.getByTestId('dependency-status').textContent()).toBe('Working');
    const redis = admin.locator('[data-testid="dependency"][data-dependency="redis"]');
    // The PostgreSQL pass runs the server with Redis (TEST_REDIS_URL); the embedded pass without.
    expect(await redis.getByTestId('dependency-status').textContent()).toBe(
      process.env.TEST_REDIS_URL ? 'Working' : 'Not configured',
    );
    for (const name of ['mail', 'storage', 'payments'])
      expect(
        await admin
          .locator(`[data-testid="dependency"][data-dependency="${name}"]`)
          .getAttribute('data-status'),
      ).toBe('ok');
  });

  it('shows the job queues, and links a failed count to the jobs page', async () => {
    const mail = admin.locator('[data-testid="system-queue"][data-queue="mail"]');
    await mail.waitFor();
    expect(await mail.locator('[data-stat="failed"]').textContent()).toBe('0');
    expect(await mail.locator('[data-stat="queued"]').textContent()).toBe('0');
    await db()
      .insert(jobs)
      .values({
        queue: 'mail',
        payload: { emailId: 0 },
        status: 'failed',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'mailbox unavailable',
        finishedAt: new Date(),
      });
    await admin.reload();
    const failed = admin.getByRole('link', { name: 'Show the 1 failed job of mail' });
    await failed.waitFor();
    expect(await failed.textContent()).toBe('1');
    expect(await failed.getAttribute('href')).toBe('/dashboard/admin/jobs?status=failed&queue=mail');
    expect(await admin.getByRole('link', { name: 'Open the jobs page' }).getAttribute('href')).toBe(
      '/dashboard/admin/jobs',
    );
  });

  it('lists a webhook endpoint that keeps failing, on its own refresh', async () => {
    await admin.getByRole('heading', { name: 'No failing endpoints' }).waitFor();
    const [owner] = await db().select().from(users).where(eq(users.email, USER.email.toLowerCase()));
    const id = randomUUID();
    await db()
      .insert(webhookEndpoints)
      .values({
        id,
        customerKey: `user:${owner!.id}`,
        userId: owner!.id,
        url: 'https://receiver.example/hooks?key=receivers-own-secret',
        events: ['*'],
        secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
        consecutiveFailures: 12,
        failingSince: new Date(Date.now() - 3 * 60 * 60 * 1000),
      });
    // No reload: the page reads again every 15 seconds.
    const endpoint = admin.locator(`[data-testid="failing-webhook"][data-endpoint="${id}"]`);
    await endpoint.waitFor({ timeout: 25_000 });
    const text = await endpoint.textContent();
    expect(text).toContain('https://receiver.example/hooks?…');
    expect(text).not.toContain('receivers-own-secret');
    expect(text).toContain('Owner: Katherine Johnson');
    expect(text).toContain('12 failed attempts in a row');
  });

  it('shows a request that failed on the server, by its route and without its query string', async () => {
    // The blog's table gone for a moment: reading a post fails with an error nobody expected.
    await db().execute(sql`alter table blog_post rename to blog_post_away`);
    let requestId = '';
    try {
      const response = await fetch(
        `${server.url}/api/blog/hidden-figures?email=${encodeURIComponent(USER.email)}`,
      );
      expect(response.status).toBe(500);
      requestId = response.headers.get('x-request-id') ?? '';
    } finally {
      await db().execute(sql`alter table blog_post_away rename to blog_post`);
    }
    await admin.reload();
    const recorded = admin.locator(`[data-testid="server-error"][data-request-id="${requestId}"]`);
    await recorded.waitFor();
    expect(await recorded.getByTestId('server-error-route').textContent()).toBe('GET /api/blog/:slug');
    expect(await recorded.getByTestId('server-error-message').textContent()).toMatch(
      /blog_post.* — caused by .*does not exist/s,
    );
    const text = (await recorded.textContent()) ?? '';
    for (const secret of ['hidden-figures', USER.email, 'email=']) expect(text).not.toContain(secret);
    await recorded.getByText('First stack frames').click();
    await screenshot(admin, 'admin-system');
  });

  it('fits a phone and passes axe in the light and the dark theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        colorScheme,
        bypassCSP: true,
      });
      const { page } = await newPage(context, problems);
      await signIn(page, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/system');
      await page.locator('[data-testid="server-error"]').first().waitFor();
      await page.locator('[data-testid="failing-webhook"]').first().waitFor();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
      expect({ colorScheme, violations: await wcagViolations(page) }).toEqual({
        colorScheme,
        violations: [],
      });
      await screenshot(page, `admin-system-phone-${colorScheme}`, { fullPage: true });
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
