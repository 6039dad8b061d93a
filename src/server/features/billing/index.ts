/**
 * Billing's public entry: what other features may use (the current subscription of a user or an
 * organization), and the wiring of the provider chosen by STRIPE_SECRET_KEY, the deps and every route.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { EmitWebhookEvent } from '../../core/webhook-emitter.ts';
import { adminPlanRoutes } from './admin-routes.ts';
import { adminSubscriptionRoutes } from './admin-subscription-routes.ts';
import { billingClockRoutes } from './clock-routes.ts';
import { couponAdminRoutes } from './coupon-routes.ts';
import type { BillingDeps, MeteredUsage, OrganizationPayers } from './deps.ts';
import { endSubscriptionNow } from './end-now.ts';
import { runDueNow } from './local-clock-run.ts';
import { createLocalProvider } from './local-provider.ts';
import { localBillingRoutes } from './local-routes.ts';
import type { PaymentProvider } from './provider.ts';
import { invoiceRoutes, planRoutes, subscriptionRoutes, webhookRoutes } from './routes.ts';
import { syncSeats } from './seat-sync.ts';
import { defineUsageReportRetries, type ReportUsage, reportUsage } from './usage-reporting.ts';

export {
  currentSubscription,
  currentSubscriptionColumn,
  currentSubscriptions,
  LIVE_STATUSES,
  OPEN_STATUSES,
  organizationSubscription,
  toSubscriptionView,
} from './current-subscription.ts';
export type { MeteredUsage, OrganizationPayers } from './deps.ts';
export type { ReportUsage, UsageCustomer } from './usage-reporting.ts';

export async function registerBilling(
  app: FastifyInstance,
  appDeps: AppDeps & {
    runAdminAction: AdminActionRunner;
    organizationPayers: OrganizationPayers;
    meteredUsage: MeteredUsage;
    emitWebhook: EmitWebhookEvent;
  },
): Promise<{
  provider: PaymentProvider;
  endSubscriptionNow: (subscriptionId: string, meta: RequestMeta) => Promise<void>;
  syncSeats: (organizationId: string, meta: RequestMeta) => Promise<void>;
  /** Sends a new usage event to Stripe's meter when the customer's plan prices it (never throws). */
  reportUsage: ReportUsage;
}> {
  const {
    config,
    database,
    mailer,
    securityLog,
    runAdminAction,
    organizationPayers,
    meteredUsage,
    emitWebhook,
  } = appDeps;
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
    organizationPayers,
    meteredUsage,
    provider,
    baseUrl: config.baseUrl,
    webhookSecret,
    log: app.log,
    graceDays: config.billing.graceDays,
    emitWebhook,
  };

  await app.register(planRoutes, { prefix: '/api/plans', deps });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', deps });
  await app.register(invoiceRoutes, { prefix: '/api/subscription', deps });
  await app.register(adminPlanRoutes, { prefix: '/api/admin/subscription-plans', deps });
  await app.register(adminSubscriptionRoutes, { prefix: '/api/admin/subscriptions', deps });
  await app.register(couponAdminRoutes, { prefix: '/api/admin/coupons', deps });
  await app.register(webhookRoutes, { prefix: '/api/stripe/webhook', deps });
  // The local provider's pages exist only without Stripe (so they answer 404 in Stripe mode).
  if (provider.kind === 'local')
    await app.register(localBillingRoutes, { prefix: '/api/billing/local', deps });
  // The clock moves the local provider's time only: never with Stripe, never in production.
  if (provider.kind === 'local' && config.env !== 'production')
    await app.register(billingClockRoutes, { prefix: '/api/admin/billing/clock', deps });
  const usageRetries = defineUsageReportRetries(appDeps.jobs, deps);
  // The local provider has no Stripe to renew and retry: a recurring job runs what falls due.
  if (provider.kind === 'local' && config.billing.clockTickMs > 0) {
    const tick = appDeps.jobs.define<Record<string, never>>({
      name: 'billing.clock',
      maxAttempts: 1,
      retryDelayMs: () => 0,
      run: async () => {
        const steps = await runDueNow(deps);
        if (steps > 0) app.log.info({ steps }, 'billing clock: ran what fell due');
      },
    });
    appDeps.jobs.every(tick, config.billing.clockTickMs);
  }
  return {
    provider,
    endSubscriptionNow: (id, meta) => endSubscriptionNow(deps, id, meta),
    syncSeats: (organizationId, meta) => syncSeats(deps, organizationId, meta),
    reportUsage: (customer, meter, quantity, identifier, at) =>
      reportUsage(deps, usageRetries, customer, meter, quantity, identifier, at),
  };
}
