/**
 * GET /api/admin/security-logs: the log (paged, filtered), its event types and its CSV export.
 * The endpoints are declared in src/shared/contracts/security-logs.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityLogAdminEndpoints as admin } from '../../../shared/contracts/security-logs.ts';
import { securityEvents } from '../../core/security-log.ts';
import { serve, serveCsv } from '../../http/route-kit.ts';
import type { SecurityLogService } from './service.ts';

export const securityLogRoutes: FastifyPluginAsyncZod<{ service: SecurityLogService }> = async (
  app,
  { service },
) => {
  serve(app, admin.list, (call) => service.list(call.query));
  serve(app, admin.eventTypes, async () => ({ eventTypes: Object.keys(securityEvents).sort() }));
  serveCsv(app, admin.export, (query) => service.exportCsv(query));
};
