/**
 * How much JavaScript a page of the web app makes the browser download: builds the web app into
 * test-results/web-size (production mode), starts the real server on it with the demo content,
 * opens each page in headless Chromium and adds up every JavaScript response, raw and gzip -9.
 *
 *   npx tsx scripts/measure-page-js.ts                # /, /pricing, /blog, a post, the admin dashboard
 *   npx tsx scripts/measure-page-js.ts /blog          # one page
 *   npx tsx scripts/measure-page-js.ts /blog --max-kb=150 --files --no-build
 *
 * Pages under /dashboard and /account are opened signed in as an admin, the others as a visitor.
 * `--max-kb=N` exits with 1 when a page needs more than N kB gzipped; `--files` lists every file;
 * `--no-build` reuses the last build; `--dist=<folder>` measures another build (of an older commit,
 * say) instead.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { seedDemoContent } from '../src/server/seed/seed.ts';
import { startTestServer } from '../src/server/testing/server.ts';

const DEFAULT_DIST = path.resolve('test-results/web-size');
const ADMIN = { email: 'size-admin@example.com', password: 'size-admin-password-1' };
const DEFAULT_PATHS = ['/', '/pricing', '/blog', '/blog/welcome-to-the-saas-starter', '/dashboard/admin'];

interface FileSize {
  url: string;
  raw: number;
  gzip: number;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
const maxKb = flag('max-kb') ? Number(flag('max-kb')?.split('=')[1]) : undefined;
const paths = args.filter((arg) => !arg.startsWith('--'));
const dist = flag('dist') ? path.resolve(flag('dist')?.split('=')[1] ?? '') : DEFAULT_DIST;

function build() {
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  // An absolute outDir: Vite resolves a relative one from its root (src/web).
  execFileSync(
    process.execPath,
    [viteBin, 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

async function measure(browser: Browser, baseUrl: string, pagePath: string): Promise<FileSize[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (/^\/(dashboard|account)(\/|$)/.test(pagePath)) {
      const response = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
        data: ADMIN,
        headers: { origin: baseUrl },
      });
      if (!response.ok()) throw new Error(`Signing in failed: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    const pending: Promise<FileSize | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type)) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
    // "networkidle" alone comes too early on a busy machine (no request while the entry script
    // runs): wait for the page's heading, then until no new script has come for two seconds
    // (lazy chunks that follow the page's data, like the dashboard's charts).
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => console.warn(`${pagePath}: no <h1> after 20 s`));
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
    }
    const files = (await Promise.all(pending)).filter((file): file is FileSize => file !== null);
    return [...new Map(files.map((file) => [file.url, file])).values()];
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  if (!flag('no-build') && !flag('dist')) build();
  const server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let overBudget = false;
  try {
    await server.createAdmin(ADMIN.email, ADMIN.password);
    await seedDemoContent(server.deps.database.db);
    console.log(
      `${'page'.padEnd(44)} ${'files'.padStart(5)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`,
    );
    for (const pagePath of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const files = await measure(browser, server.url, pagePath);
      const raw = files.reduce((sum, file) => sum + file.raw, 0);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const over = maxKb !== undefined && gzip > maxKb * 1000;
      overBudget ||= over;
      console.log(
        `${pagePath.padEnd(44)} ${String(files.length).padStart(5)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(8)}${over ? `  over ${maxKb} kB` : ''}`,
      );
      if (flag('files')) {
        for (const file of files.sort((a, b) => b.gzip - a.gzip))
          console.log(
            `  ${new URL(file.url).pathname.padEnd(42)} ${''.padStart(5)} ${kb(file.raw).padStart(8)} ${kb(file.gzip).padStart(8)}`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (overBudget) process.exitCode = 1;
}

await main();
