import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok, pageQuery, pagination } from '../../http/envelope.ts';
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
  transport: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const emailLogRoutes: FastifyPluginAsyncZod<{ service: EmailLogService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'E-mails sent by the service (the local outbox, or the SMTP delivery log)',
        querystring: z.object({ ...pageQuery, to: z.string().trim().max(254).optional() }),
        response: { 200: envelope(z.object({ emails: z.array(emailRow), pagination })), ...errorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );
};
