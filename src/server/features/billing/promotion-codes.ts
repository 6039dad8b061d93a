/**
 * A promotion code at checkout: the coupon it names, if this payer may use it on this plan now
 * (400 naming the reason otherwise, each with its own machine code), and what a coupon takes off
 * an invoice.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { BillingCycle, PromotionCodeRefusal } from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { type Coupon, couponRedemptions, type SubscriptionPlan } from '../../db/schema.ts';
import { addPeriod } from './billing-period.ts';
import { couponByCode, couponById } from './coupon-catalog.ts';

const refused = (apiCode: PromotionCodeRefusal, message: string) =>
  new AppError('BAD_REQUEST', message, { apiCode, details: [{ path: 'promotionCode', message }] });

/** Who pays: the user's own subscription, or an organization's. */
export interface Payer {
  userId: string;
  organizationId?: string | null | undefined;
}

/** Whether this payer redeemed the coupon already (one redemption per coupon per customer). */
async function redeemedBy(db: Db, couponId: number, payer: Payer): Promise<boolean> {
  const customer = payer.organizationId
    ? eq(couponRedemptions.organizationId, payer.organizationId)
    : and(eq(couponRedemptions.userId, payer.userId), isNull(couponRedemptions.organizationId));
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), customer))
    .limit(1);
  return row !== undefined;
}

/** The reasons a coupon cannot be used, in the order a customer is told them. */
async function assertUsable(
  db: Db,
  coupon: Coupon,
  context: { plan: SubscriptionPlan; payer: Payer; now: Date; stripe: boolean },
) {
  const { plan, payer, now } = context;
  if (!coupon.active) throw refused('promotion_code_inactive', 'This promotion code is no longer active');
  // A coupon saved while the local provider was in use has no promotion code at Stripe yet.
  if (context.stripe && !coupon.stripePromotionCodeId)
    throw refused(
      'promotion_code_inactive',
      'This promotion code is not set up with the payment provider yet: try again later',
    );
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    throw refused(
      'promotion_code_expired',
      `This promotion code expired on ${coupon.expiresAt.toISOString()}`,
    );
  if (coupon.planIds && !coupon.planIds.includes(plan.id))
    throw refused(
      'promotion_code_not_for_plan',
      `This promotion code does not apply to the ${plan.name} plan`,
    );
  if (coupon.maxRedemptions !== null) {
    const [row] = await db
      .select({ total: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    if ((row?.total ?? 0) >= coupon.maxRedemptions)
      throw refused(
        'promotion_code_used_up',
        'This promotion code has been used the maximum number of times',
      );
  }
  if (await redeemedBy(db, coupon.id, payer))
    throw refused(
      'promotion_code_already_redeemed',
      payer.organizationId
        ? 'This organization has already used this promotion code'
        : 'You have already used this promotion code',
    );
}

/** The coupon of a code typed at checkout, if this payer may use it on this plan now (400 otherwise). */
export async function couponForCheckout(
  db: Db,
  code: string,
  context: { plan: SubscriptionPlan; payer: Payer; now: Date; stripe: boolean },
): Promise<Coupon> {
  const coupon = await couponByCode(db, code);
  if (!coupon) throw refused('promotion_code_unknown', `The promotion code ${code} does not exist`);
  await assertUsable(db, coupon, context);
  return coupon;
}

/**
 * The coupon a local checkout carries, checked again as it is paid (it may have been switched
 * off, used up or redeemed meanwhile). Locked until the transaction ends, so two payments at
 * once cannot both take a coupon's last redemption.
 */
export async function couponAtPayment(
  tx: Db,
  couponId: number,
  context: { plan: SubscriptionPlan; payer: Payer; now: Date },
): Promise<Coupon> {
  const coupon = await couponById(tx, couponId, { lock: true });
  await assertUsable(tx, coupon, { ...context, stripe: false });
  return coupon;
}

/** What the coupon takes off an invoice of `amount` cents (never more than the amount). */
export function discountOf(coupon: Pick<Coupon, 'percentOff' | 'amountOff'>, amount: number): number {
  const off =
    coupon.percentOff !== null ? Math.round((amount * coupon.percentOff) / 100) : (coupon.amountOff ?? 0);
  return Math.min(off, amount);
}

const addMonths = (start: Date, months: number) => {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/**
 * When the discount stops applying, counted from the first charge (after a trial: its end):
 * `once` covers the first paid invoice (one period), `repeating` N months, `forever` never ends.
 * An invoice is discounted when it is issued before this time.
 */
export function discountEnd(
  coupon: Pick<Coupon, 'duration' | 'durationMonths'>,
  firstChargeAt: Date,
  cycle: BillingCycle,
): Date | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration === 'once') return addPeriod(firstChargeAt, cycle);
  return addMonths(firstChargeAt, coupon.durationMonths ?? 1);
}
