/**
 * /api/changelog: the public entries (newest version first, filter by type).
 * /api/admin/changelog: every entry in every status, and the admin's writes.
 * The endpoints are declared in src/shared/contracts/changelog.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changelogAdminEndpoints as admin, changelogEndpoints } from '../../../shared/contracts/changelog.ts';
import { serve } from '../../http/route-kit.ts';
import type { ChangelogDeps } from './deps.ts';
import { getEntry, listEntries, listPublicEntries } from './entries.ts';
import { createEntry, removeEntry, updateEntry } from './entry-writes.ts';
import { setEntryPublished } from './publishing.ts';

export const changelogRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  serve(app, changelogEndpoints.list, (call) => listPublicEntries(deps, call.query));
};

export const changelogAdminRoutes: FastifyPluginAsyncZod<{ deps: ChangelogDeps }> = async (app, { deps }) => {
  serve(app, admin.list, (call) => listEntries(deps, call.query));
  serve(app, admin.get, (call) => getEntry(deps, call.params.id));
  serve(app, admin.create, (call) => createEntry(deps, call.actor, call.meta, call.body));
  serve(app, admin.update, (call) => updateEntry(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.remove, (call) => removeEntry(deps, call.actor, call.meta, call.params.id));
  serve(app, admin.publish, (call) =>
    setEntryPublished(deps, call.actor, call.meta, call.params.id, true, call.body?.publishedAt),
  );
  serve(app, admin.unpublish, (call) =>
    setEntryPublished(deps, call.actor, call.meta, call.params.id, false, call.body?.publishedAt),
  );
};
