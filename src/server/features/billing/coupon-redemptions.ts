/**
 * Redemptions: recorded from the events that start a subscription with a discount (Stripe's
 * checkout session `discounts`, a subscription's expanded `discounts` or older `discount`; the
 * local provider's events carry the same), once per coupon per customer; and the subscription
 * object's `discount`, read from the redemption while it lasts.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { BillingCycle, SubscriptionView } from '../../../shared/contracts/billing.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import {
  type Coupon,
  couponRedemptions,
  coupons,
  localBillingClock,
  subscriptions,
} from '../../db/schema.ts';
import type { EventDeps } from './deps.ts';
import { fromUnix, idOf, type Reference } from './event-lookups.ts';
import { discountEnd, discountOf } from './promotion-codes.ts';
import type { ProviderDiscount } from './webhook-event.ts';

/** The local provider's ids of a coupon's objects (local-state.ts): the coupon's own id inside. */
const LOCAL_ID = /^local_(?:coupon|promo)_(\d+)$/;

/** A discount as an event names it: its promotion code and coupon (ids, or expanded), its times. */
export interface DiscountReference {
  promotionCode?: Reference | null | undefined;
  coupon?: Reference | null | undefined;
  start?: number | null | undefined;
  end?: number | null | undefined;
}

/** The discounts an event's objects name; ids alone (an unexpanded `discounts` entry) say nothing. */
export function discountReferences(
  sub: { discounts?: Array<string | ProviderDiscount> | null; discount?: ProviderDiscount | null },
  sessionDiscounts?: Array<{ coupon?: Reference | null; promotion_code?: Reference | null }> | null,
): DiscountReference[] {
  const expanded = [...(sub.discounts ?? []), ...(sub.discount ? [sub.discount] : [])].filter(
    (item): item is ProviderDiscount => typeof item === 'object',
  );
  return [
    ...expanded.map((item) => ({
      promotionCode: item.promotion_code,
      coupon: item.source?.coupon ?? item.coupon,
      start: item.start,
      end: item.end,
    })),
    ...(sessionDiscounts ?? []).map((item) => ({ promotionCode: item.promotion_code, coupon: item.coupon })),
  ];
}

async function couponOf(tx: Db, reference: DiscountReference): Promise<Coupon | undefined> {
  for (const [id, column] of [
    [idOf(reference.promotionCode), coupons.stripePromotionCodeId],
    [idOf(reference.coupon), coupons.stripeCouponId],
  ] as const) {
    if (!id) continue;
    const local = LOCAL_ID.exec(id);
    const [row] = await tx
      .select()
      .from(coupons)
      .where(local ? eq(coupons.id, Number(local[1])) : eq(column, id));
    if (row) return row;
  }
  return undefined;
}

/**
 * Records the redemption of the first known coupon among `references` for the subscription's
 * customer (once: a replayed or later event finds it recorded), with a `coupon_redeemed` entry.
 */
export async function recordRedemption(
  deps: EventDeps,
  tx: Db,
  subscriptionId: string,
  references: DiscountReference[],
  event: { id: string; created: number },
  meta: RequestMeta,
): Promise<void> {
  if (references.length === 0) return;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  // Not stored (an event of no known user): nothing to redeem for.
  if (!row) return;
  for (const reference of references) {
    const coupon = await couponOf(tx, reference);
    if (!coupon) continue;
    const redeemedAt = fromUnix(reference.start) ?? new Date(event.created * 1000);
    // Stripe sends no end for `once` and `forever`: once ends after the first paid period.
    const firstChargeAt =
      row.status === 'trialing' && row.trialEndsAt ? row.trialEndsAt : (row.currentPeriodStart ?? redeemedAt);
    const endsAt =
      fromUnix(reference.end) ?? discountEnd(coupon, firstChargeAt, row.billingCycle as BillingCycle);
    const [inserted] = await tx
      .insert(couponRedemptions)
      .values({
        couponId: coupon.id,
        userId: row.userId,
        organizationId: row.organizationId,
        subscriptionId: row.id,
        redeemedAt,
        endsAt,
      })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    if (!inserted) return;
    await deps.securityLog.write(
      {
        eventType: 'coupon_redeemed',
        userId: row.userId,
        description: `Coupon ${coupon.code} redeemed for subscription ${row.id}${row.organizationId ? ` of organization ${row.organizationId}` : ''}`,
        metadata: {
          couponId: coupon.id,
          code: coupon.code,
          subscriptionId: row.id,
          organizationId: row.organizationId,
          eventId: event.id,
        },
        meta,
      },
      tx,
    );
    return;
  }
}

/** The discount as the database builds it (JSON: the end arrives as a string). */
export interface DiscountJson {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  endsAt: string | null;
}

/**
 * The subscription's discount while it lasts (or null), as a column of any query over
 * subscriptions. "Now" is the local provider's clock (the real time when it never moved), so a
 * discount ends in the developer's simulated time as its invoices do. `subscriptionId`: the outer
 * query's column, named with its table or alias (`qualified`).
 */
export function discountColumn(subscriptionId: SQL): SQL<DiscountJson | null> {
  return sql<DiscountJson | null>`(
    select json_build_object('code', c.code, 'percentOff', c.percent_off, 'amountOff', c.amount_off, 'endsAt', r.ends_at)
    from ${couponRedemptions} r join ${coupons} c on c.id = r.coupon_id
    where r.subscription_id = ${subscriptionId}
      and (r.ends_at is null or r.ends_at > now() + coalesce((select k.offset_ms from ${localBillingClock} k limit 1), 0) * interval '1 millisecond')
    order by r.redeemed_at desc limit 1)`;
}

export const toDiscountView = (json: DiscountJson | null): SubscriptionView['discount'] =>
  json === null
    ? null
    : {
        code: json.code,
        percentOff: json.percentOff,
        amountOff: json.amountOff,
        endsAt: json.endsAt === null ? null : new Date(json.endsAt).toISOString(),
      };

/**
 * The discount on the local provider's invoice of `amount` issued at `at` for the subscription:
 * its coupon's code and the cents it takes off, while the redemption lasts (null: none).
 */
export async function discountAt(tx: Db, subscriptionId: string, amount: number, at: Date) {
  const [found] = await tx
    .select({
      code: coupons.code,
      percentOff: coupons.percentOff,
      amountOff: coupons.amountOff,
      endsAt: couponRedemptions.endsAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.subscriptionId, subscriptionId))
    .limit(1);
  if (!found || (found.endsAt && found.endsAt.getTime() <= at.getTime())) return null;
  return { code: found.code, amount: discountOf(found, amount) };
}
