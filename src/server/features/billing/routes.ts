/**
 * Billing routes: GET /api/plans, /api/subscription (+ checkout, portal), the admin's
 * /api/admin/subscription-plans, Stripe's webhook, and the local provider's pages' API under
 * /api/billing/local (registered only without Stripe, so they answer 404 in Stripe mode).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanResponse,
  adminPlansResponse,
  checkoutBody,
  confirmResponse,
  localCheckoutResponse,
  localPortalResponse,
  localSubscriptionResponse,
  planIdParam,
  plansResponse,
  planUpdateBody,
  redirectResponse,
  sessionIdParam,
  subscriptionResponse,
  syncResponse,
  urlResponse,
  verifyResponse,
  webhookResponse,
} from '../../../shared/contracts/billing.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { LocalBilling } from './local-provider.ts';
import type { BillingService } from './service.ts';

const providerErrors = { ...errorResponses, 503: errorResponses[500] };

export const planRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (app, { service }) => {
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
    async () => ok(await service.listPlans()),
  );
};

export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (
  app,
  { service },
) => {
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
    async (request) => ok(await service.subscription(request.session!.user.id)),
  );

  app.post(
    '/checkout',
    {
      config,
      schema: {
        tags,
        summary: 'Start a checkout; 409 when the user already has a subscription',
        body: checkoutBody,
        response: { 200: envelope(urlResponse), ...providerErrors },
      },
    },
    async (request) => ok(await service.checkout(request.session!.user, request.body)),
  );

  app.post(
    '/portal',
    {
      config,
      schema: {
        tags,
        summary: 'A billing-portal URL (400 before the first checkout in Stripe mode)',
        response: { 200: envelope(urlResponse), ...providerErrors },
      },
    },
    async (request) => ok(await service.portal(request.session!.user)),
  );
};

export const adminPlanRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (
  app,
  { service },
) => {
  const tags = ['admin: subscription plans'];
  const config = { auth: 'admin' as const };

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Every plan',
        response: { 200: envelope(adminPlansResponse), ...errorResponses },
      },
    },
    async () => ok(await service.adminPlans()),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a plan (any subset of its fields); 409 when a price id belongs to another plan',
        params: planIdParam,
        body: planUpdateBody,
        response: { 200: envelope(adminPlanResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await service.updatePlan(
          adminActorOf(request),
          requestMeta(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/sync',
    {
      config,
      schema: {
        tags,
        summary: 'Create or update the Stripe product and prices of every paid plan (Stripe mode only)',
        response: { 200: envelope(syncResponse), ...providerErrors },
      },
    },
    async (request) => ok(await service.syncPlans(adminActorOf(request), requestMeta(request))),
  );

  app.post(
    '/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Check the payment configuration: key, webhook secret, every paid price',
        response: { 200: envelope(verifyResponse), ...errorResponses },
      },
    },
    async () => ok(await service.verify()),
  );
};

/** Stripe's webhook: verified over the raw body, so JSON is parsed here only after the check. */
export const webhookRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (app, { service }) => {
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
        await service.handleWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
          requestMeta(request),
        ),
      );
    },
  );
};

export const localBillingRoutes: FastifyPluginAsyncZod<{
  local: LocalBilling;
  service: BillingService;
}> = async (app, { local, service }) => {
  const tags = ['billing: local provider'];
  const config = { auth: 'user' as const };
  const userId = (request: { session: { user: { id: string } } | null }) => request.session!.user.id;

  app.get(
    '/checkout/:id',
    {
      config,
      schema: {
        tags,
        summary: "One of the user's checkout sessions",
        params: sessionIdParam,
        response: { 200: envelope(localCheckoutResponse), ...errorResponses },
      },
    },
    async (request) => ok(await local.getCheckout(userId(request), request.params.id)),
  );

  app.post(
    '/checkout/:id/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Simulate the payment: the subscription starts',
        params: sessionIdParam,
        response: { 200: envelope(confirmResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await local.confirmCheckout(userId(request), request.params.id, requestMeta(request))),
  );

  app.post(
    '/checkout/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Abandon the checkout',
        params: sessionIdParam,
        response: { 200: envelope(redirectResponse), ...errorResponses },
      },
    },
    async (request) => ok(await local.cancelCheckout(userId(request), request.params.id)),
  );

  app.get(
    '/portal',
    {
      config,
      schema: {
        tags,
        summary: "The user's subscription and the plans to change to",
        response: { 200: envelope(localPortalResponse), ...errorResponses },
      },
    },
    async (request) => {
      const [{ subscription }, plans] = await Promise.all([
        service.subscription(userId(request)),
        service.publicPlans(),
      ]);
      return ok({ subscription, plans });
    },
  );

  app.post(
    '/portal/change-plan',
    {
      config,
      schema: {
        tags,
        summary: 'Switch plan and/or billing cycle',
        body: checkoutBody,
        response: { 200: envelope(localSubscriptionResponse), ...errorResponses },
      },
    },
    async (request) => ok(await local.changePlan(userId(request), request.body, requestMeta(request))),
  );

  for (const [path, summary, action] of [
    ['/portal/cancel', 'Cancel at the end of the period', local.cancel],
    ['/portal/resume', 'Undo a scheduled cancellation (or pay a past_due subscription)', local.resume],
    [
      '/portal/simulate-payment-failure',
      'Simulate a failed renewal: past_due and the payment-failed e-mail',
      local.simulatePaymentFailure,
    ],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: { tags, summary, response: { 200: envelope(localSubscriptionResponse), ...errorResponses } },
      },
      async (request) => ok(await action(userId(request), requestMeta(request))),
    );
  }
};
