import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page of every context waits, after each navigation, for the app to run (see waitsForApp),
  // unless JavaScript is off: then the app never runs, and each navigation would wait out the 15 s.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitsForApp);
    return context;
  };
  const newBrowserPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newBrowserPage(options);
    if (options?.javaScriptEnabled !== false) waitsForApp(page);
    return page;
  };
  return browser;
}

/**
 * A server-rendered page shows before its script runs, and a click then does nothing: as a person
 * would wait for a page to respond, `goto`, `reload`, `goBack` and `goForward` return once the app
 * marks <html data-ready> (src/web/app-root.tsx), for an HTML page of ours.
 */
function waitsForApp(page: Page): void {
  const ready = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (!response?.headers()['content-type']?.startsWith('text/html')) return response;
    await page
      .locator('html[data-ready]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    return response;
  };
  const { goto, reload, goBack, goForward } = page;
  page.goto = async (...args) => ready(await goto.apply(page, args));
  page.reload = async (...args) => ready(await reload.apply(page, args));
  page.goBack = async (...args) => ready(await goBack.apply(page, args));
  page.goForward = async (...args) => ready(await goForward.apply(page, args));
}

/**
 * A page that records what must never happen: uncaught errors and Content-Security-Policy
 * violations (the server's CSP forbids inline scripts, eval and foreign origins).
 */
export async function newPage(
  context: BrowserContext,
  problems: string[] = [],
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy/i.test(text)) problems.push(`CSP: ${text}`);
  });
  return { page, problems };
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(300); // let enter animations (dialogs, sheets, toasts) settle
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** Widest the document gets; more than the viewport means something overflows sideways. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
