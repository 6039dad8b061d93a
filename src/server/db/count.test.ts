import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { countUpTo } from './count.ts';
import { securityLogs } from './schema.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.db.insert(securityLogs).values(
    Array.from({ length: 30 }, (_, index) => ({
      eventType: index % 2 ? 'user_login' : 'login_failed',
      eventCategory: 'authentication',
      severity: 'low',
      description: `entry ${index}`,
    })),
  );
});
afterAll(async () => {
  await testDb?.close();
});

describe('countUpTo', () => {
  it('counts exactly up to the cap, with or without a filter', async () => {
    const db = testDb.database.db;
    expect(await countUpTo(db, securityLogs, undefined, 100)).toEqual({ total: 30, estimated: false });
    expect(await countUpTo(db, securityLogs, eq(securityLogs.eventType, 'user_login'), 100)).toEqual({
      total: 15,
      estimated: false,
    });
    expect(await countUpTo(db, securityLogs, undefined, 30)).toEqual({ total: 30, estimated: false });
  });

  it('switches to an estimate, never below the cap, past it', async () => {
    const result = await countUpTo(testDb.database.db, securityLogs, undefined, 10);
    expect(result.estimated).toBe(true);
    expect(result.total).toBeGreaterThanOrEqual(11);
  });
});
