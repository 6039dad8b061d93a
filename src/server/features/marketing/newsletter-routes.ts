/** /api/admin/marketing/newsletter: the subscribers, as a page or as a CSV file. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingAdminEndpoints as admin } from '../../../shared/contracts/marketing.ts';
import { serve, serveCsv } from '../../http/route-kit.ts';
import type { MarketingDeps } from './deps.ts';
import { exportSubscribersCsv, listSubscribers } from './newsletter.ts';

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (
  app,
  { deps },
) => {
  serve(app, admin.subscribers, (call) => listSubscribers(deps, call.query));
  serveCsv(app, admin.exportSubscribers, (query) => exportSubscribersCsv(deps, query));
};
