/** GET /api/admin/emails (the outbox / delivery log) and POST /api/admin/emails/{id}/retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailIdParam,
  emailListQuery,
  emailListResponse,
  emailResponse,
} from '../../../shared/contracts/emails.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { EmailLogService } from './service.ts';

export const emailLogRoutes: FastifyPluginAsyncZod<{ service: EmailLogService }> = async (
  app,
  { service },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: emails'] });

  admin.get(
    '/',
    {
      summary: 'E-mails sent by the service (the local outbox, or the SMTP delivery log), newest first',
      querystring: emailListQuery,
      response: emailListResponse,
    },
    (call) => service.list(call.query),
  );

  admin.post(
    '/:id/retry',
    {
      summary: 'Queue a failed e-mail again (409 unless it failed)',
      params: emailIdParam,
      response: emailResponse,
    },
    (call) => service.retry(call.actor, call.meta, call.params.id),
  );
};
