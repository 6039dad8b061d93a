/**
 * A coupon at Stripe: a Stripe coupon (the discount) and one promotion code (what customers type).
 * Only the terms, the code and whether it works live there: the expiry, the cap, the plans and
 * one redemption per customer are checked by this service before a Checkout Session is created
 * (promotion-codes.ts), and the session carries the code's id in `discounts` (customers cannot
 * type codes on Stripe's page), so those stay editable after Stripe's objects exist.
 */
import type Stripe from 'stripe';
import type { ProviderCoupon, ProviderCouponIds } from './provider.ts';
import { call } from './stripe-client.ts';

/** Stripe's limit on a coupon's name. */
const STRIPE_NAME_MAX = 40;

export async function createStripeCoupon(stripe: Stripe, coupon: ProviderCoupon): Promise<ProviderCouponIds> {
  const discount =
    coupon.percentOff !== null
      ? { percent_off: coupon.percentOff }
      : { amount_off: coupon.amountOff ?? 0, currency: coupon.currency ?? 'usd' };
  const created = await call(() =>
    stripe.coupons.create({
      name: coupon.name.slice(0, STRIPE_NAME_MAX),
      ...discount,
      duration: coupon.duration,
      ...(coupon.duration === 'repeating' ? { duration_in_months: coupon.durationMonths ?? 1 } : {}),
    }),
  );
  const promotionCode = await call(() =>
    stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: created.id },
      code: coupon.code,
      active: coupon.active,
    }),
  );
  return { couponId: created.id, promotionCodeId: promotionCode.id };
}

export async function updateStripeCoupon(
  stripe: Stripe,
  ids: ProviderCouponIds,
  change: { name?: string; active?: boolean },
): Promise<void> {
  if (change.name !== undefined) {
    const name = change.name.slice(0, STRIPE_NAME_MAX);
    await call(() => stripe.coupons.update(ids.couponId, { name }));
  }
  if (change.active !== undefined) {
    const active = change.active;
    await call(() => stripe.promotionCodes.update(ids.promotionCodeId, { active }));
  }
}
