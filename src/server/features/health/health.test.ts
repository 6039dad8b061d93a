import { describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { freePort } from '../../testing/ports.ts';

const health = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: response.statusCode, body: json(response) };
};
const up = (redis: string) => ({
  status: 200,
  body: { data: { status: 'ok', database: 'ok', redis }, success: true },
});

describe('GET /api/health', () => {
  it('says redis "off" without REDIS_URL, and names both when the database is down (503)', async () => {
    const t = await createTestApp({ REDIS_URL: '' });
    try {
      expect(await health(t)).toEqual(up('off'));
      await t.deps.database.close();
      expect(await health(t)).toEqual({
        status: 503,
        body: {
          error: 'Database unavailable',
          success: false,
          code: 'service_unavailable',
          data: { status: 'error', database: 'error', redis: 'off' },
        },
      });
    } finally {
      await t.close().catch(() => {});
    }
  });

  it('says redis "down" and still answers 200 when Redis cannot be reached (degraded, not down)', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      expect(await health(t)).toEqual(up('down'));
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('follows Redis going away and coming back', async () => {
    const t = await createTestApp();
    const redis = t.deps.redis!;
    try {
      expect(await health(t)).toEqual(up('ok'));
      redis.disconnect();
      while (redis.status !== 'end') await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await health(t)).toEqual(up('down'));
      await redis.connect();
      expect(await health(t)).toEqual(up('ok'));
    } finally {
      await t.close();
    }
  });
});
