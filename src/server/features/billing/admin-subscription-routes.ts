/**
 * /api/admin/subscriptions: an admin ends a user's or an organization's subscription now.
 * Declared in src/shared/contracts/billing.ts (with the provider's 503).
 */
import type { FastifyPluginAsync } from 'fastify';
import { subscriptionAdminEndpoints } from '../../../shared/contracts/billing.ts';
import { serve } from '../../http/route-kit.ts';
import { adminCancelSubscription } from './admin-subscriptions.ts';
import type { BillingDeps } from './deps.ts';

export const adminSubscriptionRoutes: FastifyPluginAsync<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, subscriptionAdminEndpoints.cancel, (call) =>
    adminCancelSubscription(deps, call.actor, call.meta, call.params.id),
  );
};
