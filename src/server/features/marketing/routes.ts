/**
 * /api/marketing: what the public site shows (the visible banner's variants, active popups), its
 * counters, and newsletter sign-ups.
 * /api/admin/marketing: banners with variants and statistics, popups, newsletter subscribers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActorOf } from '../../http/admin-action.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import {
  activeResponse,
  bannerBody,
  bannerSchema,
  bannerStatsSchema,
  eventBody,
  idParam,
  newsletterBody,
  popupBody,
  popupSchema,
  subscriberFilters,
  subscriberListQuery,
  subscriberListResponse,
  visibilityBody,
} from './schemas.ts';
import type { MarketingService } from './service.ts';

const successMessage = z.object({ success: z.literal(true), message: z.string() });

export const marketingRoutes: FastifyPluginAsyncZod<{ service: MarketingService }> = async (
  app,
  { service },
) => {
  const tags = ['marketing'];
  const config = { auth: 'public' as const };

  app.get(
    '/active',
    {
      config,
      schema: {
        tags,
        summary: 'The visible banner with its A/B variants (the client picks one) and the active popups',
        response: { 200: envelope(activeResponse), ...errorResponses },
      },
    },
    async () => ok(await service.active()),
  );

  app.post(
    '/events',
    {
      config,
      schema: {
        tags,
        summary: 'Count an impression, click, dismissal or conversion (400 for unknown ids or combinations)',
        body: eventBody,
        response: { 200: envelope(z.object({ recorded: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => ok(await service.recordEvent(request.body)),
  );

  app.post(
    '/newsletter',
    {
      config,
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (the same address twice changes nothing)',
        body: newsletterBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) => ok(await service.subscribe(request.body)),
  );
};

export const marketingAdminRoutes: FastifyPluginAsyncZod<{ service: MarketingService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: marketing'];
  const config = { auth: 'admin' as const };
  const bannerResponse = z.object({ banner: bannerSchema });
  const popupResponse = z.object({ popup: popupSchema });

  // ---------- banners ----------
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
    async () => ok({ banners: await service.listBanners() }),
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
    async (request) => ok({ banner: await service.getBanner(request.params.id) }),
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
    async (request) => ok(await service.bannerStats(request.params.id)),
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
      const banner = await service.createBanner(adminActorOf(request), requestMeta(request), request.body);
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
        banner: await service.updateBanner(
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
        banner: await service.setBannerVisible(
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
      ok(await service.removeBanner(adminActorOf(request), requestMeta(request), request.params.id)),
  );

  // ---------- popups ----------
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
    async () => ok({ popups: await service.listPopups() }),
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
    async (request) => ok({ popup: await service.getPopup(request.params.id) }),
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
      const popup = await service.createPopup(adminActorOf(request), requestMeta(request), request.body);
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
        popup: await service.updatePopup(
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
      ok(await service.removePopup(adminActorOf(request), requestMeta(request), request.params.id)),
  );

  // ---------- newsletter ----------
  app.get(
    '/newsletter',
    {
      config,
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        querystring: subscriberListQuery,
        response: { 200: envelope(subscriberListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await service.listSubscribers(request.query)),
  );

  app.get(
    '/newsletter/export',
    {
      config,
      schema: {
        tags,
        summary: 'The (filtered) subscribers as CSV (not enveloped)',
        querystring: subscriberFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsvExport(request, reply, 'newsletter-subscribers', service.exportCsv(request.query)),
  );
};
