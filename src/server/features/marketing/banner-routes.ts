/** /api/admin/marketing/banners: banners with their A/B variants and statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successMessage } from '../../../shared/contracts/common.ts';
import {
  bannerBody,
  bannerSchema,
  bannerStatsSchema,
  visibilityBody,
} from '../../../shared/contracts/marketing.ts';
import { routeKit } from '../../http/route-kit.ts';
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
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: marketing'] });
  const bannerResponse = z.object({ banner: bannerSchema });

  admin.get(
    '/banners',
    {
      summary: 'Every banner with its variants and their statistics (the visible one first)',
      response: z.object({ banners: z.array(bannerSchema) }),
    },
    () => listBanners(deps),
  );

  admin.get('/banners/:id', { summary: 'One banner', params: idParam, response: bannerResponse }, (call) =>
    getBanner(deps, call.params.id),
  );

  admin.get(
    '/banners/:id/stats',
    {
      summary: 'Per-variant impressions, clicks, dismissals, click-through and dismissal rates',
      params: idParam,
      response: bannerStatsSchema,
    },
    (call) => bannerStats(deps, call.params.id),
  );

  admin.post(
    '/banners',
    {
      summary: 'Create a banner with its variants (visible: true hides every other banner)',
      body: bannerBody,
      response: bannerResponse,
      status: 201,
    },
    (call) => createBanner(deps, call.actor, call.meta, call.body),
  );

  admin.put(
    '/banners/:id',
    {
      summary:
        'Update a banner; variants listed with their id keep their statistics, unlisted ones are removed',
      params: idParam,
      body: bannerBody,
      response: bannerResponse,
    },
    (call) => updateBanner(deps, call.actor, call.meta, call.params.id, call.body),
  );

  admin.post(
    '/banners/:id/visibility',
    {
      summary: 'Show (hiding every other banner, in one transaction) or hide a banner',
      params: idParam,
      body: visibilityBody,
      response: bannerResponse,
    },
    (call) => setBannerVisible(deps, call.actor, call.meta, call.params.id, call.body.visible),
  );

  admin.delete(
    '/banners/:id',
    { summary: 'Delete a banner and its variants', params: idParam, response: successMessage },
    (call) => removeBanner(deps, call.actor, call.meta, call.params.id),
  );
};
