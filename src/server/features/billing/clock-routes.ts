/**
 * The admin's /api/admin/billing/clock: the local provider's time, and moving it ahead. Registered
 * only with the local provider outside production (index.ts): 404 otherwise. Declared in
 * src/shared/contracts/billing-clock.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingClockEndpoints as clock } from '../../../shared/contracts/billing.ts';
import { serve } from '../../http/route-kit.ts';
import type { BillingDeps } from './deps.ts';
import { clockNow } from './local-clock.ts';
import { advanceClock } from './local-clock-run.ts';

export const billingClockRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  serve(app, clock.get, async () => ({ now: (await clockNow(deps.db)).toISOString() }));
  serve(app, clock.advance, (call) => advanceClock(deps, call.actor, call.meta, call.body.advanceDays));
};
