/**
 * GET /metrics, for Prometheus: answered only with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured every request is a 404, and with one, so is a request that sends no
 * Authorization header at all: the same answer, so a scanner cannot tell whether metrics are on.
 * A wrong token is a 401 in the envelope. Not rate limited (the limits cover /api): the token is
 * long (config.ts) and compared in constant time (token.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { metricsEndpoints } from '../../../shared/contracts/metrics.ts';
import { AppError } from '../../core/errors.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import type { Scrape } from './scrape.ts';
import { bearerTokenCheck } from './token.ts';

/** `undefined` while METRICS_TOKEN is unset. */
export type MetricsSource = { token: string; scrape: Scrape } | undefined;

export const metricsRoutes: FastifyPluginAsync<{ source: MetricsSource }> = async (app, { source }) => {
  const check = source ? bearerTokenCheck(source.token) : () => 'missing' as const;
  serveRaw(app, metricsEndpoints.scrape, async ({ request, reply }) => {
    const verdict = check(request.headers.authorization);
    if (verdict === 'missing' || !source) throw new AppError('NOT_FOUND', 'Not Found');
    if (verdict === 'wrong') {
      request.log.warn('metrics: refused a wrong token');
      throw new AppError('UNAUTHORIZED', 'Invalid metrics token', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const body = await source.scrape(request.log);
    return reply.type(source.scrape.contentType).header('cache-control', 'no-store').send(body);
  });
};
