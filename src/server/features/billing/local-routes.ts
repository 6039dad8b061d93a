/**
 * The local provider's pages' API under /api/billing/local (registered only without Stripe, so
 * these answer 404 in Stripe mode): the checkout page and the billing portal. The endpoints are
 * declared in src/shared/contracts/billing.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localBillingEndpoints as local } from '../../../shared/contracts/billing.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import type { BillingDeps } from './deps.ts';
import { cancelCheckout, confirmCheckout, getCheckout } from './local-checkout.ts';
import {
  cancelSubscription,
  changePlan,
  portalView,
  resumeSubscription,
  simulatePaymentFailure,
  updatePaymentMethod,
} from './local-portal.ts';

export const localBillingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, local.checkout, (call) => getCheckout(deps, call.user.id, call.params.id));
  serve(app, local.confirm, (call) =>
    confirmCheckout(deps, call.user.id, call.params.id, requestMeta(call.request), call.body?.card),
  );
  serve(app, local.cancelCheckout, (call) => cancelCheckout(deps, call.user.id, call.params.id));
  serve(app, local.portal, (call) =>
    portalView(
      deps,
      { userId: call.user.id, organizationId: call.query.organizationId },
      requestLocale(call.request),
    ),
  );
  serve(app, local.changePlan, (call) =>
    changePlan(deps, call.user.id, call.body, requestMeta(call.request)),
  );
  serve(app, local.paymentMethod, (call) =>
    updatePaymentMethod(deps, call.user.id, call.body, requestMeta(call.request)),
  );

  for (const [endpoint, action] of [
    [local.cancel, cancelSubscription],
    [local.resume, resumeSubscription],
    [local.simulatePaymentFailure, simulatePaymentFailure],
  ] as const) {
    serve(app, endpoint, (call) =>
      action(
        deps,
        { userId: call.user.id, organizationId: call.body?.organizationId },
        requestMeta(call.request),
      ),
    );
  }
};
