/**
 * /api/changelog: the public entries (newest version first, filter by type).
 * /api/admin/changelog: every entry in every status, and the admin's writes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuery,
  adminListResponse,
  entryBody,
  entrySchema,
  publicListQuery,
  publicListResponse,
  publishBody,
} from '../../../shared/contracts/changelog.ts';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { ChangelogDeps } from './deps.ts';
import { getEntry, listEntries, listPublicEntries } from './entries.ts';
import { createEntry, removeEntry, updateEntry } from './entry-writes.ts';
import { setEntryPublished } from './publishing.ts';

const entryResponse = z.object({ entry: entrySchema });

export const changelogRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['changelog'],
        summary: 'Public entries, newest version first (scheduled ones appear at their time)',
        querystring: publicListQuery,
        response: { 200: envelope(publicListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listPublicEntries(deps, request.query)),
  );
};

export const changelogAdminRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  const tags = ['admin: changelog'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Every entry (drafts, scheduled, published), newest version first',
        querystring: adminListQuery,
        response: { 200: envelope(adminListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listEntries(deps, request.query)),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One entry of any status',
        params: idParam,
        response: { 200: envelope(entryResponse), ...errorResponses },
      },
    },
    async (request) => ok({ entry: await getEntry(deps, request.params.id) }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create an entry (409 when the version already has one)',
        body: entryBody,
        response: { 201: envelope(entryResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = await createEntry(deps, adminActorOf(request), requestMeta(request), request.body);
      return reply.code(201).send(ok({ entry }));
    },
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update an entry (409 when the new version already has one)',
        params: idParam,
        body: entryBody,
        response: { 200: envelope(entryResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        entry: await updateEntry(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an entry',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removeEntry(deps, adminActorOf(request), requestMeta(request), request.params.id)),
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
          response: { 200: envelope(entryResponse), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await setEntryPublished(
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
