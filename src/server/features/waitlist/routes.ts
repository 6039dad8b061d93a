/** Public /api/waitlist and the admin area under /api/admin/waitlist. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActorOf } from '../../http/admin-action.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import {
  adminSettings,
  entry,
  entryFilters,
  entryListQuery,
  entryListResponse,
  idParam,
  inviteBody,
  joinBody,
  joinResponse,
  publicSettings,
  settingsUpdate,
} from './schemas.ts';
import type { WaitlistService } from './service.ts';

export const waitlistRoutes: FastifyPluginAsyncZod<{ service: WaitlistService }> = async (
  app,
  { service },
) => {
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
    async () => ok(await service.publicSettings()),
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
      const { created, body } = await service.join(request.body);
      return reply.code(created ? 201 : 200).send(ok(body));
    },
  );
};

export const waitlistAdminRoutes: FastifyPluginAsyncZod<{ service: WaitlistService }> = async (
  app,
  { service },
) => {
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
    async (request) => ok(await service.list(request.query)),
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
    async (request, reply) => sendCsvExport(request, reply, 'waitlist', service.exportCsv(request.query)),
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
    async () => ok(await service.getSettings()),
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
      ok(await service.updateSettings(adminActorOf(request), requestMeta(request), request.body)),
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
      ok(await service.invite(adminActorOf(request), requestMeta(request), request.body.ids)),
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
    async (request) =>
      ok(
        await service.runAutoInvite({
          force: true,
          actor: adminActorOf(request),
          meta: requestMeta(request),
        }),
      ),
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
      ok(await service.markJoined(adminActorOf(request), requestMeta(request), request.params.id)),
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
          200: envelope(z.object({ success: z.literal(true), message: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await service.remove(adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
