/** /api/admin/marketing/newsletter: the subscribers, as a page or as a CSV file. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subscriberFilters,
  subscriberListQuery,
  subscriberListResponse,
} from '../../../shared/contracts/marketing.ts';
import { routeKit } from '../../http/route-kit.ts';
import type { MarketingDeps } from './deps.ts';
import { exportSubscribersCsv, listSubscribers } from './newsletter.ts';

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (
  app,
  { deps },
) => {
  const admin = routeKit(app, { auth: 'admin', tags: ['admin: marketing'] });

  admin.get(
    '/newsletter',
    {
      summary: 'Newsletter subscribers, newest first',
      querystring: subscriberListQuery,
      response: subscriberListResponse,
    },
    (call) => listSubscribers(deps, call.query),
  );

  admin.csv(
    '/newsletter/export',
    {
      summary: 'The (filtered) subscribers as CSV (not enveloped)',
      querystring: subscriberFilters,
      file: 'newsletter-subscribers',
    },
    (query) => exportSubscribersCsv(deps, query),
  );
};
