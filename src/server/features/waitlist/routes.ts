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
  joinBody,
  joinResponse,
  publicSettings,
  settingsUpdate,
} from '../../../shared/contracts/waitlist.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { WaitlistDeps } from './deps.ts';
import { exportEntriesCsv, listEntries, markEntryJoined, removeEntry } from './entries.ts';
import { inviteEntries, runAutoInviteNow } from './invitations.ts';
import { joinWaitlist } from './join.ts';
import { adminWaitlistSettings, publicWaitlistSettings, updateWaitlistSettings } from './settings.ts';

export const waitlistRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  const tags = ['waitlist'];
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The public waitlist texts (and whether it is open)',
        response: { 200: envelope(z.object({ settings: publicSettings })), ...errorResponses },
      },
    },
    async () => ok(await publicWaitlistSettings(deps)),
  );

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
  const tags = ['admin: waitlist'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Entries, newest first, with counts per status',
        querystring: entryListQuery,
        response: { 200: envelope(entryListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listEntries(deps, request.query)),
  );

  app.get(
    '/export',
    {
      config,
      schema: {
        tags,
        summary: 'The filtered entries as CSV (not enveloped)',
        querystring: entryFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsvExport(request, reply, 'waitlist', exportEntriesCsv(deps, request.query)),
  );

  app.get(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Waitlist settings, with the auto-invite rule',
        response: { 200: envelope(z.object({ settings: adminSettings })), ...errorResponses },
      },
    },
    async () => ok(await adminWaitlistSettings(deps)),
  );

  app.put(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Change any of the settings',
        body: settingsUpdate,
        response: { 200: envelope(z.object({ settings: adminSettings })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateWaitlistSettings(deps, adminActorOf(request), requestMeta(request), request.body)),
  );

  app.post(
    '/invite',
    {
      config,
      schema: {
        tags,
        summary: 'Invite entries (bulk); e-mails each a sign-up link; entries not pending are skipped',
        body: inviteBody,
        response: {
          200: envelope(z.object({ invited: z.number().int(), entries: z.array(entry) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await inviteEntries(deps, adminActorOf(request), requestMeta(request), request.body.ids)),
  );

  app.post(
    '/auto-invite/run',
    {
      config,
      schema: {
        tags,
        summary: 'Apply the auto-invite rule now',
        response: { 200: envelope(z.object({ invited: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ok(await runAutoInviteNow(deps, adminActorOf(request), requestMeta(request))),
  );

  app.post(
    '/:id/joined',
    {
      config,
      schema: {
        tags,
        summary: 'Mark an entry as joined',
        params: idParam,
        response: { 200: envelope(z.object({ entry })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await markEntryJoined(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove an entry',
        params: idParam,
        response: {
          200: envelope(successMessage),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await removeEntry(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
