import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { healthEndpoints, type RedisState } from '../../../shared/contracts/health.ts';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { checkRedis, HEALTH_TIMEOUT_MS, within } from './checks.ts';

// The fault tests read the timeout where the probe is.
export { HEALTH_TIMEOUT_MS } from './checks.ts';

const down = (redis: RedisState) => ({
  error: 'Database unavailable',
  success: false as const,
  code: 'service_unavailable' as const,
  data: { status: 'error' as const, database: 'error' as const, redis },
});

/**
 * GET /api/health: 200 when the database answers, 503 otherwise (also when it does not answer
 * within HEALTH_TIMEOUT_MS: a load balancer's probe must not hang on a stalled database). `redis`
 * says whether Redis answers; an outage there is reported but does not make the instance
 * unhealthy (rate limits fall back to this process; docs/decisions.md). Not rate limited. Redis errors
 * are logged once per outage by the connection itself, not by every probe.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  redis: Redis | undefined;
  timeoutMs?: number;
}> = async (app, { ping, redis, timeoutMs = HEALTH_TIMEOUT_MS }) => {
  serveRaw(
    app,
    healthEndpoints.check,
    async (call) => {
      const [database, redisStatus] = await Promise.all([
        within(ping(), timeoutMs).then(
          () => ({ up: true as const }),
          (error: unknown) => ({ up: false as const, error }),
        ),
        checkRedis(redis, timeoutMs),
      ]);
      if (!database.up) {
        call.request.log.warn({ err: database.error }, 'health check: database unreachable');
        return call.reply.code(503).send(down(redisStatus));
      }
      return {
        data: { status: 'ok' as const, database: 'ok' as const, redis: redisStatus },
        success: true as const,
      };
    },
    {
      // A caller that sends a session token has it looked up before the handler runs: with the
      // database down that fails first, and the probe must still get the health body.
      async errorHandler(error, request, reply) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(down(await checkRedis(redis, timeoutMs)));
      },
    },
  );
};
