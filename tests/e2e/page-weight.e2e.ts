/**
 * The public blog's JavaScript budget (issue #10): what a visitor's browser downloads for /blog
 * and for a post, every JavaScript response gzipped at level 9, stays under 150 kB. A new eager
 * import in the web app's entry (a chart, a form library, a whole icon set) fails here;
 * `npx tsx scripts/measure-page-js.ts --files` shows where the bytes go.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/server/seed/seed.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

const BUDGET_BYTES = 150 * 1024;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  await seedDemoContent(server.deps.database.db);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function javaScriptOf(path: string): Promise<{ files: number; gzipped: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Array<Promise<Buffer>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    return {
      files: files.length,
      gzipped: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await context.close();
  }
}

describe('page weight', () => {
  it('keeps the blog list and a post under 150 kB of gzipped JavaScript', async () => {
    const posts = await fetch(`${server.url}/api/blog?limit=1`).then((response) => response.json());
    const slug = (posts as { data: { posts: Array<{ slug: string }> } }).data.posts[0]!.slug;
    for (const path of ['/blog', `/blog/${slug}`]) {
      const { files, gzipped } = await javaScriptOf(path);
      expect(files, path).toBeGreaterThan(0);
      expect(gzipped, `${path}: ${(gzipped / 1024).toFixed(1)} kB gzipped`).toBeLessThan(BUDGET_BYTES);
    }
  });
});
