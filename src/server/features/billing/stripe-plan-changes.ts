/**
 * Plan changes at Stripe: an upgrade updates the subscription's item now (`always_invoice`: the
 * proration is invoiced and charged at once, `error_if_incomplete`: a declined card changes
 * nothing); a downgrade is a subscription schedule whose next phase, from the period's end, has
 * the new price (released once it applied, or when the customer undoes it). A plan with usage
 * pricing has metered items beside the plan's: they follow the plan (stripe-meters.ts).
 */
import type Stripe from 'stripe';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { call, callCharging, intervalOf } from './stripe-client.ts';
import { planItem } from './webhook-event.ts';

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

const isMetered = (item: Stripe.SubscriptionItem) => item.price.recurring?.usage_type === 'metered';

/**
 * The metered items' part of an update: the old plan's metered prices removed, the new plan's
 * added (without quantity: Stripe counts them from meter events); a price both plans share stays.
 * Absent `wanted` (a seat change), the metered items stay as they are.
 */
function meteredItemChanges(
  items: Stripe.SubscriptionItem[],
  wanted: string[] | undefined,
): Stripe.SubscriptionUpdateParams.Item[] {
  if (!wanted) return [];
  const metered = items.filter(isMetered);
  const kept = new Set(metered.map((item) => item.price.id).filter((id) => wanted.includes(id)));
  return [
    ...metered.filter((item) => !kept.has(item.price.id)).map((item) => ({ id: item.id, deleted: true })),
    ...wanted.filter((id) => !kept.has(id)).map((price) => ({ price })),
  ];
}

export async function changeStripePrice(
  stripe: Stripe,
  id: string,
  change: {
    priceId: string;
    quantity: number;
    prorate: boolean;
    newPeriod: boolean;
    mustPay: boolean;
    meteredPriceIds?: string[] | undefined;
  },
): Promise<Stripe.Subscription> {
  const current = await call(() => stripe.subscriptions.retrieve(id));
  const item = planItem(current.items.data);
  const params: Stripe.SubscriptionUpdateParams = {
    // The plan's item first, then the metered ones, in the one update (one proration).
    items: [
      { ...(item ? { id: item.id } : {}), price: change.priceId, quantity: change.quantity },
      ...meteredItemChanges(current.items.data, change.meteredPriceIds),
    ],
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
  change: { priceId: string; quantity: number; billingCycle: BillingCycle; meteredPriceIds?: string[] },
): Promise<string> {
  // A schedule's phase names its prices by id: the subscription says which are metered, and
  // those are given again without a quantity (Stripe refuses one for a metered price).
  const subscription = await call(() => stripe.subscriptions.retrieve(id));
  const metered = new Set(subscription.items.data.filter(isMetered).map((item) => item.price.id));
  const schedule = await call(() => stripe.subscriptionSchedules.create({ from_subscription: id }));
  const current = schedule.phases[0];
  const currentItems = (current?.items ?? []).map((item) => {
    const price = idOf(item.price);
    return metered.has(price) ? { price } : { price, quantity: item.quantity ?? 1 };
  });
  await call(() =>
    stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: currentItems,
          ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
        },
        {
          items: [
            { price: change.priceId, quantity: change.quantity },
            ...(change.meteredPriceIds ?? []).map((price) => ({ price })),
          ],
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
