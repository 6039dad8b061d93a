/** /api/me: the signed-in user (the web app's one source of who is signed in) and their profile edits. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateMeBody } from '../../../shared/auth-contracts.ts';
import { meResponse } from '../../../shared/contracts/me.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { getMe, type MeDeps, meSessionColumns, updateMe } from './profile.ts';

const tags = ['me'];

export const meRoutes: FastifyPluginAsyncZod<{ deps: MeDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      // The subscription and memberships come with the session, in its one statement.
      config: { auth: 'user', sessionColumns: meSessionColumns },
      schema: {
        tags,
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: envelope(meResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getMe(
          deps,
          request.session!.user,
          request.session!.impersonatedBy !== null,
          request.sessionExtras,
        ),
      ),
  );

  app.put(
    '/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Update name, image and/or language',
        body: updateMeBody,
        response: { 200: envelope(meResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateMe(
          deps,
          request.session!.user.id,
          request.body,
          request.session!.impersonatedBy !== null,
        ),
      ),
  );
};
