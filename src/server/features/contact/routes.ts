/** POST /api/contact (public, 3 per 15 min) and the admin inbox under /api/admin/contact-submissions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactBody,
  idParam,
  replyBody,
  submissionFilters,
  submissionListQuery,
  submissionListResponse,
  submissionResponse,
} from '../../../shared/contracts/contact.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { ContactService } from './service.ts';

const successMessage = z.object({ success: z.literal(true), message: z.string() });

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.post(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (3 per 15 minutes per caller)',
        body: contactBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) => ok(await service.submit(request.body, request.ip)),
  );
};

export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: contact submissions'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Contact submissions, newest first',
        querystring: submissionListQuery,
        response: { 200: envelope(submissionListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/export',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered submissions as CSV (not enveloped)',
        querystring: submissionFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsvExport(request, reply, 'contact-submissions', service.exportCsv(request.query)),
  );

  for (const [path, read] of [
    ['/:id/read', true],
    ['/:id/unread', false],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: read ? 'Mark read (sets readAt)' : 'Mark unread',
          params: idParam,
          response: { 200: envelope(submissionResponse), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await (read ? service.markRead : service.markUnread)(
            adminActorOf(request),
            requestMeta(request),
            request.params.id,
          ),
        ),
    );
  }

  app.post(
    '/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Reply by e-mail; the reply is recorded on the submission',
        params: idParam,
        body: replyBody,
        response: { 200: envelope(submissionResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.reply(adminActorOf(request), requestMeta(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a submission',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.remove(adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
