/** POST /api/contact (public, 3 per 15 min) and the admin inbox under /api/admin/contact-submissions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successMessage } from '../../../shared/contracts/common.ts';
import {
  contactBody,
  idParam,
  replyBody,
  submissionFilters,
  submissionListQuery,
  submissionListResponse,
  submissionResponse,
} from '../../../shared/contracts/contact.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { ContactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  routeKit(app, { auth: 'public', tags: ['contact'] }).post(
    '/',
    {
      summary: 'Send a message to the team (3 per 15 minutes per caller)',
      body: contactBody,
      response: successMessage,
    },
    (call) => service.submit(call.body, call.request.ip),
  );
};

export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: contact submissions'] });

  admin.get(
    '/',
    {
      summary: 'Contact submissions, newest first',
      querystring: submissionListQuery,
      response: submissionListResponse,
    },
    (call) => service.list(call.query),
  );

  admin.csv(
    '/export',
    {
      summary: 'The filtered submissions as CSV (not enveloped)',
      querystring: submissionFilters,
      file: 'contact-submissions',
    },
    (query) => service.exportCsv(query),
  );

  for (const [path, read] of [
    ['/:id/read', true],
    ['/:id/unread', false],
  ] as const) {
    admin.post(
      path,
      {
        summary: read ? 'Mark read (sets readAt)' : 'Mark unread',
        params: idParam,
        response: submissionResponse,
      },
      (call) => (read ? service.markRead : service.markUnread)(call.actor, call.meta, call.params.id),
    );
  }

  admin.post(
    '/:id/reply',
    {
      summary: 'Reply by e-mail; the reply is recorded on the submission',
      params: idParam,
      body: replyBody,
      response: submissionResponse,
    },
    (call) => service.reply(call.actor, call.meta, call.params.id, call.body),
  );

  admin.delete(
    '/:id',
    { summary: 'Delete a submission', params: idParam, response: successMessage },
    (call) => service.remove(call.actor, call.meta, call.params.id),
  );
};
