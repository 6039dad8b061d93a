/**
 * /api/marketing: what the public site shows (the visible banner's variants, active popups), its
 * counters, and newsletter sign-ups.
 * /api/admin/marketing: banners with variants and statistics, popups, newsletter subscribers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../../shared/contracts/common.ts';
import { activeResponse, eventBody, newsletterBody } from '../../../shared/contracts/marketing.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { activeMarketing } from './active.ts';
import { bannerAdminRoutes } from './banner-routes.ts';
import type { MarketingDeps } from './deps.ts';
import { recordMarketingEvent } from './events.ts';
import { subscribeToNewsletter } from './newsletter.ts';
import { newsletterAdminRoutes } from './newsletter-routes.ts';
import { popupAdminRoutes } from './popup-routes.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
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
    async () => ok(await activeMarketing(deps)),
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
    async (request) => ok(await recordMarketingEvent(deps, request.body)),
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
    async (request) => ok(await subscribeToNewsletter(deps, request.body)),
  );
};

export const marketingAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  // Each resource's routes spell their whole path (/banners/:id): a sub-prefix would add a
  // trailing-slash twin of every "/" route to the API document.
  await app.register(bannerAdminRoutes, { deps });
  await app.register(popupAdminRoutes, { deps });
  await app.register(newsletterAdminRoutes, { deps });
};
