/**
 * GET /api/admin/dashboard: the overview cards, charts and recent lists of the admin area.
 * The endpoint is declared in src/shared/contracts/dashboard.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints } from '../../../shared/contracts/dashboard.ts';
import { serve } from '../../http/route-kit.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  serve(app, dashboardEndpoints.get, (call) => service.get(call.query.range));
};
