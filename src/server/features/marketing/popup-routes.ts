/** /api/admin/marketing/popups: popups with their statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingAdminEndpoints as admin } from '../../../shared/contracts/marketing.ts';
import { serve } from '../../http/route-kit.ts';
import type { MarketingDeps } from './deps.ts';
import { createPopup, getPopup, listPopups, removePopup, updatePopup } from './popups.ts';

export const popupAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  serve(app, admin.popups, () => listPopups(deps));
  serve(app, admin.popup, (call) => getPopup(deps, call.params.id));
  serve(app, admin.createPopup, (call) => createPopup(deps, call.actor, call.meta, call.body));
  serve(app, admin.updatePopup, (call) =>
    updatePopup(deps, call.actor, call.meta, call.params.id, call.body),
  );
  serve(app, admin.removePopup, (call) => removePopup(deps, call.actor, call.meta, call.params.id));
};
