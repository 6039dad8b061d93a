/** /api/admin/marketing/newsletter: the subscribers, as a page or as a CSV file. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subscriberFilters,
  subscriberListQuery,
  subscriberListResponse,
} from '../../../shared/contracts/marketing.ts';
import { sendCsvExport } from '../../http/csv.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import type { MarketingDeps } from './deps.ts';
import { exportSubscribersCsv, listSubscribers } from './newsletter.ts';

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ deps: MarketingDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin: marketing'];
  const config = { auth: 'admin' as const };

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
    async (request) => ok(await listSubscribers(deps, request.query)),
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
      sendCsvExport(request, reply, 'newsletter-subscribers', exportSubscribersCsv(deps, request.query)),
  );
};
