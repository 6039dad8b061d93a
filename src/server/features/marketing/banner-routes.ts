/** /api/admin/marketing/banners: banners with their A/B variants and statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingAdminEndpoints as admin } from '../../../shared/contracts/marketing.ts';
import { serve } from '../../http/route-kit.ts';
import {
  bannerStats,
  createBanner,
  getBanner,
  listBanners,
  removeBanner,
  setBannerVisible,
  updateBanner,
} from './banners.ts';
import type { MarketingDeps } from './deps.ts';

export const bannerAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  serve(app, admin.banners, () => listBanners(deps));
  serve(app, admin.banner, (call) => getBanner(deps, call.params.id));
  serve(app, admin.bannerStats, (call) => bannerStats(deps, call.params.id));
  serve(app, admin.createBanner, (call) => createBanner(deps, call.actor, call.meta, call.body));
  serve(app, admin.updateBanner, (call) =>
    updateBanner(deps, call.actor, call.meta, call.params.id, call.body),
  );
  serve(app, admin.setBannerVisible, (call) =>
    setBannerVisible(deps, call.actor, call.meta, call.params.id, call.body.visible),
  );
  serve(app, admin.removeBanner, (call) => removeBanner(deps, call.actor, call.meta, call.params.id));
};
