/**
 * What the walking tests look for on every page: console errors and uncaught errors, a document
 * wider than the window, a control or heading whose text is cut off, a button or link that
 * something else covers, and serious or critical accessibility violations (axe-core). Each
 * finding is one readable line, so a failing walk lists them all at once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

export interface PageWatch {
  /** The console errors and uncaught errors since the last call. */
  takeErrors(): string[];
  /** Resolves once no request has been in flight for `quietMs` (cheaper than networkidle's 500 ms). */
  quiet(quietMs?: number): Promise<void>;
}

/** Records console errors, uncaught errors and the requests in flight on `page`. */
export function watchPage(page: Page): PageWatch {
  let errors: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async quiet(quietMs = 150) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/**
 * Opens `url` and waits until it has settled: the network is quiet, a heading is shown (unless
 * the page has none: `heading: false`) and no loading indicator (aria-busy) is left. Returns the
 * HTTP status of the document.
 */
export async function openPage(
  page: Page,
  watch: PageWatch,
  url: string,
  { heading = true }: { heading?: boolean } = {},
): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await watch.quiet();
  // A page that has no heading would hold the walk here for the whole 10 s.
  if (heading)
    await page
      .getByRole('heading')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined); // a page without a heading is reported by axe (page-has-heading-one)
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await watch.quiet(); // what the page asked for once its data arrived (images, lazy parts)
  await page.waitForTimeout(100); // enter animations and late layout settle
  return response?.status() ?? 0;
}

/** The document is wider than the window: the page scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  const { scroll, client, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The element that reaches furthest right, to say what overflows.
    let widest = '';
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right > right + 1 && rect.width > 0) {
        right = rect.right;
        const id = element.getAttribute('data-testid');
        widest = `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${
          element.className && typeof element.className === 'string'
            ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
            : ''
        } reaches ${Math.round(rect.right)}px`;
      }
    }
    return { scroll: root.scrollWidth, client: root.clientWidth, widest };
  });
  return scroll > client + 1
    ? [`the document is ${scroll}px wide in a ${client}px window${widest ? `: ${widest}` : ''}`]
    : [];
}

/**
 * Buttons, links, labels and headings whose text does not fit and is clipped without an ellipsis
 * (an element, or a descendant, with overflow hidden or clip whose content is wider than its box).
 * Truncation with an ellipsis (Tailwind's `truncate`) and line clamps are intended and pass.
 * `scope` (a selector) limits the look to what is inside it, e.g. an open dialog.
 */
export async function cutOffText(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const found: string[] = [];
    const root = scope ? document.querySelector(scope) : document;
    if (!root) return [`no ${scope} on the page`];
    const candidates = root.querySelectorAll(
      'button, a[href], label, h1, h2, h3, h4, h5, h6, [role="button"], [role="tab"], [role="menuitem"]',
    );
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}> "${text || label || ''}"`;
    };
    for (const candidate of candidates) {
      if (!candidate.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const boxes = [candidate, ...candidate.querySelectorAll('*')];
      for (const box of boxes) {
        if (!(box instanceof HTMLElement)) continue;
        const style = getComputedStyle(box);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        // Screen-reader-only text is a 1px box on purpose.
        if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
        if (!(box.textContent ?? '').trim()) continue;
        const ellipsis = style.textOverflow === 'ellipsis';
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        const cutX = clipsX && !ellipsis && box.scrollWidth > box.clientWidth + 1;
        const cutY = clipsY && !clamped && !ellipsis && box.scrollHeight > box.clientHeight + 1;
        if (cutX || cutY) {
          found.push(
            `text cut off: ${describe(candidate)} (${cutX ? `${box.scrollWidth}px of text in ${box.clientWidth}px` : `${box.scrollHeight}px of text in ${box.clientHeight}px high`})`,
          );
          break;
        }
      }
    }
    return found;
  }, scope);
}

/**
 * Buttons and links in the window whose centre is covered by another element (what a click there
 * would hit instead). Controls scrolled out of their own scroll box are not in view and skipped.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('title');
      const id = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}> "${text || label || ''}"`;
    };
    /** The centre is inside every scroll or clip box around the element. */
    const inView = (element: Element, x: number, y: number) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const rect = parent.getBoundingClientRect();
        if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return false;
      }
      return true;
    };
    for (const element of document.querySelectorAll('button, a[href], [role="button"]')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (getComputedStyle(element).pointerEvents === 'none') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      if (!inView(element, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element === hit || element.contains(hit) || hit.contains(element)) continue;
      // A label or wrapper that forwards the click to this control is not in the way.
      if (hit instanceof HTMLLabelElement && hit.control === element) continue;
      // The page's scroll position says whether a sticky bar covers it at rest or after a scroll.
      found.push(
        `covered: ${name(element)} at (${Math.round(x)}, ${Math.round(y)}) is under ${name(hit)}, the page scrolled ${Math.round(window.scrollY)} px (focus on ${document.activeElement ? name(document.activeElement) : 'nothing'})`,
      );
    }
    return found;
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * Serious and critical axe-core violations, of every rule or only of `rules`. The context must be created with `bypassCSP: true`:
 * the server's Content-Security-Policy would refuse the injected script.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return result.violations as AxeViolation[];
  }, rules);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}${
            node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''
          }`,
      ),
    );
}
