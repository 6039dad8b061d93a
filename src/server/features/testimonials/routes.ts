/**
 * /api/testimonials: the website's list, a user's own testimonials and their submission.
 * /api/admin/testimonials: moderation (approve, reject, unpublish), edits, deletion and the order.
 * The endpoints are declared in src/shared/contracts/testimonials.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testimonialAdminEndpoints as admin,
  testimonialEndpoints,
  testimonialUserEndpoints as user,
} from '../../../shared/contracts/testimonials.ts';
import { serve } from '../../http/route-kit.ts';
import { listTestimonials } from './admin-list.ts';
import type { TestimonialDeps } from './deps.ts';
import { removeTestimonial, updateTestimonial } from './edits.ts';
import { moveTestimonial } from './moderation.ts';
import { reorderTestimonials } from './order.ts';
import { listMyTestimonials, listPublishedTestimonials, submitTestimonial } from './submissions.ts';

export const testimonialRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (app, { deps }) => {
  serve(app, testimonialEndpoints.published, () => listPublishedTestimonials(deps));
  serve(app, user.mine, (call) => listMyTestimonials(deps, call.user.id));
  serve(app, user.submit, (call) => submitTestimonial(deps, call.user.id, call.body));
};

export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (
  app,
  { deps },
) => {
  serve(app, admin.list, (call) => listTestimonials(deps, call.query));
  serve(app, admin.order, (call) => reorderTestimonials(deps, call.actor, call.meta, call.body.ids));
  serve(app, admin.approve, (call) =>
    moveTestimonial(deps, call.actor, call.meta, call.params.id, 'approve'),
  );
  serve(app, admin.unpublish, (call) =>
    moveTestimonial(deps, call.actor, call.meta, call.params.id, 'unpublish'),
  );
  serve(app, admin.reject, (call) =>
    moveTestimonial(deps, call.actor, call.meta, call.params.id, 'reject', call.body.reason),
  );
  serve(app, admin.update, (call) =>
    updateTestimonial(deps, call.actor, call.meta, call.params.id, call.body),
  );
  serve(app, admin.remove, (call) => removeTestimonial(deps, call.actor, call.meta, call.params.id));
};
