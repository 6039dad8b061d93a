/** /api/admin/marketing/popups: popups with their statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import { popupBody, popupSchema } from '../../../shared/contracts/marketing.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { MarketingDeps } from './deps.ts';
import { createPopup, getPopup, listPopups, removePopup, updatePopup } from './popups.ts';

export const popupAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  const tags = ['admin: marketing'];
  const config = { auth: 'admin' as const };
  const popupResponse = z.object({ popup: popupSchema });

  app.get(
    '/popups',
    {
      config,
      schema: {
        tags,
        summary: 'Every popup with its statistics (active ones first)',
        response: { 200: envelope(z.object({ popups: z.array(popupSchema) })), ...errorResponses },
      },
    },
    async () => ok({ popups: await listPopups(deps) }),
  );

  app.get(
    '/popups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One popup',
        params: idParam,
        response: { 200: envelope(popupResponse), ...errorResponses },
      },
    },
    async (request) => ok({ popup: await getPopup(deps, request.params.id) }),
  );

  app.post(
    '/popups',
    {
      config,
      schema: {
        tags,
        summary: 'Create a popup',
        body: popupBody,
        response: { 201: envelope(popupResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const popup = await createPopup(deps, adminActorOf(request), requestMeta(request), request.body);
      return reply.code(201).send(ok({ popup }));
    },
  );

  app.put(
    '/popups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a popup (its statistics stay)',
        params: idParam,
        body: popupBody,
        response: { 200: envelope(popupResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        popup: await updatePopup(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.delete(
    '/popups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a popup (its sign-ups stay, without their popup)',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removePopup(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
