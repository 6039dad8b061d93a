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
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import { listTestimonials } from './admin-list.ts';
import type { TestimonialDeps } from './deps.ts';
import { removeTestimonial, updateTestimonial } from './edits.ts';
import { moveTestimonial } from './moderation.ts';
import { reorderTestimonials } from './order.ts';
import { listMyTestimonials, listPublishedTestimonials, submitTestimonial } from './submissions.ts';

const one = envelope(z.object({ testimonial: adminTestimonial }));

export const testimonialRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (app, { deps }) => {
  const tags = ['testimonials'];

  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Published testimonials, in the order the website shows them',
        response: {
          200: envelope(z.object({ testimonials: z.array(publicTestimonial) })),
          ...errorResponses,
        },
      },
    },
    async () => ok(await listPublishedTestimonials(deps)),
  );

  app.get(
    '/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's own testimonials with their status, newest first",
        response: { 200: envelope(z.object({ testimonials: z.array(ownTestimonial) })), ...errorResponses },
      },
    },
    async (request) => ok(await listMyTestimonials(deps, request.session!.user.id)),
  );

  app.post(
    '/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Submit a testimonial for review (pending; 409 while another one is pending)',
        body: testimonialBody,
        response: { 201: envelope(z.object({ testimonial: ownTestimonial })), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await submitTestimonial(deps, request.session!.user.id, request.body))),
  );
};

export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ deps: TestimonialDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin: testimonials'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Every testimonial by status and search (published ones in website order)',
        querystring: adminListQuery,
        response: { 200: envelope(adminListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listTestimonials(deps, request.query)),
  );

  app.put(
    '/order',
    {
      config,
      schema: {
        tags,
        summary: 'Set the website order: `ids` is exactly the published set, in order (400 otherwise)',
        body: orderBody,
        response: {
          200: envelope(z.object({ testimonials: z.array(adminTestimonial) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await reorderTestimonials(deps, adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  for (const [path, move, summary] of [
    ['/:id/approve', 'approve', 'Publish a pending (or unpublished) testimonial, last in the order'],
    ['/:id/unpublish', 'unpublish', 'Take a published testimonial off the website'],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${summary} (409 from any other state)`,
          params: idParam,
          response: { 200: one, ...errorResponses },
        },
      },
      async (request) =>
        ok(await moveTestimonial(deps, adminActorOf(request), requestMeta(request), request.params.id, move)),
    );
  }

  app.post(
    '/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a pending testimonial, with an optional reason (409 from any other state)',
        params: idParam,
        body: rejectBody,
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await moveTestimonial(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          'reject',
          request.body.reason,
        ),
      ),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit the content, author, role, rating and avatar (status unchanged)',
        params: idParam,
        body: testimonialBody,
        response: { 200: one, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateTestimonial(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a testimonial',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removeTestimonial(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
