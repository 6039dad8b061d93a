/**
 * The Stripe implementation of PaymentProvider (STRIPE_SECRET_KEY set): Checkout and the billing
 * portal are Stripe's hosted pages; sync and verify are in stripe-sync.ts and stripe-verify.ts.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema.ts';
import { meteredPriceIds } from './plans.ts';
import type { CheckoutInput, PaymentProvider } from './provider.ts';
import { call, createStripeClient, providerUnavailable } from './stripe-client.ts';
import { createStripeCoupon, updateStripeCoupon } from './stripe-coupons.ts';
import { CUSTOMER_KEY, VALUE_KEY } from './stripe-meters.ts';
import { changeStripePrice, releaseStripeSchedule, scheduleStripeChange } from './stripe-plan-changes.ts';
import { syncStripePlans } from './stripe-sync.ts';
import { verifyStripe } from './stripe-verify.ts';
import { type ProviderSubscription, providerSubscription } from './webhook-event.ts';

/** Stripe's answer read like an event's subscription: a state we cannot store is an outage (503). */
function checkedSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const checked = providerSubscription.safeParse(subscription);
  if (!checked.success) throw providerUnavailable(checked.error);
  return checked.data;
}

async function customerOf(db: Db, userId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.customerId;
}

/** The user's Stripe customer, created (and recorded at once: it exists in Stripe) if missing. */
async function ensureCustomer(db: Db, stripe: Stripe, user: CheckoutInput['user']): Promise<string> {
  const known = await customerOf(db, user.id);
  if (known) return known;
  const customer = await call(() =>
    stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }),
  );
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, customerId: customer.id })
    .onConflictDoNothing();
  // Two checkouts at once: the first recorded customer wins.
  return (await customerOf(db, user.id)) ?? customer.id;
}

export function createStripeProvider(deps: {
  db: Db;
  stripe: NonNullable<Config['stripe']> & { secretKey: string };
  baseUrl: string;
}): PaymentProvider {
  const { db, baseUrl } = deps;
  const stripe = createStripeClient(deps.stripe.secretKey, deps.stripe.apiUrl);

  return {
    kind: 'stripe',

    now: async () => new Date(),

    async createCheckout({ user, plan, billingCycle, priceId, organizationId, trialDays, seats, coupon }) {
      const customer = await ensureCustomer(db, stripe, user);
      // The webhook attaches the subscription to the organization named in its metadata.
      const forOrganization: Record<string, string> = organizationId ? { organizationId } : {};
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          // The plan's price first (its item is the subscription's plan), then one metered price
          // per priced meter: Stripe counts their quantity from meter events, so none is given.
          line_items: [
            { price: priceId, quantity: seats ?? 1 },
            ...meteredPriceIds(plan, billingCycle).map((price) => ({ price })),
          ],
          // The code was checked for this payer and plan (promotion-codes.ts); the webhook's
          // session names it again in `discounts`, which records the redemption.
          ...(coupon?.stripePromotionCodeId
            ? { discounts: [{ promotion_code: coupon.stripePromotionCodeId }] }
            : {}),
          metadata: { userId: user.id, planId: String(plan.id), billingCycle, ...forOrganization },
          subscription_data: {
            metadata: { userId: user.id, planId: String(plan.id), ...forOrganization },
            // Only for a payer's first subscription (startCheckout decides): one trial per customer.
            ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          },
          success_url: `${baseUrl}/account/billing?checkout=success`,
          cancel_url: `${baseUrl}/pricing`,
        }),
      );
      if (!session.url) throw providerUnavailable(new Error('checkout session without url'));
      return { url: session.url };
    },

    async createPortal(user) {
      const customer = await customerOf(db, user.id);
      if (!customer) throw new AppError('BAD_REQUEST', 'No billing account yet: choose a plan first');
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${baseUrl}/account/billing` }),
      );
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      // Expanded discounts say which promotion code a checkout's subscription was bought with.
      return checkedSubscription(
        await call(() => stripe.subscriptions.retrieve(id, { expand: ['discounts'] })),
      );
    },

    syncPlans: (plans) => syncStripePlans(stripe, plans),

    async cancelSubscriptionNow(id, options = {}) {
      // prorate + invoice_now: a final invoice credits the unused time to the customer.
      const params = options.prorate ? { prorate: true, invoice_now: true } : {};
      const canceled = await call(() => stripe.subscriptions.cancel(id, params));
      // It is canceled at Stripe either way: an answer we cannot read leaves the caller to
      // describe the end itself (and Stripe's customer.subscription.deleted follows).
      const checked = providerSubscription.safeParse(canceled);
      return checked.success ? checked.data : null;
    },
    async setCancelAtPeriodEnd(id, cancel) {
      return checkedSubscription(
        await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
      );
    },
    changePrice: async (id, change) => checkedSubscription(await changeStripePrice(stripe, id, change)),
    scheduleChange: (id, change) => scheduleStripeChange(stripe, id, change),
    releaseSchedule: (scheduleId) => releaseStripeSchedule(stripe, scheduleId),
    verify: (plans) => verifyStripe(stripe, deps.stripe.webhookSecret, plans),
    createCoupon: (coupon) => createStripeCoupon(stripe, coupon),
    updateCoupon: (ids, change) => updateStripeCoupon(stripe, ids, change),
    async reportMeterEvent({ meter, customerId, quantity, identifier, at }) {
      await call(() =>
        stripe.billing.meterEvents.create({
          event_name: meter,
          payload: { [CUSTOMER_KEY]: customerId, [VALUE_KEY]: String(quantity) },
          identifier,
          timestamp: Math.floor(at.getTime() / 1000),
        }),
      );
    },
  };
}
