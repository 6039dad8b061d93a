/**
 * The admin's /api/admin/subscription-plans: list, edit, sync to Stripe, verify the integration.
 * The endpoints are declared in src/shared/contracts/billing.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planAdminEndpoints as admin } from '../../../shared/contracts/billing.ts';
import { serve } from '../../http/route-kit.ts';
import type { BillingDeps } from './deps.ts';
import { adminPlans } from './plan-catalog.ts';
import { updatePlan } from './plan-editing.ts';
import { syncPlans, verifyProvider } from './plan-sync.ts';

export const adminPlanRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, admin.list, () => adminPlans(deps));
  serve(app, admin.update, (call) => updatePlan(deps, call.actor, call.meta, call.params.id, call.body));
  serve(app, admin.sync, (call) => syncPlans(deps, call.actor, call.meta));

  serve(app, admin.verify, () => verifyProvider(deps));
};
