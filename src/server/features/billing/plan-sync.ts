/**
 * The admin's "Sync to Stripe" and "Verify integration". Sync stores what Stripe now holds even
 * when a later plan failed (so the next run reuses it), then answers the failure as a 503.
 */
import { eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { subscriptionPlans } from '../../db/schema.ts';
import type { BillingDeps } from './deps.ts';
import { allPlans } from './plan-catalog.ts';
import { toAdminPlan } from './plans.ts';
import type { SyncedPlan } from './provider.ts';

function storeSynced(
  { runAdminAction }: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  synced: SyncedPlan[],
  error: unknown,
) {
  const report = synced.map((entry) => entry.report);
  return runAdminAction({ actor, meta }, async (tx) => {
    for (const entry of synced) {
      await tx
        .update(subscriptionPlans)
        .set({
          stripeProductId: entry.productId,
          stripePriceIdMonthly: entry.priceIdMonthly,
          stripePriceIdYearly: entry.priceIdYearly,
          stripeMeteredPrices: entry.meteredPrices,
        })
        .where(eq(subscriptionPlans.id, entry.planId));
    }
    return {
      result: null,
      event: {
        eventType: 'config_changed',
        description: `${actor.email} synced the plans to Stripe${error ? ' (interrupted by an error)' : ''}`,
        metadata: { action: 'stripe_sync', report, complete: !error },
      },
    };
  });
}

export async function syncPlans(deps: BillingDeps, actor: AdminActor, meta: RequestMeta) {
  const { db, provider } = deps;
  if (provider.kind !== 'stripe')
    throw new AppError(
      'BAD_REQUEST',
      'Stripe is not configured (STRIPE_SECRET_KEY is not set): the local provider needs no sync',
    );
  const { synced, error } = await provider.syncPlans(await allPlans(db));
  if (synced.length > 0 || !error) await storeSynced(deps, actor, meta, synced, error);
  if (error) {
    // Only the Stripe provider syncs, so its client module (and the SDK) is loaded by now.
    const { isStripeError, providerUnavailable } = await import('./stripe-client.ts');
    throw isStripeError(error) ? providerUnavailable(error) : error;
  }
  return { plans: (await allPlans(db)).map(toAdminPlan), report: synced.map((entry) => entry.report) };
}

export async function verifyProvider({ db, provider }: BillingDeps) {
  const checks = await provider.verify(await allPlans(db));
  return { provider: provider.kind, ok: checks.every((check) => check.ok), checks };
}
