/**
 * Plans and price ids. In Stripe mode a plan's prices are its stored Stripe price ids; the local
 * provider names them `local_<slug>_<cycle>`. A cycle priced 0 has no price id (no checkout).
 */
import { asc, eq, or } from 'drizzle-orm';
import type { AdminPlan, BillingCycle } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { type SubscriptionPlan, subscriptionPlans } from '../../db/schema.ts';

export type ProviderKind = 'stripe' | 'local';

export const localPriceId = (slug: string, cycle: BillingCycle) => `local_${slug}_${cycle}`;
const LOCAL_PRICE = /^local_(.+)_(monthly|yearly)$/;

export const amountOf = (
  plan: Pick<SubscriptionPlan, 'priceMonthly' | 'priceYearly'>,
  cycle: BillingCycle,
) => (cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly);

export function priceIdsOf(plan: SubscriptionPlan, kind: ProviderKind) {
  const pick = (cycle: BillingCycle, stripeId: string | null) => {
    if (amountOf(plan, cycle) <= 0) return null;
    return kind === 'local' ? localPriceId(plan.slug, cycle) : stripeId;
  };
  return {
    monthly: pick('monthly', plan.stripePriceIdMonthly),
    yearly: pick('yearly', plan.stripePriceIdYearly),
  };
}

export const toPublicPlan = (plan: SubscriptionPlan, kind: ProviderKind) => ({
  id: plan.id,
  name: plan.name,
  slug: plan.slug,
  description: plan.description,
  priceMonthly: plan.priceMonthly,
  priceYearly: plan.priceYearly,
  features: plan.features,
  limits: plan.limits,
  sortOrder: plan.sortOrder,
  priceIds: priceIdsOf(plan, kind),
});

export const toAdminPlan = (plan: SubscriptionPlan): AdminPlan => ({
  id: plan.id,
  name: plan.name,
  slug: plan.slug,
  description: plan.description,
  priceMonthly: plan.priceMonthly,
  priceYearly: plan.priceYearly,
  stripeProductId: plan.stripeProductId,
  stripePriceIdMonthly: plan.stripePriceIdMonthly,
  stripePriceIdYearly: plan.stripePriceIdYearly,
  features: plan.features,
  limits: plan.limits,
  active: plan.active,
  visible: plan.visible,
  sortOrder: plan.sortOrder,
  createdAt: plan.createdAt.toISOString(),
  updatedAt: plan.updatedAt.toISOString(),
});

export const allPlans = (db: Db) =>
  db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));

/**
 * The plan and cycle a price id stands for, or null. Stripe ids are looked up in the plan's
 * columns; `local_<slug>_<cycle>` ids only when `acceptLocal` (events accept both forms, checkout
 * only the current provider's).
 */
export async function planForPriceId(
  db: Db,
  priceId: string,
  accept: { stripe: boolean; local: boolean },
): Promise<{ plan: SubscriptionPlan; billingCycle: BillingCycle } | null> {
  const local = LOCAL_PRICE.exec(priceId);
  if (local) {
    if (!accept.local) return null;
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, local[1]!));
    return plan ? { plan, billingCycle: local[2] as BillingCycle } : null;
  }
  if (!accept.stripe) return null;
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      or(
        eq(subscriptionPlans.stripePriceIdMonthly, priceId),
        eq(subscriptionPlans.stripePriceIdYearly, priceId),
      ),
    );
  if (!plan) return null;
  return { plan, billingCycle: plan.stripePriceIdYearly === priceId ? 'yearly' : 'monthly' };
}
