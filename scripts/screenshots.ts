/**
 * The README's screenshots: the blog list, a post, the account page and an admin's view of a
 * user, on a phone (390×844) and a desktop (1366×768), into docs/screenshots/*.png. Starts the
 * real server with the walking tests' seeded data (tests/e2e/support/walk), so the pictures show
 * the demo content. Builds the web app into test-results/e2e-web first when it is missing.
 *
 *   npx tsx scripts/screenshots.ts
 *
 * Only the window is captured (no full-page shots), which keeps each file small.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPage, watchPage } from '../tests/e2e/support/walk/checks.ts';
import type { Role } from '../tests/e2e/support/walk/pages.ts';
import { startWalker, VIEWPORTS, type ViewportName } from '../tests/e2e/support/walk/walker.ts';

const OUT_DIR = path.resolve('docs/screenshots');

const walker = await startWalker();
const shots: { name: string; role: Role; path: string }[] = [
  { name: 'blog-list', role: 'visitor', path: '/blog' },
  { name: 'blog-post', role: 'visitor', path: `/blog/${walker.data.postSlug}` },
  { name: 'account', role: 'user', path: '/account' },
  {
    name: 'admin-user-details',
    role: 'admin',
    path: `/dashboard/admin/user-management?user=${walker.data.userId}`,
  },
];

try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const shot of shots) {
      const context = await walker.context(shot.role, viewport, 'light');
      const page = await context.newPage();
      await openPage(page, watchPage(page), `${walker.server.url}${shot.path}`);
      await page.waitForTimeout(300); // the details sheet slides in
      const file = path.join(OUT_DIR, `${shot.name}-${viewport}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await context.close();
      console.log(`${path.relative(process.cwd(), file)}  ${(statSync(file).size / 1024).toFixed(0)} kB`);
    }
  }
} finally {
  await walker.close();
}
