/**
 * Every built-in e-mail, in every language, rendered with its sample variables (and a real-length
 * link), fits a 320 px wide screen: nothing overflows sideways and the footer is on screen, not
 * cut off. (German words are long: "E-Mail-Adresse bestätigen" on a button.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_VARIABLES } from '../../src/server/mail/built-in/variables.ts';
import { builtInTemplates } from '../../src/server/mail/built-in-templates.ts';
import { renderTemplate } from '../../src/server/mail/render.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { launchBrowser } from './support/browser.ts';

/** As long as a real verification link (a signed JWT in the query). */
const LONG_URL = `https://example.com/verify-email?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(16)}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('built-in e-mails at 320 px', () => {
  for (const template of LOCALES.flatMap((locale) =>
    builtInTemplates(locale).map((t) => ({ ...t, locale })),
  )) {
    it(`${template.key} (${template.locale}): no sideways overflow, the footer is visible`, async () => {
      const variables = [...template.variables, ...GLOBAL_VARIABLES];
      const values = Object.fromEntries(
        variables.map((variable) => [variable.name, variable.name === 'url' ? LONG_URL : variable.sample]),
      );
      const { html } = renderTemplate(
        template,
        values,
        variables.map((variable) => variable.name),
      );
      await page.setContent(html);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      const footer = page.getByText(/© 2026 SaaS Starter/);
      await footer.scrollIntoViewIfNeeded();
      const box = await footer.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width.client);
    });
  }
});
