/**
 * "Verify integration" in Stripe mode: the key works, the webhook secret is set, and every paid
 * price of every plan exists, is active and matches the plan's amount and cycle.
 */
import type Stripe from 'stripe';
import type { BillingCycle, VerifyCheck } from '../../../shared/contracts/billing.ts';
import type { SubscriptionPlan } from '../../db/schema.ts';
import { amountOf } from './plans.ts';
import { describe, intervalOf, isMissing } from './stripe-client.ts';

async function checkKey(stripe: Stripe): Promise<VerifyCheck> {
  try {
    await stripe.balance.retrieve();
    return {
      name: 'Secret key',
      ok: true,
      message: 'STRIPE_SECRET_KEY works (an authenticated call succeeded)',
    };
  } catch (error) {
    return { name: 'Secret key', ok: false, message: describe(error) };
  }
}

const webhookCheck = (webhookSecret: string | undefined): VerifyCheck =>
  webhookSecret
    ? { name: 'Webhook secret', ok: true, message: 'STRIPE_WEBHOOK_SECRET is set' }
    : {
        name: 'Webhook secret',
        ok: false,
        message: 'STRIPE_WEBHOOK_SECRET is not set: webhooks are refused and subscriptions never update',
      };

/** One paid price of a plan; null when that cycle is free (nothing to check). */
async function checkPrice(
  stripe: Stripe,
  plan: SubscriptionPlan,
  cycle: BillingCycle,
  keyWorks: boolean,
): Promise<VerifyCheck | null> {
  const amount = amountOf(plan, cycle);
  if (amount <= 0) return null;
  const name = `${plan.name} ${cycle} price`;
  const id = cycle === 'yearly' ? plan.stripePriceIdYearly : plan.stripePriceIdMonthly;
  if (!id) return { name, ok: false, message: 'No Stripe price id: run the sync' };
  if (!keyWorks) return { name, ok: false, message: `${id} not checked: the secret key does not work` };
  const interval = intervalOf(cycle);
  try {
    const price = await stripe.prices.retrieve(id);
    const problems = [
      price.active ? null : 'is inactive',
      price.unit_amount === amount
        ? null
        : `costs ${price.unit_amount ?? 'a custom amount'}, the plan ${amount}`,
      price.recurring?.interval === interval
        ? null
        : `is billed per ${price.recurring?.interval ?? 'one-off'}, not per ${interval}`,
    ].filter((problem): problem is string => problem !== null);
    return problems.length === 0
      ? { name, ok: true, message: `${id} is active, ${amount} ${price.currency} per ${interval}` }
      : { name, ok: false, message: `${id} ${problems.join('; ')}` };
  } catch (error) {
    return {
      name,
      ok: false,
      message: isMissing(error) ? `${id} does not exist in this Stripe account` : describe(error),
    };
  }
}

export async function verifyStripe(
  stripe: Stripe,
  webhookSecret: string | undefined,
  plans: SubscriptionPlan[],
): Promise<VerifyCheck[]> {
  const key = await checkKey(stripe);
  const checks = [key, webhookCheck(webhookSecret)];
  for (const plan of plans) {
    for (const cycle of ['monthly', 'yearly'] as const) {
      const check = await checkPrice(stripe, plan, cycle, key.ok);
      if (check) checks.push(check);
    }
  }
  return checks;
}
