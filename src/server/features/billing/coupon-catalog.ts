/** Coupons as the admin sees them: each with how many customers redeemed it. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminCoupon } from '../../../shared/contracts/billing.ts';
import { orNotFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { type Coupon, couponRedemptions, coupons } from '../../db/schema.ts';

export const toAdminCoupon = (coupon: Coupon, redemptions: number): AdminCoupon => ({
  id: coupon.id,
  code: coupon.code,
  name: coupon.name,
  percentOff: coupon.percentOff,
  amountOff: coupon.amountOff,
  currency: coupon.currency,
  duration: coupon.duration,
  durationMonths: coupon.durationMonths,
  maxRedemptions: coupon.maxRedemptions,
  expiresAt: coupon.expiresAt?.toISOString() ?? null,
  planIds: coupon.planIds,
  active: coupon.active,
  stripeCouponId: coupon.stripeCouponId,
  stripePromotionCodeId: coupon.stripePromotionCodeId,
  redemptions,
  createdAt: coupon.createdAt.toISOString(),
  updatedAt: coupon.updatedAt.toISOString(),
});

/** How many customers redeemed the coupon. */
export async function redemptionCount(db: Db, couponId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.total ?? 0;
}

// Both columns named with their table: drizzle leaves them bare in a query over one table.
const redemptionsColumn = sql<number>`(select count(*)::int from ${couponRedemptions} where ${qualified(couponRedemptions.couponId)} = ${qualified(coupons.id)})`;

export async function listCoupons({ db }: { db: Db }) {
  const rows = await db
    .select({ coupon: coupons, redemptions: redemptionsColumn })
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return { coupons: rows.map((row) => toAdminCoupon(row.coupon, Number(row.redemptions))) };
}

/** The coupon (404 when missing), locked until the transaction ends when `lock`. */
export async function couponById(db: Db, id: number, options: { lock?: boolean } = {}): Promise<Coupon> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return orNotFound(row, 'Coupon');
}

/** The coupon whose code is `code`, whatever the case (the unique index's own expression). */
export async function couponByCode(db: Db, code: string): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`);
  return row;
}
