import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine,
    // idle whenever a test waits on PostgreSQL, a timer or a password hash. Three keep it busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
