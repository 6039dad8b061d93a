import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { errorBody } from '../../http/envelope.ts';

const healthy = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  success: z.literal(true),
});
const unhealthy = errorBody.extend({
  data: z.object({ status: z.literal('error'), database: z.literal('error') }),
});

const down = {
  error: 'Database unavailable',
  success: false as const,
  data: { status: 'error' as const, database: 'error' as const },
};

/** How long the database may take to answer the health check before it counts as down. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** Rejects when `work` has not settled within `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: 200 when the database answers, 503 otherwise (also when it does not answer
 * within HEALTH_TIMEOUT_MS: a load balancer's probe must not hang on a stalled database).
 * Not rate limited.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void>; timeoutMs?: number }> = async (
  app,
  { ping, timeoutMs = HEALTH_TIMEOUT_MS },
) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthy, 503: unhealthy },
      },
      // A caller that sends a session token has it looked up before the handler runs: with the
      // database down that fails first, and the probe must still get the health body.
      errorHandler(error, request, reply) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(down);
      },
    },
    async (request, reply) => {
      try {
        await within(ping(), timeoutMs);
        return { data: { status: 'ok' as const, database: 'ok' as const }, success: true as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(down);
      }
    },
  );
};
