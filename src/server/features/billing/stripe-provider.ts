/**
 * The Stripe implementation of PaymentProvider (STRIPE_SECRET_KEY set). Calls go through the SDK
 * to STRIPE_API_URL when set (stripe-mock, or the tests' stand-in). Few retries and a 10 s
 * timeout: a user waits on checkout, so a slow Stripe becomes a clear 503 rather than a hang.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { BillingCycle, VerifyCheck } from '../../../shared/contracts/billing.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, type SubscriptionPlan } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { amountOf } from './plans.ts';
import type { CheckoutInput, PaymentProvider, SyncedPlan } from './provider.ts';
import type { ProviderSubscription } from './webhook-event.ts';

export const PROVIDER_UNAVAILABLE = 'The payment provider is unavailable, please try again';
/** Plans are priced in one currency; amounts are its minor units. */
export const CURRENCY = 'usd';

export const providerUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE, { cause });

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Any Stripe failure (network, timeout, 5xx, refused key) becomes one clear 503. */
async function call<T>(perform: () => Promise<T>): Promise<T> {
  try {
    return await perform();
  } catch (error) {
    throw isStripeError(error) ? providerUnavailable(error) : error;
  }
}

function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port || (protocol === 'http' ? 80 : 443), protocol };
}

const intervalOf = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month');
const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeAuthenticationError) return 'Stripe refused the secret key';
  if (error instanceof Stripe.errors.StripePermissionError) return 'The key may not do this';
  if (error instanceof Stripe.errors.StripeConnectionError) return 'Stripe could not be reached';
  if (isStripeError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function createStripeProvider(deps: {
  db: Db;
  stripe: NonNullable<Config['stripe']> & { secretKey: string };
  baseUrl: string;
}): PaymentProvider {
  const { db, baseUrl } = deps;
  const stripe = new Stripe(deps.stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...apiAddress(deps.stripe.apiUrl),
  });

  async function customerOf(userId: string) {
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    return row?.customerId;
  }

  /** The user's Stripe customer, created (and recorded at once: it exists in Stripe) if missing. */
  async function ensureCustomer(user: CheckoutInput['user']): Promise<string> {
    const known = await customerOf(user.id);
    if (known) return known;
    const customer = await call(() =>
      stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }),
    );
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, customerId: customer.id })
      .onConflictDoNothing();
    // Two checkouts at once: the first recorded customer wins.
    return (await customerOf(user.id)) ?? customer.id;
  }

  async function syncPrice(
    plan: SubscriptionPlan,
    productId: string,
    cycle: BillingCycle,
    currentId: string | null,
    changes: string[],
  ): Promise<string | null> {
    const amount = amountOf(plan, cycle);
    const interval = intervalOf(cycle);
    let current: Stripe.Price | null = null;
    if (currentId) {
      try {
        current = await stripe.prices.retrieve(currentId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    if (amount <= 0) {
      if (current?.active) {
        await stripe.prices.update(current.id, { active: false });
        changes.push(`${cycle} price ${current.id} deactivated`);
      }
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
    // Stripe prices are immutable: a new amount is a new price, and the old one is retired.
    const created = await stripe.prices.create({
      product: productId,
      unit_amount: amount,
      currency: CURRENCY,
      recurring: { interval },
      metadata: { planId: String(plan.id), billingCycle: cycle },
    });
    changes.push(`${cycle} price ${created.id} created (${amount} ${CURRENCY})`);
    if (current?.active) {
      await stripe.prices.update(current.id, { active: false });
      changes.push(`${cycle} price ${current.id} deactivated`);
    }
    return created.id;
  }

  async function syncProduct(plan: SubscriptionPlan, changes: string[]): Promise<string> {
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

  return {
    kind: 'stripe',

    async createCheckout({ user, plan, billingCycle, priceId }) {
      const customer = await ensureCustomer(user);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: priceId, quantity: 1 }],
          metadata: { userId: user.id, planId: String(plan.id), billingCycle },
          subscription_data: { metadata: { userId: user.id, planId: String(plan.id) } },
          success_url: `${baseUrl}/account/billing?checkout=success`,
          cancel_url: `${baseUrl}/pricing`,
        }),
      );
      if (!session.url) throw providerUnavailable(new Error('checkout session without url'));
      return { url: session.url };
    },

    async createPortal(user) {
      const customer = await customerOf(user.id);
      if (!customer) throw new AppError('BAD_REQUEST', 'No billing account yet: choose a plan first');
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${baseUrl}/account/billing` }),
      );
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      const subscription = await call(() => stripe.subscriptions.retrieve(id));
      return subscription as unknown as ProviderSubscription;
    },

    async syncPlans(plans) {
      const synced: SyncedPlan[] = [];
      try {
        for (const plan of plans) {
          if (plan.priceMonthly <= 0 && plan.priceYearly <= 0) continue;
          const changes: string[] = [];
          const productId = await syncProduct(plan, changes);
          const priceIdMonthly = await syncPrice(
            plan,
            productId,
            'monthly',
            plan.stripePriceIdMonthly,
            changes,
          );
          const priceIdYearly = await syncPrice(plan, productId, 'yearly', plan.stripePriceIdYearly, changes);
          synced.push({
            planId: plan.id,
            productId,
            priceIdMonthly,
            priceIdYearly,
            report: { planId: plan.id, name: plan.name, productId, priceIdMonthly, priceIdYearly, changes },
          });
        }
        return { synced, error: null };
      } catch (error) {
        return { synced, error };
      }
    },

    async verify(plans) {
      const checks: VerifyCheck[] = [];
      let keyWorks = true;
      try {
        await stripe.balance.retrieve();
        checks.push({
          name: 'Secret key',
          ok: true,
          message: 'STRIPE_SECRET_KEY works (an authenticated call succeeded)',
        });
      } catch (error) {
        keyWorks = false;
        checks.push({ name: 'Secret key', ok: false, message: describe(error) });
      }
      checks.push(
        deps.stripe.webhookSecret
          ? { name: 'Webhook secret', ok: true, message: 'STRIPE_WEBHOOK_SECRET is set' }
          : {
              name: 'Webhook secret',
              ok: false,
              message:
                'STRIPE_WEBHOOK_SECRET is not set: webhooks are refused and subscriptions never update',
            },
      );
      for (const plan of plans) {
        for (const cycle of ['monthly', 'yearly'] as const) {
          const amount = amountOf(plan, cycle);
          if (amount <= 0) continue;
          const name = `${plan.name} ${cycle} price`;
          const id = cycle === 'yearly' ? plan.stripePriceIdYearly : plan.stripePriceIdMonthly;
          if (!id) {
            checks.push({ name, ok: false, message: 'No Stripe price id: run the sync' });
            continue;
          }
          if (!keyWorks) {
            checks.push({ name, ok: false, message: `${id} not checked: the secret key does not work` });
            continue;
          }
          try {
            const price = await stripe.prices.retrieve(id);
            const problems = [
              price.active ? null : 'is inactive',
              price.unit_amount === amount
                ? null
                : `costs ${price.unit_amount ?? 'a custom amount'}, the plan ${amount}`,
              price.recurring?.interval === intervalOf(cycle)
                ? null
                : `is billed per ${price.recurring?.interval ?? 'one-off'}, not per ${intervalOf(cycle)}`,
            ].filter((problem): problem is string => problem !== null);
            checks.push(
              problems.length === 0
                ? {
                    name,
                    ok: true,
                    message: `${id} is active, ${amount} ${price.currency} per ${intervalOf(cycle)}`,
                  }
                : { name, ok: false, message: `${id} ${problems.join('; ')}` },
            );
          } catch (error) {
            checks.push({
              name,
              ok: false,
              message: isMissing(error) ? `${id} does not exist in this Stripe account` : describe(error),
            });
          }
        }
      }
      return checks;
    },
  };
}
