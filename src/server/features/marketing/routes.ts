/**
 * /api/marketing: what the public site shows (the visible banner's variants, active popups), its
 * counters, and newsletter sign-ups.
 * /api/admin/marketing: banners with variants and statistics, popups, newsletter subscribers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../../shared/contracts/common.ts';
import { activeResponse, eventBody, newsletterBody } from '../../../shared/contracts/marketing.ts';
import { routeKit } from '../../http/route-kit.ts';
import { activeMarketing } from './active.ts';
import { bannerAdminRoutes } from './banner-routes.ts';
import type { MarketingDeps } from './deps.ts';
import { recordMarketingEvent } from './events.ts';
import { subscribeToNewsletter } from './newsletter.ts';
import { newsletterAdminRoutes } from './newsletter-routes.ts';
import { popupAdminRoutes } from './popup-routes.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  const visitor = routeKit(app, { auth: 'public', tags: ['marketing'] });

  visitor.get(
    '/active',
    {
      summary: 'The visible banner with its A/B variants (the client picks one) and the active popups',
      response: activeResponse,
    },
    () => activeMarketing(deps),
  );

  visitor.post(
    '/events',
    {
      summary: 'Count an impression, click, dismissal or conversion (400 for unknown ids or combinations)',
      body: eventBody,
      response: z.object({ recorded: z.literal(true) }),
    },
    (call) => recordMarketingEvent(deps, call.body),
  );

  visitor.post(
    '/newsletter',
    {
      summary: 'Subscribe to the newsletter (the same address twice changes nothing)',
      body: newsletterBody,
      response: successMessage,
    },
    (call) => subscribeToNewsletter(deps, call.body),
  );
};

export const marketingAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  // Each resource's routes spell their whole path (/banners/:id): a sub-prefix would add a
  // trailing-slash twin of every "/" route to the API document.
  await app.register(bannerAdminRoutes, { deps });
  await app.register(popupAdminRoutes, { deps });
  await app.register(newsletterAdminRoutes, { deps });
};
