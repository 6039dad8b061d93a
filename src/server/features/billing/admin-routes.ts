/** The admin's /api/admin/subscription-plans: list, edit, sync to Stripe, verify the integration. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanResponse,
  adminPlansResponse,
  planIdParam,
  planUpdateBody,
  syncResponse,
  verifyResponse,
} from '../../../shared/contracts/billing.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { BillingDeps } from './deps.ts';
import { adminPlans } from './plan-catalog.ts';
import { updatePlan } from './plan-editing.ts';
import { syncPlans, verifyProvider } from './plan-sync.ts';
import { providerErrors } from './routes.ts';

export const adminPlanRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
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
    async () => ok(await adminPlans(deps)),
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
        await updatePlan(deps, adminActorOf(request), requestMeta(request), request.params.id, request.body),
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
    async (request) => ok(await syncPlans(deps, adminActorOf(request), requestMeta(request))),
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
    async () => ok(await verifyProvider(deps)),
  );
};
