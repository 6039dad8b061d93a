import { defineConfig } from 'vitest/config';
import { e2eWebDist } from './tests/e2e/support/web-dist.ts';

// Refuse, before anything runs, a build folder that is not the tests' own: the build empties it.
e2eWebDist();

// Browser tests: the real server (built web app, private database, local outbox) driven by
// Debian's Chromium through playwright-core. One file at a time: each starts its own server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
