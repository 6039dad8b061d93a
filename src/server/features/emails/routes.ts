/**
 * GET /api/admin/emails (the outbox / delivery log) and POST /api/admin/emails/{id}/retry.
 * The endpoints are declared in src/shared/contracts/emails.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAdminEndpoints as admin } from '../../../shared/contracts/emails.ts';
import { serve } from '../../http/route-kit.ts';
import type { EmailLogService } from './service.ts';

export const emailLogRoutes: FastifyPluginAsyncZod<{ service: EmailLogService }> = async (
  app,
  { service },
) => {
  serve(app, admin.list, (call) => service.list(call.query));
  serve(app, admin.retry, (call) => service.retry(call.actor, call.meta, call.params.id));
};
