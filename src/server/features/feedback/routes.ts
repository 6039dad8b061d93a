/** POST /api/feedback (users and visitors) and the admin workflow under /api/admin/feedback. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  feedbackBody,
  feedbackItem,
  feedbackListQuery,
  feedbackListResponse,
  feedbackUpdate,
  idParam,
  replyBody,
} from '../../../shared/contracts/feedback.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { FeedbackService } from './service.ts';

const created = z.object({
  feedback: z.object({
    id: z.number().int(),
    type: z.enum(FEEDBACK_TYPES),
    status: z.enum(FEEDBACK_STATUSES),
  }),
  message: z.string(),
});

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  app.post(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (signed-in user info is attached from the session)',
        body: feedbackBody,
        response: { 201: envelope(created), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.session?.user ?? null;
      return reply.code(201).send(ok(await service.submit(request.body, user)));
    },
  );
};

export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: feedback'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Feedback, newest first, by type and status',
        querystring: feedbackListQuery,
        response: { 200: envelope(feedbackListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Move the status (pending → in_progress → completed; pending | in_progress → rejected) and/or set admin notes',
        params: idParam,
        body: feedbackUpdate,
        response: { 200: envelope(z.object({ feedback: feedbackItem })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.update(adminActorOf(request), requestMeta(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Reply to the sender by e-mail',
        params: idParam,
        body: replyBody,
        response: { 200: envelope(z.object({ feedback: feedbackItem })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await service.reply(
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body.message,
        ),
      ),
  );
};
