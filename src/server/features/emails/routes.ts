/** GET /api/admin/emails (the outbox / delivery log) and POST /api/admin/emails/{id}/retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pagination } from '../../http/envelope.ts';
import { routeKit } from '../../http/route-kit.ts';
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
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: emails'] });

  admin.get(
    '/',
    {
      summary: 'E-mails sent by the service (the local outbox, or the SMTP delivery log), newest first',
      querystring: z.object({
        ...pageQuery,
        to: z.string().trim().max(254).optional(),
        status: z.enum(['queued', 'sent', 'failed']).optional(),
        template: z.string().trim().max(100).optional(),
      }),
      response: z.object({ emails: z.array(emailRow), pagination }),
    },
    (call) => service.list(call.query),
  );

  admin.post(
    '/:id/retry',
    {
      summary: 'Queue a failed e-mail again (409 unless it failed)',
      params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      response: z.object({ email: emailRow }),
    },
    (call) => service.retry(call.actor, call.meta, call.params.id),
  );
};
