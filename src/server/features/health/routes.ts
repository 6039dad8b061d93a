import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/envelope.ts';

const healthy = z.object({
  data: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  success: z.literal(true),
});
const unhealthy = errorBody.extend({
  data: z.object({ status: z.literal('error'), database: z.literal('error') }),
});

/** GET /api/health: 200 when the database answers, 503 otherwise. Not rate limited. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthy, 503: unhealthy },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { data: { status: 'ok' as const, database: 'ok' as const }, success: true as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({
          error: 'Database unavailable',
          success: false as const,
          data: { status: 'error' as const, database: 'error' as const },
        });
      }
    },
  );
};
