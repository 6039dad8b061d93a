/** /api/blog, the admin's writes on the spec's paths: create, update, delete, publish, unpublish. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  postBody,
  postResponse,
  postSchema,
  publishBody,
  successMessage,
} from '../../../shared/contracts/blog.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BlogDeps } from './deps.ts';
import { createPost, deletePost, updatePost } from './post-writes.ts';
import { setPublished } from './publishing.ts';

export const blogPostAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  const tags = ['blog'];
  const config = { auth: 'admin' as const };

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a post (slug derived from the title when omitted; 409 when taken)',
        body: postBody,
        response: { 201: envelope(postResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const post = await createPost(deps, adminActorOf(request), requestMeta(request), request.body);
      return reply.code(201).send(ok({ post }));
    },
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a post (data is the updated post)',
        params: idParam,
        body: postBody,
        response: { 200: envelope(postSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updatePost(deps, adminActorOf(request), requestMeta(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a post',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await deletePost(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );

  for (const [path, publish] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: publish
            ? 'Publish now, or at `publishedAt` (a future time schedules it)'
            : 'Back to draft',
          params: idParam,
          body: publishBody,
          response: { 200: envelope(postResponse), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await setPublished(
            deps,
            adminActorOf(request),
            requestMeta(request),
            request.params.id,
            publish,
            request.body?.publishedAt,
          ),
        ),
    );
  }
};
