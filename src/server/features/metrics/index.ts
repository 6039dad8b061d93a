/**
 * Metrics' public entry (issue #34, docs/architecture.md "Operations"). Only with METRICS_TOKEN,
 * `createMetrics` builds this instance's registry and the observers app.ts hands the job runner,
 * the mailer and the webhook deliveries. `registerMetrics` adds GET /metrics, and the request
 * hook when there are metrics: without the token nothing is measured and /metrics answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerRequestMetrics } from './hooks.ts';
import type { Instruments } from './instruments.ts';
import { metricsRoutes } from './routes.ts';
import { createScrape } from './scrape.ts';

export interface Metrics {
  observers: Instruments['observers'];
  instruments: Instruments;
  database: Database;
  token: string;
}

/** `token`: METRICS_TOKEN, the bearer token a scrape must send. */
export async function createMetrics(database: Database, token: string): Promise<Metrics> {
  // prom-client is loaded only when metrics are on: about 60 ms and 13 MB at start-up otherwise.
  const { createInstruments } = await import('./instruments.ts');
  const instruments = createInstruments({ pool: database.kind === 'postgres' });
  return { observers: instruments.observers, instruments, database, token };
}

export async function registerMetrics(app: FastifyInstance, metrics: Metrics | undefined): Promise<void> {
  if (metrics) registerRequestMetrics(app, metrics.instruments);
  await app.register(metricsRoutes, {
    source: metrics && {
      token: metrics.token,
      scrape: createScrape(metrics.instruments, metrics.database),
    },
  });
}
