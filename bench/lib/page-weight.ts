/**
 * What a visitor downloads to run a page: every JavaScript response Chromium receives while
 * opening it, each gzipped at level 9 (what a CDN or the server would send compressed).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageWeight {
  files: Array<{ path: string; bytes: number; gzipBytes: number }>;
  gzipBytes: number;
}

/** undefined when Chromium is not installed. */
export async function javascriptWeight(pageUrl: string): Promise<PageWeight | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<PageWeight['files'][number] | undefined>> = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const { pathname } = new URL(response.url());
      if (!/javascript/.test(type) && !/\.m?js$/.test(pathname)) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            path: pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => undefined),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 120_000 });
    const files = (await Promise.all(pending)).filter((file) => file !== undefined);
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
