/**
 * The dashboard's queries run side by side: when the database fails under them, the request must
 * fail with the error, and no sibling query's rejection may be left unhandled (Node ends the
 * process on an unhandled rejection). Staged with a closed database: every query fails, the way
 * they all do when PostgreSQL refuses connections after the auth guard got one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { createDashboardService } from './service.ts';

let closed: TestDatabase;
beforeAll(async () => {
  closed = await createTestDatabase();
  await closed.database.close();
});
afterAll(async () => {
  await closed?.close();
});

describe('the dashboard service when the database fails', () => {
  it('rejects with the error and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const service = createDashboardService({ db: closed.database.db });
      await expect(service.get('30d')).rejects.toThrow();
      // Node reports an unhandled rejection after the microtask queue drains.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
