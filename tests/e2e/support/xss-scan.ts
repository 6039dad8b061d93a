/**
 * How tests/e2e/xss.e2e.ts sees an injection:
 * - execution: `window.__xss(tag)` (exposed to every page and frame of the context), `alert`
 *   dialogs, and any request to evil.example (injected styles, links, bases); the contexts bypass
 *   the CSP so that it is our escaping and sanitizing that is tested, not only the CSP behind it;
 * - markup: `findInjectedMarkup` runs in the page and lists what no page of ours contains, whether
 *   or not it ran (event-handler attributes, script URLs, foreign base/object/embed/meta refresh,
 *   unsandboxed frames, scripts, styles or links that came from a payload).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface XssWatch {
  /** What ran or was fetched, e.g. "img@bt" or "dialog: img@bt" or "request: http://evil.example/". */
  hits: string[];
}

export async function watchedContext(
  browser: Browser,
  watch: XssWatch,
  options: { baseUrl: string; javaScriptEnabled?: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  if (options.javaScriptEnabled !== false) {
    await context.exposeFunction('__xss', (tag: unknown) => watch.hits.push(String(tag)));
  }
  // Nothing leaves the test server; a request to evil.example means an injected style/link/base.
  await context.route(
    (url) => !url.href.startsWith(options.baseUrl),
    (route) => {
      const url = route.request().url();
      if (/evil\.example/i.test(url)) watch.hits.push(`request: ${url}`);
      return route.abort();
    },
  );
  context.on('page', (page) => watchPage(page, watch));
  return context;
}

function watchPage(page: Page, watch: XssWatch) {
  page.setDefaultTimeout(15_000);
  page.on('dialog', (dialog) => {
    watch.hits.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

/** Runs in the page (self-contained): a description of each piece of injected markup. */
export function findInjectedMarkup(): string[] {
  const findings: string[] = [];
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'srcdoc',
  ]);
  // Browsers drop whitespace and control characters inside a scheme ("java\tscript:").
  const scriptUrl = (url: string) =>
    /^(javascript|vbscript|data:text\/html)/i.test(
      Array.from(url)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join(''),
    );
  const payloadish = /__xss|evil\.example/i;
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const attributesOf = (element: Element) =>
    Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`).join(' ');
  const walk = (root: Document | ShadowRoot) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.localName;
      const sandbox = element.getAttribute('sandbox');
      const sandboxedFrame = tag === 'iframe' && sandbox !== null && !/allow-scripts/i.test(sandbox);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) findings.push(`event handler "${name}": ${describe(element)}`);
        if (urlAttributes.has(name) && !sandboxedFrame && scriptUrl(attribute.value))
          findings.push(`script URL in ${name}: ${describe(element)}`);
        if (urlAttributes.has(name) && !sandboxedFrame && /evil\.example/i.test(attribute.value))
          findings.push(`foreign URL in ${name}: ${describe(element)}`);
      }
      if (['base', 'object', 'embed', 'frame', 'frameset', 'applet'].includes(tag))
        findings.push(`<${tag}>: ${describe(element)}`);
      if (
        tag === 'meta' &&
        element.hasAttribute('http-equiv') &&
        /refresh/i.test(element.getAttribute('http-equiv')!)
      )
        findings.push(`meta refresh: ${describe(element)}`);
      if (tag === 'iframe' && !sandboxedFrame && payloadish.test(attributesOf(element)))
        findings.push(`unsandboxed frame: ${describe(element)}`);
      // A server-rendered page's data (its API answers, its JSON-LD) is JSON that never runs; a
      // literal "<" in it would mean a payload could have closed the element early.
      const inertData =
        tag === 'script' &&
        /^application\/(ld\+)?json$/i.test(element.getAttribute('type') ?? '') &&
        !(element.textContent ?? '').includes('<');
      if (
        (tag === 'script' || tag === 'style') &&
        !inertData &&
        payloadish.test(`${attributesOf(element)} ${element.textContent ?? ''}`)
      )
        findings.push(`<${tag}> from a payload: ${describe(element)}`);
      // React preloads a rendered <img>'s source: an image fetch, whatever its (escaped) address.
      const imagePreload =
        tag === 'link' && element.getAttribute('rel') === 'preload' && element.getAttribute('as') === 'image';
      if (tag === 'link' && !imagePreload && payloadish.test(attributesOf(element)))
        findings.push(`<link>: ${describe(element)}`);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return findings;
}
