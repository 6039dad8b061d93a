/**
 * The pseudo-language walk (issue #18): every page of the walk (support/walk/pages.ts), as a
 * visitor, a user and an admin, on a phone (390×844) in en-XA, where every catalog message is
 * bracketed, accented and a third longer. A visible text without those marks never came from a
 * catalog; a button or heading that cuts the longer words, or a page that scrolls sideways, will
 * not fit German or French either. One failure per role lists every offending text by page.
 * Dialogs, menus and a toast get the same look on a phone and a desktop (support/walk/overlays.ts).
 *
 * Like the walk, it runs once per CI run (E2E_SKIP_WALKS skips it on the second database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_PARAM, PSEUDO_LOCALE } from '../../src/shared/i18n/locales.ts';
import { cutOffText, horizontalOverflow, openPage, watchPage } from './support/walk/checks.ts';
import { overlayFindings } from './support/walk/overlays.ts';
import { pagesFor, type Role } from './support/walk/pages.ts';
import { untranslatedTexts } from './support/walk/untranslated.ts';
import { startWalker, type Walker } from './support/walk/walker.ts';

/** Only these pages, when set (comma-separated paths): to look at one page while translating it. */
const ONLY = process.env.PSEUDO_WALK_PAGES?.split(',').filter(Boolean);
/** Only the text inside this selector, when set (e.g. "main": a page's own content, not the shell). */
const SCOPE = process.env.PSEUDO_WALK_SCOPE || 'body';

describe.skipIf(process.env.E2E_SKIP_WALKS)('the app in the pseudo-language', () => {
  let walker: Walker;

  beforeAll(async () => {
    walker = await startWalker();
  });

  afterAll(async () => {
    await walker?.close();
  });

  for (const role of ['visitor', 'user', 'admin'] as Role[]) {
    it(`shows only catalog text to ${role === 'admin' ? 'an' : 'a'} ${role}, and it fits a phone`, async () => {
      const context = await walker.context(role, 'phone', 'light');
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const watch = watchPage(page);
      const report: string[] = [];
      let first = true;
      try {
        const pages = pagesFor(role, walker.data).filter((walked) => !ONLY || ONLY.includes(walked.path));
        for (const walked of pages) {
          // The first load picks the language; the app keeps it in a cookie for the next ones.
          const url = new URL(walked.path, walker.server.url);
          if (first) url.searchParams.set(LANGUAGE_PARAM, PSEUDO_LOCALE);
          first = false;
          await openPage(page, watch, url.href, walked);
          watch.takeErrors();
          const found = [
            ...(await untranslatedTexts(page, SCOPE)).map((text) => `untranslated: ${text}`),
            ...(await horizontalOverflow(page)),
            ...(await cutOffText(page)),
          ];
          if (found.length) {
            report.push(
              `${walked.path} (${walked.name}), ${found.length}:`,
              ...found.map((line) => `  ${line}`),
            );
          }
        }
      } finally {
        await context.close();
      }
      expect(report, `in ${PSEUDO_LOCALE} as ${role}:\n${report.join('\n')}\n`).toEqual([]);
    }, 300_000);
  }

  // What opens over the pages (support/walk/overlays.ts): dialogs, menus and a toast, on both sizes.
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows only catalog text in dialogs, menus and toasts, and they fit a ${viewport}`, async () => {
      const findings = await overlayFindings(walker, viewport, PSEUDO_LOCALE);
      expect(findings, `in ${PSEUDO_LOCALE} on a ${viewport}:\n${findings.join('\n')}\n`).toEqual([]);
    }, 120_000);
  }
});
