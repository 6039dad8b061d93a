import { defineConfig } from 'vitest/config';
import { e2eWebDist } from './tests/e2e/support/web-dist.ts';

// Refuse, before anything runs, a build folder that is not the tests' own: the build empties it.
e2eWebDist();

// What only looks at what the browser shows (the page walks, contrast, layout at each width, the
// e-mails' layout, the JavaScript budget) does not change with the database: .ci/run sets
// E2E_SKIP_WALKS on its PostgreSQL pass, which then runs only what the database can change.
const viewOnly = [
  'tests/e2e/walk.e2e.ts',
  'tests/e2e/pseudo-language.e2e.ts',
  'tests/e2e/a11y.e2e.ts',
  'tests/e2e/layout.e2e.ts',
  'tests/e2e/email-layout.e2e.ts',
  'tests/e2e/page-weight.e2e.ts',
];

// Browser tests: the real server (built web app, private database, local outbox) driven by
// Debian's Chromium through playwright-core. Each file starts its own server on a free port with
// its own database, so two files run side by side: a browser test mostly waits (for a page, the
// server, a network quiet), and on a two-core CI machine two at once took the pass from about
// 20 to 9 minutes.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    exclude: process.env.E2E_SKIP_WALKS ? viewOnly : [],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // Each file imported the server and playwright-core afresh (import 236 s of a PGlite pass); a
    // worker now imports them once (20 s). Each file still starts its own server, database and
    // browser, and the server keeps no state in its modules (see vitest.config.ts).
    // Not on PostgreSQL + Redis (see vitest.config.ts): that pass keeps a registry per file.
    isolate: Boolean(process.env.TEST_DATABASE_URL),
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
