/** GET /api/admin/dashboard: the overview cards, charts and recent lists of the admin area. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuery, dashboardResponse } from '../../../shared/contracts/dashboard.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Cards (with the change since the start of the range), charts and recent activity',
        querystring: dashboardQuery,
        response: { 200: envelope(dashboardResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.get(request.query.range)),
  );
};
