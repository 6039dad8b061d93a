/**
 * Plans → Stripe: a product per paid plan and a price per paid cycle, and for its `usagePricing`
 * the Billing Meters and metered prices (stripe-meters.ts). Stripe prices are immutable, so a
 * changed amount creates a new price and deactivates the old one.
 */
import type Stripe from 'stripe';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { SubscriptionPlan } from '../../db/schema.ts';
import { idOf } from './event-lookups.ts';
import { amountOf } from './plans.ts';
import type { SyncedPlan } from './provider.ts';
import { CURRENCY, intervalOf, isMissing } from './stripe-client.ts';
import { activeMeters, type MeterIds, syncMeteredPrices } from './stripe-meters.ts';

/** The stored price, or null when it no longer exists in Stripe. */
async function existingPrice(stripe: Stripe, id: string | null): Promise<Stripe.Price | null> {
  if (!id) return null;
  try {
    return await stripe.prices.retrieve(id);
  } catch (error) {
    if (!isMissing(error)) throw error;
    return null;
  }
}

async function deactivate(
  stripe: Stripe,
  price: Stripe.Price | null,
  cycle: BillingCycle,
  changes: string[],
) {
  if (!price?.active) return;
  await stripe.prices.update(price.id, { active: false });
  changes.push(`${cycle} price ${price.id} deactivated`);
}

async function syncPrice(
  stripe: Stripe,
  plan: SubscriptionPlan,
  productId: string,
  cycle: BillingCycle,
  changes: string[],
): Promise<string | null> {
  const amount = amountOf(plan, cycle);
  const interval = intervalOf(cycle);
  const current = await existingPrice(
    stripe,
    cycle === 'yearly' ? plan.stripePriceIdYearly : plan.stripePriceIdMonthly,
  );
  if (amount <= 0) {
    await deactivate(stripe, current, cycle, changes);
    return null;
  }
  if (
    current?.active &&
    current.unit_amount === amount &&
    current.currency === CURRENCY &&
    current.recurring?.interval === interval &&
    idOf(current.product) === productId
  ) {
    return current.id;
  }
  const created = await stripe.prices.create({
    product: productId,
    unit_amount: amount,
    currency: CURRENCY,
    recurring: { interval },
    metadata: { planId: String(plan.id), billingCycle: cycle },
  });
  changes.push(`${cycle} price ${created.id} created (${amount} ${CURRENCY})`);
  await deactivate(stripe, current, cycle, changes);
  return created.id;
}

async function syncProduct(stripe: Stripe, plan: SubscriptionPlan, changes: string[]): Promise<string> {
  const wanted = { name: plan.name, description: plan.description, active: plan.active };
  if (plan.stripeProductId) {
    try {
      const product = await stripe.products.retrieve(plan.stripeProductId);
      if (
        product.name !== wanted.name ||
        (product.description ?? '') !== wanted.description ||
        product.active !== wanted.active
      ) {
        await stripe.products.update(product.id, wanted);
        changes.push(`product ${product.id} updated`);
      }
      return product.id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const product = await stripe.products.create({
    name: wanted.name,
    ...(wanted.description ? { description: wanted.description } : {}),
    active: wanted.active,
    metadata: { planId: String(plan.id), slug: plan.slug },
  });
  changes.push(`product ${product.id} created`);
  return product.id;
}

/** Plans done before a failure are returned with the error, so they can be stored. */
export async function syncStripePlans(stripe: Stripe, plans: SubscriptionPlan[]) {
  const synced: SyncedPlan[] = [];
  try {
    // Meters are the account's, not a plan's: listed only when some plan prices usage.
    let meters: MeterIds | null = null;
    for (const plan of plans) {
      if (plan.priceMonthly <= 0 && plan.priceYearly <= 0) continue;
      const changes: string[] = [];
      const productId = await syncProduct(stripe, plan, changes);
      const priceIdMonthly = await syncPrice(stripe, plan, productId, 'monthly', changes);
      const priceIdYearly = await syncPrice(stripe, plan, productId, 'yearly', changes);
      const needsMeters = plan.usagePricing.length > 0 || Object.keys(plan.stripeMeteredPrices).length > 0;
      if (needsMeters) meters ??= await activeMeters(stripe);
      const meteredPrices = meters
        ? await syncMeteredPrices(stripe, plan, productId, meters, changes)
        : plan.stripeMeteredPrices;
      synced.push({
        planId: plan.id,
        productId,
        priceIdMonthly,
        priceIdYearly,
        meteredPrices,
        report: {
          planId: plan.id,
          name: plan.name,
          productId,
          priceIdMonthly,
          priceIdYearly,
          meteredPrices,
          changes,
        },
      });
    }
    return { synced, error: null };
  } catch (error) {
    return { synced, error };
  }
}
