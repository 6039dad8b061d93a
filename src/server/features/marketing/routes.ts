/**
 * /api/marketing: what the public site shows (the visible banner's variants, active popups), its
 * counters, and newsletter sign-ups.
 * /api/admin/marketing: banners with variants and statistics, popups, newsletter subscribers.
 * The endpoints are declared in src/shared/contracts/marketing.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingEndpoints as visitor } from '../../../shared/contracts/marketing.ts';
import { serve } from '../../http/route-kit.ts';
import { activeMarketing } from './active.ts';
import { bannerAdminRoutes } from './banner-routes.ts';
import type { MarketingDeps } from './deps.ts';
import { recordMarketingEvent } from './events.ts';
import { subscribeToNewsletter } from './newsletter.ts';
import { newsletterAdminRoutes } from './newsletter-routes.ts';
import { popupAdminRoutes } from './popup-routes.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  serve(app, visitor.active, () => activeMarketing(deps));
  serve(app, visitor.event, (call) => recordMarketingEvent(deps, call.body));
  serve(app, visitor.subscribe, (call) => subscribeToNewsletter(deps, call.body));
};

export const marketingAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (app, { deps }) => {
  // Registered without a prefix of their own: each serves its declared paths under /api/admin/marketing.
  await app.register(bannerAdminRoutes, { deps });
  await app.register(popupAdminRoutes, { deps });
  await app.register(newsletterAdminRoutes, { deps });
};
