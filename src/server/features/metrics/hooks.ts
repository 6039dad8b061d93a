/**
 * Counts every answered request. onResponse, after the answer has left: nothing is added to the
 * request's own time. The route label is the matched route's template (`/api/admin/users/:id`),
 * never the URL, so ids and made-up paths cannot multiply the series.
 */
import type { FastifyInstance } from 'fastify';
import type { Instruments } from './instruments.ts';

export function registerRequestMetrics(app: FastifyInstance, instruments: Instruments): void {
  app.addHook('onResponse', (request, reply, done) => {
    // routeOptions.url is undefined when no route matched (the 404 handler answered).
    instruments.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
