/** GET /api/admin/security-logs: the log (paged, filtered), its event types and its CSV export. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logFilters, logListQuery, logListResponse } from '../../../shared/contracts/security-logs.ts';
import { routeKit } from '../../http/route-kit.ts';
import { securityEvents } from '../../http/security-log.ts';
import type { SecurityLogService } from './service.ts';

export const securityLogRoutes: FastifyPluginAsyncZod<{ service: SecurityLogService }> = async (
  app,
  { service },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: security logs'] });

  admin.get(
    '/',
    {
      summary: 'Security log, newest first, with filters',
      querystring: logListQuery,
      response: logListResponse,
    },
    (call) => service.list(call.query),
  );

  admin.get(
    '/event-types',
    {
      summary: 'Every event type the service records',
      response: z.object({ eventTypes: z.array(z.string()) }),
    },
    async () => ({ eventTypes: Object.keys(securityEvents).sort() }),
  );

  admin.csv(
    '/export',
    {
      summary: 'The filtered security log as a CSV file (not enveloped)',
      querystring: logFilters,
      file: 'security-logs',
    },
    (query) => service.exportCsv(query),
  );
};
