/** Wires billing: the provider chosen by STRIPE_SECRET_KEY, the deps, and every route. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import { adminPlanRoutes } from './admin-routes.ts';
import type { BillingDeps } from './deps.ts';
import { createLocalProvider } from './local-provider.ts';
import { localBillingRoutes } from './local-routes.ts';
import type { PaymentProvider } from './provider.ts';
import { planRoutes, subscriptionRoutes, webhookRoutes } from './routes.ts';

export async function registerBilling(
  app: FastifyInstance,
  appDeps: AppDeps & { runAdminAction: AdminActionRunner },
): Promise<{ provider: PaymentProvider }> {
  const { config, database, mailer, securityLog, runAdminAction } = appDeps;
  const db = database.db;
  const { secretKey, webhookSecret } = config.stripe;
  // The Stripe SDK (some 200 modules, about 10 MB resident) is loaded only in Stripe mode.
  const provider = secretKey
    ? (await import('./stripe-provider.ts')).createStripeProvider({
        db,
        stripe: { ...config.stripe, secretKey },
        baseUrl: config.baseUrl,
      })
    : createLocalProvider({ db, baseUrl: config.baseUrl, webhookSecret });
  const deps: BillingDeps = {
    db,
    mailer,
    securityLog,
    runAdminAction,
    provider,
    baseUrl: config.baseUrl,
    webhookSecret,
    log: app.log,
  };

  await app.register(planRoutes, { prefix: '/api/plans', deps });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', deps });
  await app.register(adminPlanRoutes, { prefix: '/api/admin/subscription-plans', deps });
  await app.register(webhookRoutes, { prefix: '/api/stripe/webhook', deps });
  // The local provider's pages exist only without Stripe (so they answer 404 in Stripe mode).
  if (provider.kind === 'local')
    await app.register(localBillingRoutes, { prefix: '/api/billing/local', deps });
  return { provider };
}
