/**
 * Plans and price ids. In Stripe mode a plan's prices are its stored Stripe price ids; the local
 * provider names them `local_<slug>_<cycle>`. A cycle priced 0 has no price id (no checkout).
 */
import { eq, or } from 'drizzle-orm';
import type {
  AdminPlan,
  BillingCycle,
  CheckoutBody,
  ProviderKind,
  TranslatedLocale,
} from '../../../shared/contracts/billing.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { type SubscriptionPlan, subscriptionPlans } from '../../db/schema.ts';

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

/**
 * The plan's Stripe metered prices of a cycle (stripe-meters.ts), for the meters it prices now:
 * a checkout adds them as line items, a plan change swaps them for the new plan's.
 */
export const meteredPriceIds = (plan: SubscriptionPlan, cycle: BillingCycle): string[] =>
  plan.usagePricing.flatMap((price) => {
    const id = plan.stripeMeteredPrices[price.meter]?.[cycle];
    return id ? [id] : [];
  });

/** The fields the pricing page and the admin's editor both show. */
const catalogFields = (plan: SubscriptionPlan) => ({
  id: plan.id,
  name: plan.name,
  slug: plan.slug,
  description: plan.description,
  priceMonthly: plan.priceMonthly,
  priceYearly: plan.priceYearly,
  features: plan.features,
  limits: plan.limits,
  flags: plan.flags,
  usagePricing: plan.usagePricing,
  sortOrder: plan.sortOrder,
  trialDays: plan.trialDays,
  pricingModel: plan.pricingModel,
});

/**
 * The description and features a reader of `locale` sees: the plan's translation when it has one
 * (each on its own: an empty description or feature list is not a translation), else English.
 */
export function planTextsIn(
  plan: Pick<SubscriptionPlan, 'description' | 'features' | 'translations'>,
  locale: Locale,
) {
  const texts = locale === DEFAULT_LOCALE ? undefined : plan.translations[locale as TranslatedLocale];
  return {
    description: texts?.description || plan.description,
    features: texts?.features?.length ? texts.features : plan.features,
  };
}

/** A plan as the pricing page shows it, with its texts in the reader's language. */
export const toPublicPlan = (plan: SubscriptionPlan, kind: ProviderKind, locale: Locale) => ({
  ...catalogFields(plan),
  ...planTextsIn(plan, locale),
  priceIds: priceIdsOf(plan, kind),
});

export const toAdminPlan = (plan: SubscriptionPlan): AdminPlan => ({
  ...catalogFields(plan),
  stripeProductId: plan.stripeProductId,
  stripePriceIdMonthly: plan.stripePriceIdMonthly,
  stripePriceIdYearly: plan.stripePriceIdYearly,
  translations: plan.translations,
  active: plan.active,
  visible: plan.visible,
  createdAt: plan.createdAt.toISOString(),
  updatedAt: plan.updatedAt.toISOString(),
});

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

/** The plan a checkout or a plan change asks for: an active plan's paid price of that cycle (else 400). */
export async function payablePlan(
  db: Db,
  { priceId, billingCycle }: CheckoutBody,
  accept: { stripe: boolean; local: boolean },
): Promise<SubscriptionPlan> {
  const found = await planForPriceId(db, priceId, accept);
  if (!found?.plan.active || amountOf(found.plan, found.billingCycle) <= 0)
    throw new AppError('BAD_REQUEST', 'Unknown price');
  if (found.billingCycle !== billingCycle)
    throw new AppError('BAD_REQUEST', 'The price does not match the billing cycle');
  return found.plan;
}
