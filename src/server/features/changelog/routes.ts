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
import { routeKit } from '../../http/route-kit.ts';
import type { ChangelogDeps } from './deps.ts';
import { getEntry, listEntries, listPublicEntries } from './entries.ts';
import { createEntry, removeEntry, updateEntry } from './entry-writes.ts';
import { setEntryPublished } from './publishing.ts';

const entryResponse = z.object({ entry: entrySchema });

export const changelogRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  routeKit(app, { auth: 'public', tags: ['changelog'] }).get(
    '/',
    {
      summary: 'Public entries, newest version first (scheduled ones appear at their time)',
      querystring: publicListQuery,
      response: publicListResponse,
    },
    (call) => listPublicEntries(deps, call.query),
  );
};

export const changelogAdminRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  const tags = ['admin: changelog'];
  const admin = routeKit(app, { auth: 'admin', tags });

  admin.get(
    '/',
    {
      summary: 'Every entry (drafts, scheduled, published), newest version first',
      querystring: adminListQuery,
      response: adminListResponse,
    },
    (call) => listEntries(deps, call.query),
  );

  admin.get(
    '/:id',
    { summary: 'One entry of any status', params: idParam, response: entryResponse },
    (call) => getEntry(deps, call.params.id),
  );

  admin.post(
    '/',
    {
      summary: 'Create an entry (409 when the version already has one)',
      body: entryBody,
      response: entryResponse,
      status: 201,
    },
    (call) => createEntry(deps, call.actor, call.meta, call.body),
  );

  admin.put(
    '/:id',
    {
      summary: 'Update an entry (409 when the new version already has one)',
      params: idParam,
      body: entryBody,
      response: entryResponse,
    },
    (call) => updateEntry(deps, call.actor, call.meta, call.params.id, call.body),
  );

  admin.delete('/:id', { summary: 'Delete an entry', params: idParam, response: successMessage }, (call) =>
    removeEntry(deps, call.actor, call.meta, call.params.id),
  );

  for (const [path, publish] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    admin.post(
      path,
      {
        summary: publish ? 'Publish now, or at `publishedAt` (a future time schedules it)' : 'Back to draft',
        params: idParam,
        body: publishBody,
        response: entryResponse,
      },
      (call) =>
        setEntryPublished(deps, call.actor, call.meta, call.params.id, publish, call.body?.publishedAt),
    );
  }
};
