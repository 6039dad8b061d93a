/** GET /api/admin/emails (the outbox / delivery log) and POST /api/admin/emails/{id}/retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailIdParam,
  emailListQuery,
  emailListResponse,
  emailResponse,
} from '../../../shared/contracts/emails.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { EmailLogService } from './service.ts';

export const emailLogRoutes: FastifyPluginAsyncZod<{ service: EmailLogService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: emails'];
  app.get(
    '/',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'E-mails sent by the service (the local outbox, or the SMTP delivery log), newest first',
        querystring: emailListQuery,
        response: { 200: envelope(emailListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.post(
    '/:id/retry',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Queue a failed e-mail again (409 unless it failed)',
        params: emailIdParam,
        response: { 200: envelope(emailResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.retry(adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
