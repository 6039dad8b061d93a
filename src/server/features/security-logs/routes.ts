import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logFilters, logListQuery, logListResponse } from '../../../shared/contracts/security-logs.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { securityEvents } from '../../http/security-log.ts';
import type { SecurityLogService } from './service.ts';

const tags = ['admin: security logs'];

export const securityLogRoutes: FastifyPluginAsyncZod<{ service: SecurityLogService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Security log, newest first, with filters',
        querystring: logListQuery,
        response: { 200: envelope(logListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/event-types',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Every event type the service records',
        response: { 200: envelope(z.object({ eventTypes: z.array(z.string()) })), ...errorResponses },
      },
    },
    async () => ok({ eventTypes: Object.keys(securityEvents).sort() }),
  );

  app.get(
    '/export',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'The filtered security log as a CSV file (not enveloped)',
        querystring: logFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsvExport(request, reply, 'security-logs', service.exportCsv(request.query)),
  );
};
