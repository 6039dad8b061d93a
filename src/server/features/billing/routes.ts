/**
 * Billing's public and user routes: GET /api/plans, /api/subscription (+ checkout, portal) and
 * Stripe's webhook. The admin's plan routes are in admin-routes.ts, the local provider's pages'
 * API in local-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBody,
  plansResponse,
  portalBody,
  subscriptionResponse,
  urlResponse,
  webhookResponse,
} from '../../../shared/contracts/billing.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BillingDeps } from './deps.ts';
import { listPlans } from './plan-catalog.ts';
import { getSubscription, openPortal, startCheckout } from './subscription.ts';
import { handleWebhook } from './webhook.ts';

/** Provider failures answer 503 (the error table has no 502), documented like the 500. */
export const providerErrors = { ...errorResponses, 503: errorResponses[500] };

export const planRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Visible, active plans by sort order, with the price ids to send to checkout',
        response: { 200: envelope(plansResponse), ...errorResponses },
      },
    },
    async () => ok(await listPlans(deps)),
  );
};

export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const tags = ['billing'];
  const config = { auth: 'user' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The user's subscription (newest not canceled, else newest; null when none)",
        response: { 200: envelope(subscriptionResponse), ...errorResponses },
      },
    },
    async (request) => ok(await getSubscription(deps, request.session!.user.id)),
  );

  app.post(
    '/checkout',
    {
      config,
      schema: {
        tags,
        summary:
          'Start a checkout for the user or, with `organizationId` (owner or admin), for an organization; 409 when that payer already has a subscription',
        body: checkoutBody,
        response: { 200: envelope(urlResponse), ...providerErrors },
      },
    },
    async (request) => ok(await startCheckout(deps, request.session!.user, request.body)),
  );

  app.post(
    '/portal',
    {
      config,
      schema: {
        tags,
        summary:
          "A billing-portal URL (400 before the first checkout in Stripe mode); `organizationId`: the organization's (owner or admin)",
        body: portalBody,
        response: { 200: envelope(urlResponse), ...providerErrors },
      },
    },
    async (request) => ok(await openPortal(deps, request.session!.user, request.body)),
  );
};

/** Stripe's webhook: verified over the raw body, so JSON is parsed here only after the check. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  // Encapsulated: only this plugin's routes receive the body as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['billing'],
        summary:
          'Stripe events (Stripe-Signature checked, 5-minute tolerance; each event applied once; a handled type of the wrong shape is 400, other types are acknowledged and ignored)',
        response: { 200: envelope(webhookResponse), ...providerErrors },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(
        await handleWebhook(
          deps,
          body,
          typeof signature === 'string' ? signature : undefined,
          requestMeta(request),
        ),
      );
    },
  );
};
