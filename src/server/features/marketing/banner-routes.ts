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
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
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
  const tags = ['admin: marketing'];
  const config = { auth: 'admin' as const };
  const bannerResponse = z.object({ banner: bannerSchema });

  app.get(
    '/banners',
    {
      config,
      schema: {
        tags,
        summary: 'Every banner with its variants and their statistics (the visible one first)',
        response: { 200: envelope(z.object({ banners: z.array(bannerSchema) })), ...errorResponses },
      },
    },
    async () => ok({ banners: await listBanners(deps) }),
  );

  app.get(
    '/banners/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One banner',
        params: idParam,
        response: { 200: envelope(bannerResponse), ...errorResponses },
      },
    },
    async (request) => ok({ banner: await getBanner(deps, request.params.id) }),
  );

  app.get(
    '/banners/:id/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Per-variant impressions, clicks, dismissals, click-through and dismissal rates',
        params: idParam,
        response: { 200: envelope(bannerStatsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await bannerStats(deps, request.params.id)),
  );

  app.post(
    '/banners',
    {
      config,
      schema: {
        tags,
        summary: 'Create a banner with its variants (visible: true hides every other banner)',
        body: bannerBody,
        response: { 201: envelope(bannerResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const banner = await createBanner(deps, adminActorOf(request), requestMeta(request), request.body);
      return reply.code(201).send(ok({ banner }));
    },
  );

  app.put(
    '/banners/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Update a banner; variants listed with their id keep their statistics, unlisted ones are removed',
        params: idParam,
        body: bannerBody,
        response: { 200: envelope(bannerResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        banner: await updateBanner(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.post(
    '/banners/:id/visibility',
    {
      config,
      schema: {
        tags,
        summary: 'Show (hiding every other banner, in one transaction) or hide a banner',
        params: idParam,
        body: visibilityBody,
        response: { 200: envelope(bannerResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        banner: await setBannerVisible(
          deps,
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body.visible,
        ),
      }),
  );

  app.delete(
    '/banners/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a banner and its variants',
        params: idParam,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removeBanner(deps, adminActorOf(request), requestMeta(request), request.params.id)),
  );
};
