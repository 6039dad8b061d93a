/** /api/admin/marketing/popups: popups with their statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import { popupBody, popupSchema } from '../../../shared/contracts/marketing.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { MarketingDeps } from './deps.ts';
import { createPopup, getPopup, listPopups, removePopup, updatePopup } from './popups.ts';

export const popupAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: marketing'] });
  const popupResponse = z.object({ popup: popupSchema });

  admin.get(
    '/popups',
    {
      summary: 'Every popup with its statistics (active ones first)',
      response: z.object({ popups: z.array(popupSchema) }),
    },
    () => listPopups(deps),
  );

  admin.get('/popups/:id', { summary: 'One popup', params: idParam, response: popupResponse }, (call) =>
    getPopup(deps, call.params.id),
  );

  admin.post(
    '/popups',
    { summary: 'Create a popup', body: popupBody, response: popupResponse, status: 201 },
    (call) => createPopup(deps, call.actor, call.meta, call.body),
  );

  admin.put(
    '/popups/:id',
    {
      summary: 'Update a popup (its statistics stay)',
      params: idParam,
      body: popupBody,
      response: popupResponse,
    },
    (call) => updatePopup(deps, call.actor, call.meta, call.params.id, call.body),
  );

  admin.delete(
    '/popups/:id',
    {
      summary: 'Delete a popup (its sign-ups stay, without their popup)',
      params: idParam,
      response: successMessage,
    },
    (call) => removePopup(deps, call.actor, call.meta, call.params.id),
  );
};
