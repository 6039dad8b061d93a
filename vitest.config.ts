import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine,
    // idle whenever a test waits on PostgreSQL, a timer or a password hash. Three keep it busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
