/**
 * /api/testimonials: the website's list, a user's own testimonials and their submission.
 * /api/admin/testimonials: moderation (approve, reject, unpublish), edits, deletion and the order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import {
  adminListQuery,
  adminListResponse,
  adminTestimonial,
  orderBody,
  ownTestimonial,
  publicTestimonial,
  rejectBody,
  testimonialBody,
} from '../../../shared/contracts/testimonials.ts';
import { routeKit } from '../../http/route-kit.ts';
import { listTestimonials } from './admin-list.ts';
import type { TestimonialDeps } from './deps.ts';
import { removeTestimonial, updateTestimonial } from './edits.ts';
import { moveTestimonial } from './moderation.ts';
import { reorderTestimonials } from './order.ts';
import { listMyTestimonials, listPublishedTestimonials, submitTestimonial } from './submissions.ts';

const one = z.object({ testimonial: adminTestimonial });

export const testimonialRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (app, { deps }) => {
  const tags = ['testimonials'];
  const user = routeKit(app, { auth: 'user', tags });

  routeKit(app, { auth: 'public', tags }).get(
    '/',
    {
      summary: 'Published testimonials, in the order the website shows them',
      response: z.object({ testimonials: z.array(publicTestimonial) }),
    },
    () => listPublishedTestimonials(deps),
  );

  user.get(
    '/mine',
    {
      summary: "The caller's own testimonials with their status, newest first",
      response: z.object({ testimonials: z.array(ownTestimonial) }),
    },
    (call) => listMyTestimonials(deps, call.user.id),
  );

  user.post(
    '/',
    {
      summary: 'Submit a testimonial for review (pending; 409 while another one is pending)',
      body: testimonialBody,
      response: z.object({ testimonial: ownTestimonial }),
      status: 201,
    },
    (call) => submitTestimonial(deps, call.user.id, call.body),
  );
};

export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (
  app,
  { deps },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: testimonials'] });

  admin.get(
    '/',
    {
      summary: 'Every testimonial by status and search (published ones in website order)',
      querystring: adminListQuery,
      response: adminListResponse,
    },
    (call) => listTestimonials(deps, call.query),
  );

  admin.put(
    '/order',
    {
      summary: 'Set the website order: `ids` is exactly the published set, in order (400 otherwise)',
      body: orderBody,
      response: z.object({ testimonials: z.array(adminTestimonial) }),
    },
    (call) => reorderTestimonials(deps, call.actor, call.meta, call.body.ids),
  );

  for (const [path, move, summary] of [
    ['/:id/approve', 'approve', 'Publish a pending (or unpublished) testimonial, last in the order'],
    ['/:id/unpublish', 'unpublish', 'Take a published testimonial off the website'],
  ] as const) {
    admin.post(
      path,
      { summary: `${summary} (409 from any other state)`, params: idParam, response: one },
      (call) => moveTestimonial(deps, call.actor, call.meta, call.params.id, move),
    );
  }

  admin.post(
    '/:id/reject',
    {
      summary: 'Reject a pending testimonial, with an optional reason (409 from any other state)',
      params: idParam,
      body: rejectBody,
      response: one,
    },
    (call) => moveTestimonial(deps, call.actor, call.meta, call.params.id, 'reject', call.body.reason),
  );

  admin.put(
    '/:id',
    {
      summary: 'Edit the content, author, role, rating and avatar (status unchanged)',
      params: idParam,
      body: testimonialBody,
      response: one,
    },
    (call) => updateTestimonial(deps, call.actor, call.meta, call.params.id, call.body),
  );

  admin.delete(
    '/:id',
    { summary: 'Delete a testimonial', params: idParam, response: successMessage },
    (call) => removeTestimonial(deps, call.actor, call.meta, call.params.id),
  );
};
