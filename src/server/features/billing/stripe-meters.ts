/**
 * A plan's `usagePricing` → Stripe Billing Meters: one meter per meter name (shared by every plan
 * that prices it), and per plan, meter and cycle a metered price on the plan's product whose first
 * `includedUnits` cost nothing. Stripe then bills the overage in arrears from the meter events
 * usage-reporting.ts sends.
 */
import Stripe from 'stripe';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { UsagePrice } from '../../../shared/contracts/plan-entitlements.ts';
import type { StripeMeteredPrices, SubscriptionPlan } from '../../db/schema.ts';
import { idOf } from './event-lookups.ts';
import { CURRENCY, intervalOf, isMissing } from './stripe-client.ts';

/** The payload keys of our meter events: who (by Stripe customer id) and how many. */
export const CUSTOMER_KEY = 'stripe_customer_id';
export const VALUE_KEY = 'value';
/** Stripe keeps at most 12 decimal places of a unit amount. */
const DECIMAL_PLACES = 12;

/** Meter ids by event name, read once per sync (and extended as meters are created). */
export type MeterIds = Map<string, string>;

export async function activeMeters(stripe: Stripe): Promise<MeterIds> {
  const meters: MeterIds = new Map();
  for await (const meter of stripe.billing.meters.list({ status: 'active', limit: 100 }))
    meters.set(meter.event_name, meter.id);
  return meters;
}

/** The meter counting `name` (event_name = the meter name), created once: Stripe refuses a second one. */
async function ensureMeter(stripe: Stripe, meters: MeterIds, name: string, changes: string[]) {
  const known = meters.get(name);
  if (known) return known;
  const meter = await stripe.billing.meters.create({
    display_name: name,
    event_name: name,
    default_aggregation: { formula: 'sum' },
    customer_mapping: { type: 'by_id', event_payload_key: CUSTOMER_KEY },
    value_settings: { event_payload_key: VALUE_KEY },
  });
  meters.set(name, meter.id);
  changes.push(`meter ${meter.id} created (${name})`);
  return meter.id;
}

/**
 * What a metered price was made for, kept in its metadata: Stripe prices are immutable, so other
 * terms (or another meter) make a new price.
 */
const termsOf = (plan: SubscriptionPlan, price: UsagePrice, cycle: BillingCycle, meterId: string) => ({
  planId: String(plan.id),
  billingCycle: cycle,
  meter: price.meter,
  meterId,
  includedUnits: String(price.includedUnits),
  unitAmount: String(price.unitAmount),
  per: String(price.per),
});

async function existing(stripe: Stripe, id: string | null | undefined): Promise<Stripe.Price | null> {
  if (!id) return null;
  try {
    return await stripe.prices.retrieve(id);
  } catch (error) {
    if (!isMissing(error)) throw error;
    return null;
  }
}

async function syncMeteredPrice(
  stripe: Stripe,
  plan: SubscriptionPlan,
  productId: string,
  target: { price: UsagePrice; cycle: BillingCycle; meterId: string },
  changes: string[],
): Promise<string> {
  const { price, cycle, meterId } = target;
  const terms = termsOf(plan, price, cycle, meterId);
  const current = await existing(stripe, plan.stripeMeteredPrices[price.meter]?.[cycle]);
  const same =
    current?.active &&
    idOf(current.product) === productId &&
    Object.entries(terms).every(([key, value]) => current.metadata[key] === value);
  if (current && same) return current.id;
  // Stripe bills each unit past the included ones at unitAmount / per cents (to 12 places).
  const perUnit = Stripe.Decimal.from(price.unitAmount).div(
    Stripe.Decimal.from(price.per),
    DECIMAL_PLACES,
    'half-even',
  );
  const created = await stripe.prices.create({
    product: productId,
    currency: CURRENCY,
    recurring: { interval: intervalOf(cycle), usage_type: 'metered', meter: meterId },
    billing_scheme: 'tiered',
    tiers_mode: 'graduated',
    tiers: [
      ...(price.includedUnits > 0 ? [{ up_to: price.includedUnits, unit_amount: 0 }] : []),
      { up_to: 'inf', unit_amount_decimal: perUnit },
    ],
    metadata: terms,
  });
  changes.push(`${cycle} ${price.meter} metered price ${created.id} created`);
  if (current?.active) {
    await stripe.prices.update(current.id, { active: false });
    changes.push(`${cycle} ${price.meter} metered price ${current.id} deactivated`);
  }
  return created.id;
}

/**
 * The plan's metered prices, by meter and cycle (a cycle the plan does not sell has none). A meter
 * no longer priced loses its price: it is deactivated and left out.
 */
export async function syncMeteredPrices(
  stripe: Stripe,
  plan: SubscriptionPlan,
  productId: string,
  meters: MeterIds,
  changes: string[],
): Promise<StripeMeteredPrices> {
  const result: StripeMeteredPrices = {};
  for (const price of plan.usagePricing) {
    const meterId = await ensureMeter(stripe, meters, price.meter, changes);
    const ids = { monthly: null as string | null, yearly: null as string | null };
    for (const cycle of ['monthly', 'yearly'] as const) {
      if ((cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly) <= 0) continue;
      ids[cycle] = await syncMeteredPrice(stripe, plan, productId, { price, cycle, meterId }, changes);
    }
    result[price.meter] = ids;
  }
  const priced = new Set(plan.usagePricing.map((price) => price.meter));
  for (const [meter, ids] of Object.entries(plan.stripeMeteredPrices)) {
    for (const cycle of ['monthly', 'yearly'] as const) {
      const stale = priced.has(meter) && result[meter]?.[cycle] === ids[cycle] ? null : ids[cycle];
      const price = await existing(stripe, stale);
      if (!price?.active) continue;
      await stripe.prices.update(price.id, { active: false });
      changes.push(`${cycle} ${meter} metered price ${price.id} deactivated`);
    }
  }
  return result;
}
