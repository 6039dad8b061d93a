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
import { routeKit } from '../../http/route-kit.ts';
import type { FeedbackService } from './service.ts';

const created = z.object({
  feedback: z.object({
    id: z.number().int(),
    type: z.enum(FEEDBACK_TYPES),
    status: z.enum(FEEDBACK_STATUSES),
  }),
  message: z.string(),
});
const one = z.object({ feedback: feedbackItem });

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  routeKit(app, { auth: 'public', tags: ['feedback'] }).post(
    '/',
    {
      summary: 'Send feedback (signed-in user info is attached from the session)',
      body: feedbackBody,
      response: created,
      status: 201,
    },
    (call) => service.submit(call.body, call.request.session?.user ?? null),
  );
};

export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: feedback'] });

  admin.get(
    '/',
    {
      summary: 'Feedback, newest first, by type and status',
      querystring: feedbackListQuery,
      response: feedbackListResponse,
    },
    (call) => service.list(call.query),
  );

  admin.patch(
    '/:id',
    {
      summary:
        'Move the status (pending → in_progress → completed; pending | in_progress → rejected) and/or set admin notes',
      params: idParam,
      body: feedbackUpdate,
      response: one,
    },
    (call) => service.update(call.actor, call.meta, call.params.id, call.body),
  );

  admin.post(
    '/:id/reply',
    { summary: 'Reply to the sender by e-mail', params: idParam, body: replyBody, response: one },
    (call) => service.reply(call.actor, call.meta, call.params.id, call.body.message),
  );
};
