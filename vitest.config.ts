import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Test files whose outcome TEST_DATABASE_URL and TEST_REDIS_URL cannot change: the web app's and
 * the shared code's, the lint and docs checks, and the real process on its own embedded data
 * folder (main.test.ts). .ci/run sets TEST_SKIP_DATABASE_INDEPENDENT on its PostgreSQL pass,
 * which then runs only what the database can change: these ran in the first pass. Files that
 * are partly independent skip that part themselves (tests/faults/data-folder-lock.test.ts,
 * tests/faults/database-startup.test.ts).
 */
const skipDatabaseIndependent = Boolean(process.env.TEST_SKIP_DATABASE_INDEPENDENT);
const databaseIndependentServerFiles = ['src/server/main.test.ts', 'tests/lint/**', 'tests/docs/**'];

export default defineConfig({
  // The web app's aliases (vite.config.ts), for the web modules that unit tests import.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./src/web')}/` },
      // The contracts as they are (the web build reduces them to methods and paths: vite-endpoints.ts).
      { find: /^@shared\/endpoints\//, replacement: `${fromRoot('./src/shared/contracts')}/` },
      { find: /^@shared\//, replacement: `${fromRoot('./src/shared')}/` },
    ],
  },
  test: {
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine,
    // idle whenever a test waits on PostgreSQL, a timer or a password hash. Three keep it busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(skipDatabaseIndependent ? databaseIndependentServerFiles : []),
          ],
          // A server test file imports the whole app (3-4 s each, 570 s of a 14-minute pass here);
          // without a fresh module registry per file a worker imports it once. Safe because the
          // server keeps no state in its modules: each test file builds its own app on its own
          // database, and what modules cache is keyed by that app's database (WeakMaps). Pass
          // measured here (PGlite, 121 files, a busy machine): 839 -> 524 s, CPU 19.3 -> 10.2 min.
          // Not on PostgreSQL + Redis: there two files failed when shared (a query count, a
          // blog ETag), Redis and the server's shared reads outliving a file; until that is
          // found, that pass keeps a fresh registry per file.
          isolate: Boolean(process.env.TEST_DATABASE_URL),
        },
      },
      ...(skipDatabaseIndependent
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'web',
                // The web app's modules hold the page's state (the i18n store's language, the API
                // client's handlers), which each test file sets up afresh: isolated, as by default.
                include: ['src/web/**/*.test.ts', 'src/shared/**/*.test.ts'],
              },
            },
          ]),
    ],
  },
});
