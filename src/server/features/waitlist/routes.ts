/**
 * Public /api/waitlist and the admin area under /api/admin/waitlist.
 * The endpoints are declared in src/shared/contracts/waitlist.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistAdminEndpoints as admin, waitlistEndpoints } from '../../../shared/contracts/waitlist.ts';
import { serve, serveCsv } from '../../http/route-kit.ts';
import type { WaitlistDeps } from './deps.ts';
import { exportEntriesCsv, listEntries, markEntryJoined, removeEntry } from './entries.ts';
import { inviteEntries, inviteMatching, runAutoInviteNow } from './invitations.ts';
import { joinWaitlist } from './join.ts';
import { adminWaitlistSettings, publicWaitlistSettings, updateWaitlistSettings } from './settings.ts';

export const waitlistRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  serve(app, waitlistEndpoints.settings, () => publicWaitlistSettings(deps));

  serve(app, waitlistEndpoints.join, async (call) => {
    const { created, body } = await joinWaitlist(deps, call.body);
    return { status: created ? 201 : 200, data: body };
  });
};

export const waitlistAdminRoutes: FastifyPluginAsyncZod<{ deps: WaitlistDeps }> = async (app, { deps }) => {
  serve(app, admin.list, (call) => listEntries(deps, call.query));
  serveCsv(app, admin.export, (query) => exportEntriesCsv(deps, query));
  serve(app, admin.settings, () => adminWaitlistSettings(deps));
  serve(app, admin.updateSettings, (call) => updateWaitlistSettings(deps, call.actor, call.meta, call.body));
  serve(app, admin.invite, (call) => inviteEntries(deps, call.actor, call.meta, call.body.ids));
  serve(app, admin.inviteMatching, (call) => inviteMatching(deps, call.actor, call.meta, call.body));
  serve(app, admin.runAutoInvite, (call) => runAutoInviteNow(deps, call.actor, call.meta));
  serve(app, admin.markJoined, (call) => markEntryJoined(deps, call.actor, call.meta, call.params.id));
  serve(app, admin.remove, (call) => removeEntry(deps, call.actor, call.meta, call.params.id));
};
