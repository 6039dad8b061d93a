/**
 * Colour contrast (WCAG AA, axe-core's color-contrast rule) on the public pages as a visitor and
 * the admin and account pages as the admin, in the light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const VISITOR_PAGES = ['/', '/pricing', '/changelog'];
const ADMIN_PAGES = [
  '/dashboard/admin',
  '/dashboard/admin/user-management',
  '/dashboard/admin/blog',
  '/dashboard/admin/email-templates',
  '/dashboard/admin/jobs',
  '/dashboard/admin/system',
  '/account',
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await server.createAdmin(ADMIN.email, ADMIN.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function contrastViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading').first().waitFor();
  await page.waitForTimeout(300);
  // bypassCSP lets the page run the injected axe-core source.
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({ runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations as { id: string; nodes: { target: string[]; failureSummary: string }[] }[];
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${path} ${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`),
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`colour contrast, ${colorScheme}`, () => {
    it('as a visitor', async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme,
        bypassCSP: true,
      });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of VISITOR_PAGES) found.push(...(await contrastViolations(page, path)));
      await context.close();
      expect(found).toEqual([]);
    });

    it('as the admin', async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme,
        bypassCSP: true,
      });
      const page = await context.newPage();
      await signIn(page, server.url, ADMIN.email, ADMIN.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      const found: string[] = [];
      for (const path of ADMIN_PAGES) found.push(...(await contrastViolations(page, path)));
      await context.close();
      expect(found).toEqual([]);
    });
  });
}
