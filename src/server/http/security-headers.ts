/**
 * Security headers on every response, by helmet (CSP, HSTS, nosniff, frame and referrer policies…).
 * The middleware is built once, here: @fastify/helmet rebuilds it — parsing every CSP directive —
 * on each request, which cost about 5 % of a cached blog read in the benchmark.
 *
 * HSTS (`max-age=31536000; includeSubDomains`, helmet's default) only when BASE_URL is https: it
 * tells browsers to refuse plain http to the host and its subdomains for a year, a promise a
 * service published over http (a local run, an internal host) cannot keep.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    baseUrl: string;
    helmet: Pick<HelmetOptions, 'contentSecurityPolicy' | 'crossOriginEmbedderPolicy'>;
  },
): void {
  const https = new URL(options.baseUrl).protocol === 'https:';
  const setHeaders = helmet({ ...options.helmet, strictTransportSecurity: https });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
