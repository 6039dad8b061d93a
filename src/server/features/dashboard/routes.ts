/** GET /api/admin/dashboard: the overview cards, charts and recent lists of the admin area. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuery, dashboardResponse } from '../../../shared/contracts/dashboard.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  routeKit(app, { auth: 'admin', tags: ['admin: dashboard'] }).get(
    '/',
    {
      summary: 'Cards (with the change since the start of the range), charts and recent activity',
      querystring: dashboardQuery,
      response: dashboardResponse,
    },
    (call) => service.get(call.query.range),
  );
};
