/** /api/admin/blog/categories and /tags: the same four routes for each, with every post counted. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  categoryListResponse,
  categoryResponse,
  idParam,
  successMessage,
  tagListResponse,
  tagResponse,
  taxonomyBody,
} from '../../../shared/contracts/blog.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BlogDeps } from './deps.ts';
import { listTerms } from './taxonomy.ts';
import { createTerm, deleteTerm, updateTerm } from './taxonomy-writes.ts';

export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ deps: BlogDeps }> = async (app, { deps }) => {
  const tags = ['admin: blog'];
  const config = { auth: 'admin' as const };

  // One loop serves both kinds; TypeScript cannot follow a computed key (`categories` or `tags`)
  // to the kind's own schema, hence the answers' casts.
  for (const [plural, kind, listResponse, oneResponse] of [
    ['categories', 'category', categoryListResponse, categoryResponse],
    ['tags', 'tag', tagListResponse, tagResponse],
  ] as const) {
    app.get(
      `/${plural}`,
      {
        config,
        schema: {
          tags,
          summary: `Every ${kind} with its number of posts (all statuses)`,
          response: { 200: envelope(listResponse), ...errorResponses },
        },
      },
      async () =>
        ok({ [plural]: await listTerms(deps, kind, { publicOnly: false }) } as z.output<typeof listResponse>),
    );
    app.post(
      `/${plural}`,
      {
        config,
        schema: {
          tags,
          summary: `Create a ${kind} (409 when the slug is taken)`,
          body: taxonomyBody,
          response: { 201: envelope(oneResponse), ...errorResponses },
        },
      },
      async (request, reply) => {
        const item = await createTerm(deps, kind, adminActorOf(request), requestMeta(request), request.body);
        return reply.code(201).send(ok({ [kind]: item } as z.output<typeof oneResponse>));
      },
    );
    app.put(
      `/${plural}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Rename a ${kind}`,
          params: idParam,
          body: taxonomyBody,
          response: { 200: envelope(oneResponse), ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params;
        const item = await updateTerm(
          deps,
          kind,
          adminActorOf(request),
          requestMeta(request),
          id,
          request.body,
        );
        return ok({ [kind]: item } as z.output<typeof oneResponse>);
      },
    );
    app.delete(
      `/${plural}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Delete a ${kind} (its posts stay)`,
          params: idParam,
          response: { 200: envelope(successMessage), ...errorResponses },
        },
      },
      async (request) =>
        ok(await deleteTerm(deps, kind, adminActorOf(request), requestMeta(request), request.params.id)),
    );
  }
};
