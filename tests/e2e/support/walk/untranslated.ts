/**
 * Text on a page that never went through a catalog, read in the pseudo-language (en-XA, see
 * src/web/i18n/pseudo.ts): there every catalog message is bracketed and its letters accented, so
 * a visible text with letters but neither is hard-coded. Names, identifiers and user-written
 * content are marked so they are skipped (translate="no", data-content), as are code, inputs'
 * values and icons.
 */
import type { Page } from 'playwright-core';
import { pseudoText } from '../../../../src/web/i18n/pseudo.ts';

/** Where text is not the app's to translate. */
const SKIPPED = '[translate="no"], [data-content], time, code, pre, svg, script, style, noscript, textarea';

/**
 * What Intl formatters write (dates, times, amounts: "Nov 24, 2026, 2:26 PM", "$48.2K", "Oct 27"):
 * the pseudo-language formats them as English, and they come from no catalog.
 */
const FORMATTED = String.raw`^(?:[\d\s.,:%$€£+\-–/()]|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b|(?<=\d)[KMB]\b)+$`;

/** What a pseudo-localized message contains: an accented letter or one of its brackets. */
const MARKS = `[]${pseudoText('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ').replace(/~+$/, '')}`;

/** Every untranslated text (and aria-label, placeholder, title) in `scope` (a selector), once each. */
export async function untranslatedTexts(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ skipped, marks, scope, formattedPattern }) => {
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope} on the page`];
      const found = new Set<string>();
      const hasLetter = /\p{L}/u;
      const formatted = new RegExp(formattedPattern, 'u');
      const isMarked = (text: string) => Array.from(text).some((char) => marks.includes(char));
      const where = (element: Element) => {
        const id = element.getAttribute('data-testid');
        return `<${element.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}>`;
      };
      const check = (text: string, element: Element, what: string) => {
        const trimmed = text.replace(/\s+/g, ' ').trim();
        if (!trimmed || !hasLetter.test(trimmed) || isMarked(trimmed) || formatted.test(trimmed)) return;
        found.add(`${what}"${trimmed.slice(0, 80)}" in ${where(element)}`);
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skipped)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        check(node.textContent ?? '', parent, '');
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (element.closest(skipped)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(attribute);
          if (value) check(value, element, `${attribute}=`);
        }
      }
      return [...found];
    },
    { skipped: SKIPPED, marks: MARKS, scope, formattedPattern: FORMATTED },
  );
}
