/** Public /api/waitlist and the admin area under /api/admin/waitlist. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import {
  adminSettings,
  entry,
  entryFilters,
  entryListQuery,
  entryListResponse,
  inviteBody,
  inviteMatchingBody,
  inviteMatchingResponse,
  joinBody,
  joinResponse,
  publicSettings,
  settingsUpdate,
} from '../../../shared/contracts/waitlist.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { WaitlistDeps } from './deps.ts';
import { exportEntriesCsv, listEntries, markEntryJoined, removeEntry } from './entries.ts';
import { inviteEntries, inviteMatching, runAutoInviteNow } from './invitations.ts';
import { joinWaitlist } from './join.ts';
import { adminWaitlistSettings, publicWaitlistSettings, updateWaitlistSettings } from './settings.ts';

const adminSettingsResponse = z.object({ settings: adminSettings });

export const waitlistRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  const tags = ['waitlist'];
  routeKit(app, { auth: 'public', tags }).get(
    '/',
    {
      summary: 'The public waitlist texts (and whether it is open)',
      response: z.object({ settings: publicSettings }),
    },
    () => publicWaitlistSettings(deps),
  );

  // Two success statuses (a new entry, or the existing one again): written out in full.
  app.post(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Join the waitlist (201; the same e-mail again: 200 with the existing entry; 403 when closed)',
        body: joinBody,
        response: { 200: envelope(joinResponse), 201: envelope(joinResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, body } = await joinWaitlist(deps, request.body);
      return reply.code(created ? 201 : 200).send(ok(body));
    },
  );
};

export const waitlistAdminRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: waitlist'] });

  admin.get(
    '/',
    {
      summary: 'Entries, newest first, with counts per status',
      querystring: entryListQuery,
      response: entryListResponse,
    },
    (call) => listEntries(deps, call.query),
  );

  admin.csv(
    '/export',
    { summary: 'The filtered entries as CSV (not enveloped)', querystring: entryFilters, file: 'waitlist' },
    (query) => exportEntriesCsv(deps, query),
  );

  admin.get(
    '/settings',
    { summary: 'Waitlist settings, with the auto-invite rule', response: adminSettingsResponse },
    () => adminWaitlistSettings(deps),
  );

  admin.put(
    '/settings',
    {
      summary: 'Change any of the settings',
      body: settingsUpdate,
      response: adminSettingsResponse,
    },
    (call) => updateWaitlistSettings(deps, call.actor, call.meta, call.body),
  );

  admin.post(
    '/invite',
    {
      summary: 'Invite entries (bulk); e-mails each a sign-up link; entries not pending are skipped',
      body: inviteBody,
      response: z.object({ invited: z.number().int(), entries: z.array(entry) }),
    },
    (call) => inviteEntries(deps, call.actor, call.meta, call.body.ids),
  );

  admin.post(
    '/invite-matching',
    {
      summary:
        'Invite every pending entry matching the filter (all pages); counts invited, skipped (already invited or joined) and failed e-mails',
      body: inviteMatchingBody,
      response: inviteMatchingResponse,
    },
    (call) => inviteMatching(deps, call.actor, call.meta, call.body),
  );

  admin.post(
    '/auto-invite/run',
    { summary: 'Apply the auto-invite rule now', response: z.object({ invited: z.number().int() }) },
    (call) => runAutoInviteNow(deps, call.actor, call.meta),
  );

  admin.post(
    '/:id/joined',
    { summary: 'Mark an entry as joined', params: idParam, response: z.object({ entry }) },
    (call) => markEntryJoined(deps, call.actor, call.meta, call.params.id),
  );

  admin.delete('/:id', { summary: 'Remove an entry', params: idParam, response: successMessage }, (call) =>
    removeEntry(deps, call.actor, call.meta, call.params.id),
  );
};
