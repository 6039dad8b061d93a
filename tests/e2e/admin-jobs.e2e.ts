/**
 * The admin's jobs page (/dashboard/admin/jobs): the runner's queues with their counts, the jobs
 * list filtered from a queue's failed count, a failed job's detail (its whole error, its payload),
 * its retry (a toast, then the job runs and succeeds), and a retry the server refuses (409).
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, jobs } from '../../src/server/db/schema.ts';
import { openAdminPage, waitFor, wcagViolations } from './support/admin-page.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, signUpThroughApi } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'jobs-admin@example.com', password: 'admin-password-1' };
const USER = {
  name: 'Grace Hopper',
  email: `grace-${Date.now()}@example.com`,
  password: 'compiler-password-1',
};
const BOUNCE = '550 5.1.1 <gone@example.com>: Recipient address rejected: mailbox unavailable';

let server: TestServer;
let browser: Browser;
let admin: Page;
const problems: string[] = [];

const db = () => server.deps.database.db;

/** A `mail` job that used up its attempts, for an e-mail that failed with it (what a bounce leaves). */
async function failedMailJob(): Promise<number> {
  const [email] = await db()
    .insert(emails)
    .values({
      to: 'gone@example.com',
      subject: 'Verify your e-mail',
      template: 'email_verification',
      html: '<p>Verify</p>',
      text: 'Verify',
      status: 'failed',
      error: BOUNCE,
      attempts: 3,
      transport: 'outbox',
    })
    .returning({ id: emails.id });
  const [job] = await db()
    .insert(jobs)
    .values({
      queue: 'mail',
      payload: { emailId: email!.id },
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: BOUNCE,
      finishedAt: new Date(),
    })
    .returning({ id: jobs.id });
  return job!.id;
}

beforeAll(async () => {
  ({ server, browser, page: admin } = await openAdminPage('/dashboard/admin/jobs', ADMIN, USER, problems));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the jobs page', () => {
  let failedId = 0;

  it('is in the sidebar and shows the mail queue with its delivered jobs', async () => {
    const link = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' });
    expect(await link.getAttribute('href')).toBe('/dashboard/admin/jobs');
    await admin.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();

    const mail = admin.locator('[data-testid="job-queue"][data-queue="mail"]');
    await mail.waitFor();
    expect(Number(await mail.locator('[data-stat="succeeded"]').textContent())).toBeGreaterThan(0);
    expect(await mail.locator('[data-stat="failed"]').textContent()).toBe('0');

    const delivered = admin.locator('[data-testid="job-row"][data-queue="mail"][data-status="succeeded"]');
    await delivered.first().waitFor();
    expect(await delivered.first().getByTestId('job-status').textContent()).toBe('Succeeded');
    expect(await delivered.first().textContent()).toContain('finished');
  });

  it('lists the failed jobs of a queue from its failed count, each with its error', async () => {
    failedId = await failedMailJob();
    await admin.reload();
    const mail = admin.locator('[data-testid="job-queue"][data-queue="mail"]');
    const failedCount = mail.getByTestId('job-queue-failed');
    await failedCount.waitFor();
    expect(await failedCount.textContent()).toBe('1');
    await failedCount.click();
    await admin.waitForURL(/status=failed/);
    expect(new URL(admin.url()).searchParams.get('queue')).toBe('mail');
    expect(await admin.getByLabel('Status', { exact: true }).inputValue()).toBe('failed');

    const rows = admin.getByTestId('job-row');
    await admin.locator(`[data-testid="job-row"][data-job="${failedId}"]`).waitFor();
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getAttribute('data-status')).toBe('failed');
    expect(await row.getByTestId('job-attempts').textContent()).toBe('3/3');
    expect(await row.getByTestId('job-error').getAttribute('title')).toBe(BOUNCE);
    await screenshot(admin, 'admin-jobs-failed');

    // The detail: the whole error and the payload.
    await row.getByTestId('job-open').click();
    const detail = admin.getByTestId('job-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('job-detail-error').textContent()).toBe(BOUNCE);
    expect(await detail.getByTestId('job-payload').textContent()).toMatch(/^\{"emailId":\d+\}$/);
    await admin.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  });

  it('retries a failed job: a toast, the list refreshes, and the job runs and succeeds', async () => {
    const row = admin.locator(`[data-testid="job-row"][data-job="${failedId}"]`);
    await row.getByRole('button', { name: `Retry job #${failedId}` }).click();
    await admin.getByText(`Job #${failedId} is back in the mail queue.`).waitFor();
    // No longer failed: the filtered list is empty.
    await admin.getByRole('heading', { name: 'No failed jobs' }).waitFor();
    const mail = admin.locator('[data-testid="job-queue"][data-queue="mail"]');
    await mail.locator('[data-stat="failed"]').filter({ hasText: /^0$/ }).waitFor();

    await admin.getByLabel('Status', { exact: true }).selectOption('succeeded');
    await admin.waitForURL(/status=succeeded/);
    const done = admin.locator(`[data-testid="job-row"][data-job="${failedId}"][data-status="succeeded"]`);
    await done.waitFor();
    expect(await done.getByTestId('job-attempts').textContent()).toBe('1/3');
    const [stored] = await db().select().from(jobs).where(eq(jobs.id, failedId));
    expect(stored).toMatchObject({ status: 'succeeded', lastError: null });
    // Its message went out: the retry queued the e-mail again, and the job delivered it.
    const [message] = await db()
      .select()
      .from(emails)
      .where(eq(emails.id, (stored!.payload as { emailId: number }).emailId));
    expect(message).toMatchObject({ status: 'sent', error: null });
  });

  it("shows the server's refusal when the job is no longer failed (409)", async () => {
    const id = await failedMailJob();
    await admin.goto(`${server.url}/dashboard/admin/jobs?status=failed`);
    const row = admin.locator(`[data-testid="job-row"][data-job="${id}"]`);
    await row.waitFor();
    // Another admin (or another tab) retried it first: the page still shows it failed.
    await admin.waitForResponse((response) => response.url().includes('/api/admin/jobs?'));
    await db()
      .update(jobs)
      .set({ status: 'succeeded', lastError: null, finishedAt: new Date() })
      .where(eq(jobs.id, id));
    await row.getByRole('button', { name: `Retry job #${id}` }).click();
    await admin.getByText('Only a failed job can be retried (this one is succeeded)').waitFor();
  });

  it('fits a phone and keeps its contrast in the light and the dark theme', async () => {
    const id = await failedMailJob();
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        colorScheme,
        bypassCSP: true,
      });
      const { page } = await newPage(context, problems);
      await signIn(page, server.url, ADMIN.email, ADMIN.password, '/dashboard/admin/jobs?status=failed');
      await page.locator(`[data-testid="job-row"][data-job="${id}"]`).waitFor();
      await page.locator('[data-testid="job-queue"][data-queue="mail"]').waitFor();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
      const violations = await wcagViolations(page, ['color-contrast']);
      expect({ colorScheme, violations }).toEqual({ colorScheme, violations: [] });
      await screenshot(page, `admin-jobs-phone-${colorScheme}`, { fullPage: true });
      await page.locator(`[data-testid="job-row"][data-job="${id}"]`).getByTestId('job-open').click();
      await page.getByTestId('job-detail').waitFor();
      await screenshot(page, `admin-jobs-detail-${colorScheme}`);
      await context.close();
    }
  });

  it('says so when nothing matches, and ran without errors', async () => {
    await admin.goto(`${server.url}/dashboard/admin/jobs?status=running&queue=billing.clock`);
    await admin.getByRole('heading', { name: 'No running jobs' }).waitFor();
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await admin.getByTestId('job-row').first().waitFor();
    expect(problems).toEqual([]);
  });
});
