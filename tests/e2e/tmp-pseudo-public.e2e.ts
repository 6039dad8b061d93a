import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SCAN = `(() => {
  const out = [];
  const skip = (el) => el.closest('[translate="no"],[data-content],script,style,code,pre');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.textContent.trim();
    if (!/[A-Za-z]{3,}/.test(text)) continue;
    if (skip(node.parentElement)) continue;
    if (/[àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋ]/.test(text)) continue;
    out.push('TEXT ' + text.slice(0, 80));
  }
  for (const el of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
    for (const a of ['aria-label', 'placeholder', 'title']) {
      const v = el.getAttribute(a);
      if (v && /[A-Za-z]{3,}/.test(v) && !/[àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋ]/.test(v) && !skip(el)) out.push(a + ' ' + v);
    }
  }
  return out;
})()`;

it('scans', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await newPage(context, []);
  for (const path of ['/', '/pricing', '/contact', '/waitlist', '/faq', '/changelog', '/no-such-page']) {
    await page.goto(`${server.url}${path}?locale=en-XA`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(800);
    console.log(path, JSON.stringify(await page.evaluate(SCAN), null, 1));
  }
  await page.goto(`${server.url}/contact?locale=en-XA`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByTestId('feedback-button').click();
  await page.getByTestId('feedback-dialog').waitFor();
  await page.getByTestId('feedback-dialog').getByRole('button').last().click();
  await page.waitForTimeout(500);
  console.log('feedback', JSON.stringify(await page.evaluate(SCAN), null, 1));
  await page.screenshot({ path: 'test-results/pseudo-feedback.png' });
  await page.keyboard.press('Escape');
  for (const locale of ['de', 'fr', 'es']) {
    await page.goto(`${server.url}/pricing?locale=${locale}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `test-results/pricing-${locale}.png`, fullPage: true });
    await page.goto(`${server.url}/?locale=${locale}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `test-results/home-${locale}.png`, fullPage: true });
  }
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const { page: p2 } = await newPage(phone, []);
  await p2.goto(`${server.url}/?locale=en-XA`);
  await p2.getByRole('button', { name: /Öþéñ/ }).click();
  await p2.getByRole('dialog').waitFor();
  await p2.waitForTimeout(500);
  console.log('mobile', JSON.stringify(await p2.evaluate(SCAN), null, 1));
}, 120_000);
