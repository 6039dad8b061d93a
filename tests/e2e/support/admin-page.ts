/**
 * What the admin pages' browser tests share: a server with an admin signed in on the page and a
 * user whose verification e-mail went out, waiting on the database, and axe's WCAG 2.1 A and AA
 * rules (every impact, not only the walk's serious and critical ones).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { jobs } from '../../../src/server/db/schema.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signIn, signUpThroughApi } from './flows.ts';
import { startServer, type TestServer } from './server.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every axe rule of WCAG 2.1 A and AA on the page as it is, or only the axe `rules` named. */
export async function wcagViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (
      result.violations as { id: string; nodes: { target: string[]; failureSummary: string }[] }[]
    ).flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`),
    );
  }, rules);
}

interface Account {
  email: string;
  password: string;
}

/**
 * A server whose `user` signed up (a `mail` job the runner delivered: the jobs' and system pages
 * have a queue to show), and a desktop browser with `admin` signed in on `path`. `problems`
 * collects the page's errors (browser.ts, newPage).
 */
export async function openAdminPage(
  path: string,
  admin: Account,
  user: Account & { name: string },
  problems: string[],
): Promise<{ server: TestServer; browser: Browser; page: Page }> {
  const server = await startServer();
  await server.createAdmin(admin.email, admin.password);
  await signUpThroughApi(server.url, user);
  const db = server.deps.database.db;
  await waitFor(async () => {
    const rows = await db.select().from(jobs).where(eq(jobs.queue, 'mail'));
    return rows.length > 0 && rows.every((row) => row.status === 'succeeded');
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page } = await newPage(context, problems);
  await signIn(page, server.url, admin.email, admin.password, path);
  await page.waitForURL(`${server.url}${path}`);
  return { server, browser, page };
}
