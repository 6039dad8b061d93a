/**
 * The local provider's pages' API under /api/billing/local (registered only without Stripe, so
 * these answer 404 in Stripe mode): the checkout page and the billing portal.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBody,
  confirmResponse,
  localCheckoutResponse,
  localPortalResponse,
  localSubscriptionResponse,
  portalBody,
  portalQuery,
  redirectResponse,
  sessionIdParam,
} from '../../../shared/contracts/billing.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BillingDeps } from './deps.ts';
import { cancelCheckout, confirmCheckout, getCheckout } from './local-checkout.ts';
import {
  cancelSubscription,
  changePlan,
  portalView,
  resumeSubscription,
  simulatePaymentFailure,
} from './local-portal.ts';

export const localBillingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
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
    async (request) => ok(await getCheckout(deps, userId(request), request.params.id)),
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
      ok(await confirmCheckout(deps, userId(request), request.params.id, requestMeta(request))),
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
    async (request) => ok(await cancelCheckout(deps, userId(request), request.params.id)),
  );

  app.get(
    '/portal',
    {
      config,
      schema: {
        tags,
        summary:
          "The user's subscription (or, with `organizationId`, the organization's: owner or admin) and the plans to change to",
        querystring: portalQuery,
        response: { 200: envelope(localPortalResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await portalView(deps, { userId: userId(request), organizationId: request.query.organizationId })),
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
    async (request) => ok(await changePlan(deps, userId(request), request.body, requestMeta(request))),
  );

  for (const [path, summary, action] of [
    ['/portal/cancel', 'Cancel at the end of the period', cancelSubscription],
    ['/portal/resume', 'Undo a scheduled cancellation (or pay a past_due subscription)', resumeSubscription],
    [
      '/portal/simulate-payment-failure',
      'Simulate a failed renewal: past_due and the payment-failed e-mail',
      simulatePaymentFailure,
    ],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${summary}; \`{ organizationId }\`: the organization's subscription (owner or admin)`,
          body: portalBody,
          response: { 200: envelope(localSubscriptionResponse), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await action(
            deps,
            { userId: userId(request), organizationId: request.body?.organizationId },
            requestMeta(request),
          ),
        ),
    );
  }
};
