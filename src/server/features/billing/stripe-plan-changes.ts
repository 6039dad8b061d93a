/**
 * Plan changes at Stripe: an upgrade updates the subscription's item now (`always_invoice`: the
 * proration is invoiced and charged at once, `error_if_incomplete`: a declined card changes
 * nothing); a downgrade is a subscription schedule whose next phase, from the period's end, has
 * the new price (released once it applied, or when the customer undoes it).
 */
import type Stripe from 'stripe';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { call, callCharging, intervalOf } from './stripe-client.ts';

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

export async function changeStripePrice(
  stripe: Stripe,
  id: string,
  change: { priceId: string; quantity: number; prorate: boolean; newPeriod: boolean; mustPay: boolean },
): Promise<Stripe.Subscription> {
  const current = await call(() => stripe.subscriptions.retrieve(id));
  const item = current.items.data[0];
  const params: Stripe.SubscriptionUpdateParams = {
    items: [{ ...(item ? { id: item.id } : {}), price: change.priceId, quantity: change.quantity }],
    proration_behavior: change.prorate ? 'always_invoice' : 'none',
    payment_behavior: change.mustPay ? 'error_if_incomplete' : 'allow_incomplete',
    expand: ['discounts'],
  };
  if (change.newPeriod) params.billing_cycle_anchor = { type: 'now' };
  return callCharging(() => stripe.subscriptions.update(id, params));
}

export async function scheduleStripeChange(
  stripe: Stripe,
  id: string,
  change: { priceId: string; quantity: number; billingCycle: BillingCycle },
): Promise<string> {
  const schedule = await call(() => stripe.subscriptionSchedules.create({ from_subscription: id }));
  const current = schedule.phases[0];
  await call(() =>
    stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: (current?.items ?? []).map((item) => ({
            price: idOf(item.price),
            quantity: item.quantity ?? 1,
          })),
          ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
        },
        {
          items: [{ price: change.priceId, quantity: change.quantity }],
          // One period of the new price; the schedule is then released and the subscription renews as is.
          duration: { interval: intervalOf(change.billingCycle), interval_count: 1 },
        },
      ],
    }),
  );
  return schedule.id;
}

export async function releaseStripeSchedule(stripe: Stripe, scheduleId: string): Promise<void> {
  await call(() => stripe.subscriptionSchedules.release(scheduleId));
}
