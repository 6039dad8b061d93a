/**
 * POST /api/feedback (users and visitors) and the admin workflow under /api/admin/feedback.
 * The endpoints are declared in src/shared/contracts/feedback.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackAdminEndpoints as admin, feedbackEndpoints } from '../../../shared/contracts/feedback.ts';
import { serve } from '../../http/route-kit.ts';
import type { FeedbackService } from './service.ts';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  serve(app, feedbackEndpoints.send, (call) => service.submit(call.body, call.request.session?.user ?? null));
};

export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  serve(app, admin.list, (call) => service.list(call.query));
  serve(app, admin.update, (call) => service.update(call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.reply, (call) => service.reply(call.actor, call.meta, call.params.id, call.body.message));
};
