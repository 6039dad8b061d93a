/** Wires billing: the provider chosen by STRIPE_SECRET_KEY, the event handler, and every route. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import { createLocalProvider } from './local-provider.ts';
import {
  adminPlanRoutes,
  localBillingRoutes,
  planRoutes,
  subscriptionRoutes,
  webhookRoutes,
} from './routes.ts';
import { createBillingService } from './service.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createSubscriptionEvents } from './subscription-events.ts';

export async function registerBilling(
  app: FastifyInstance,
  deps: AppDeps & { runAdminAction: AdminActionRunner },
): Promise<void> {
  const { config, database, mailer, securityLog, runAdminAction } = deps;
  const db = database.db;
  const events = createSubscriptionEvents({
    db,
    mailer,
    securityLog,
    baseUrl: config.baseUrl,
    log: app.log,
  });
  const secretKey = config.stripe.secretKey;
  const local = secretKey
    ? undefined
    : createLocalProvider({
        db,
        events,
        baseUrl: config.baseUrl,
        webhookSecret: config.stripe.webhookSecret,
      });
  const provider = secretKey
    ? createStripeProvider({ db, stripe: { ...config.stripe, secretKey }, baseUrl: config.baseUrl })
    : local!.provider;
  const service = createBillingService({
    db,
    provider,
    events,
    runAdminAction,
    webhookSecret: config.stripe.webhookSecret,
  });

  await app.register(planRoutes, { prefix: '/api/plans', service });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', service });
  await app.register(adminPlanRoutes, { prefix: '/api/admin/subscription-plans', service });
  await app.register(webhookRoutes, { prefix: '/api/stripe/webhook', service });
  if (local) await app.register(localBillingRoutes, { prefix: '/api/billing/local', local, service });
}
