/**
 * /api/me: the signed-in user (the web app's one source of who is signed in) and their profile
 * edits. The endpoints are declared in src/shared/contracts/me.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meEndpoints } from '../../../shared/contracts/me.ts';
import { serve } from '../../http/route-kit.ts';
import { getMe, type MeDeps, meSessionColumns, updateMe } from './profile.ts';

export const meRoutes: FastifyPluginAsyncZod<{ deps: MeDeps }> = async (app, { deps }) => {
  serve(
    app,
    meEndpoints.get,
    (call) => getMe(deps, call.user, call.session.impersonatedBy !== null, call.request.sessionExtras),
    // The subscription and memberships come with the session, in its one statement.
    { config: { sessionColumns: meSessionColumns } },
  );

  serve(app, meEndpoints.update, (call) =>
    updateMe(deps, call.user.id, call.body, call.session.impersonatedBy !== null),
  );
};
