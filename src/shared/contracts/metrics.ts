/**
 * The Prometheus scrape endpoint (GET /metrics, features/metrics). Outside /api, so, like the
 * pages, public to the access guard and hidden from the API reference: the route checks its own
 * caller, `Authorization: Bearer <METRICS_TOKEN>` (docs/api.md, "Metrics"), and exists only
 * while METRICS_TOKEN is set.
 */
import { endpoints } from './endpoint.ts';

export const metricsEndpoints = endpoints(
  { access: 'public', tags: ['operations'] },
  {
    scrape: {
      method: 'GET',
      path: '/metrics',
      summary: 'Prometheus metrics (Authorization: Bearer <METRICS_TOKEN>)',
      produces: ['text/plain'],
      hide: true,
      raw: true,
    },
  },
);
