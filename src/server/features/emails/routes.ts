/** GET /api/admin/emails (the outbox / delivery log) and POST /api/admin/emails/{id}/retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok, pageQuery, pagination } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { EmailLogService } from './service.ts';

const emailRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When a queued message is next tried (null once sent or failed). */
  nextAttemptAt: z.string().nullable(),
  transport: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

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
        querystring: z.object({
          ...pageQuery,
          to: z.string().trim().max(254).optional(),
          status: z.enum(['queued', 'sent', 'failed']).optional(),
          template: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelope(z.object({ emails: z.array(emailRow), pagination })), ...errorResponses },
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
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: envelope(z.object({ email: emailRow })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.retry(adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
