/**
 * Coupons (a discount and the promotion code customers type) and their redemptions: one per
 * coupon per customer (a user's own subscription, or an organization's).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponDuration } from '../../../shared/contracts/billing-coupons.ts';
import { localCheckoutSessions, subscriptions } from './billing.ts';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { belongsToUser } from './users.ts';

export const coupons = pgTable(
  'coupon',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The promotion code, as the admin spelled it; unique whatever the case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1-100; or `amountOff`, never both. */
    percentOff: integer('percent_off'),
    /** Integer minor units (cents) of `currency`. */
    amountOff: integer('amount_off'),
    currency: text('currency'),
    /** once (the first invoice), repeating (`durationMonths`), forever. */
    duration: text('duration').$type<CouponDuration>().notNull(),
    durationMonths: integer('duration_months'),
    /** How many customers may redeem it; null: no cap. */
    maxRedemptions: integer('max_redemptions'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The plans it applies to; null: every plan. */
    planIds: integer('plan_ids').array(),
    active: boolean('active').notNull().default(true),
    /** Stripe's coupon and promotion code (Stripe mode); null with the local provider. */
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('coupon_code_lower_unique').on(sql`lower(${table.code})`),
    check('coupon_one_discount', sql`(${table.percentOff} is null) <> (${table.amountOff} is null)`),
  ],
);

/** A customer's use of a coupon: recorded when its subscription starts with the discount. */
export const couponRedemptions = pgTable(
  'coupon_redemption',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    /** The user who paid (for an organization: its owner or admin who checked out). */
    userId: belongsToUser(),
    /** The organization it was bought for; null: the user's own subscription. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
    /** When the discount stops (once: after the first invoice; repeating: N months); null: forever. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    // One redemption per coupon per customer: the user's own, or the organization's.
    uniqueIndex('coupon_redemption_user_unique')
      .on(table.couponId, table.userId)
      .where(sql`${table.organizationId} is null`),
    uniqueIndex('coupon_redemption_organization_unique')
      .on(table.couponId, table.organizationId)
      .where(sql`${table.organizationId} is not null`),
    index('coupon_redemption_subscription_idx').on(table.subscriptionId),
  ],
);

/**
 * The coupon a local checkout session carries (what Stripe's Checkout Session keeps in
 * `discounts`); its own table so that billing's session table stays as it is.
 */
export const localCheckoutCoupons = pgTable('local_checkout_coupon', {
  checkoutSessionId: text('checkout_session_id')
    .primaryKey()
    .references(() => localCheckoutSessions.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
});

export type Coupon = typeof coupons.$inferSelect;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
