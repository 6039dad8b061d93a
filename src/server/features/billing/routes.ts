/**
 * Billing's public and user routes: GET /api/plans, /api/subscription (+ checkout, portal) and
 * Stripe's webhook. The admin's plan routes are in admin-routes.ts, the local provider's pages'
 * API in local-routes.ts. The endpoints are declared in src/shared/contracts/billing.ts and, for the
 * webhook, stripe-webhook.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planEndpoints, subscriptionEndpoints } from '../../../shared/contracts/billing.ts';
import { stripeWebhookEndpoints } from '../../../shared/contracts/stripe-webhook.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import type { BillingDeps } from './deps.ts';
import { listPlans } from './plan-catalog.ts';
import { getSubscription, openPortal, startCheckout } from './subscription.ts';
import { handleWebhook } from './webhook.ts';

export const planRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, planEndpoints.list, (call) => listPlans(deps, requestLocale(call.request)));
};

export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const { get, checkout, portal } = subscriptionEndpoints;
  serve(app, get, (call) => getSubscription(deps, call.user.id));
  serve(app, checkout, (call) => startCheckout(deps, call.user, call.body));
  serve(app, portal, (call) => openPortal(deps, call.user, call.body));
};

/** Stripe's webhook: verified over the raw body, so JSON is parsed here only after the check. */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  // Encapsulated: only this plugin's routes receive the body as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  serve(app, stripeWebhookEndpoints.receive, async (call) => {
    const signature = call.request.headers['stripe-signature'];
    const body = Buffer.isBuffer(call.request.body) ? call.request.body : Buffer.alloc(0);
    return handleWebhook(
      deps,
      body,
      typeof signature === 'string' ? signature : undefined,
      requestMeta(call.request),
    );
  });
};
