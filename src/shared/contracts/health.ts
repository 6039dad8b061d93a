/**
 * The health probe (GET /api/health): its own body, not the envelope, so a load balancer reads
 * `status` on either answer. 200 when the database answers, 503 otherwise; Redis down is degraded,
 * not unhealthy (still 200).
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { errorBody } from './error-body.ts';

/** `off`: no REDIS_URL. `down` is degraded, not unhealthy: limits are then counted per instance. */
export const redisState = z.enum(['ok', 'down', 'off']);
export type RedisState = z.infer<typeof redisState>;

const healthy = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('ok'), redis: redisState }),
  success: z.literal(true),
});
const unhealthy = errorBody.extend({
  data: z.object({ status: z.literal('error'), database: z.literal('error'), redis: redisState }),
});

export const healthEndpoints = endpoints(
  { access: 'public', tags: ['health'] },
  {
    check: {
      method: 'GET',
      path: '/api/health',
      summary: 'Liveness, database and Redis check (Redis down is degraded: still 200)',
      responses: { 200: healthy, 503: unhealthy },
      raw: true,
    },
  },
);
