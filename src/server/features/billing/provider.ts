/**
 * What the billing service needs from a payment provider. Two implementations: Stripe (the SDK)
 * and the local provider (no STRIPE_SECRET_KEY, everything offline). Neither writes subscription
 * state itself: both turn what happened into Stripe-shaped events for subscription-events.ts.
 */

import type {
  BillingCycle,
  ProviderKind,
  SyncReportEntry,
  VerifyCheck,
} from '../../../shared/contracts/billing.ts';
import type { Coupon, StripeMeteredPrices, SubscriptionPlan } from '../../db/schema.ts';

import type { ProviderSubscription } from './webhook-event.ts';

export interface CheckoutInput {
  user: { id: string; email: string; name: string };
  plan: SubscriptionPlan;
  billingCycle: BillingCycle;
  priceId: string;
  /** Bought for this organization (by its owner or an admin); absent: for the user. */
  organizationId?: string | undefined;
  /** Days of free trial (the plan's, when this payer never had a subscription); 0: none. */
  trialDays: number;
  /** Seats of a per-seat plan (seats.ts); null for a flat one. */
  seats: number | null;
  /** The coupon of the promotion code entered, checked for this payer and plan (promotion-codes.ts). */
  coupon?: Coupon | null;
}

/** What the provider keeps of a coupon: its code, name, discount and whether the code works. */
export type ProviderCoupon = Pick<
  Coupon,
  'code' | 'name' | 'percentOff' | 'amountOff' | 'currency' | 'duration' | 'durationMonths' | 'active'
>;

/** A coupon's Stripe objects: the discount (coupon) and the code customers type (promotion code). */
export interface ProviderCouponIds {
  couponId: string;
  promotionCodeId: string;
}

export interface SyncedPlan {
  planId: number;
  productId: string | null;
  priceIdMonthly: string | null;
  priceIdYearly: string | null;
  /** The metered prices of the plan's priced meters (Stripe Billing Meters). */
  meteredPrices: StripeMeteredPrices;
  report: SyncReportEntry;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The provider's time: Stripe's is the real time, the local provider's its clock (local-clock.ts). */
  now(): Promise<Date>;
  /** A URL where the user pays (Stripe Checkout, or the local checkout page). */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** A URL where the user manages the subscription. */
  createPortal(user: { id: string }, organizationId?: string): Promise<{ url: string }>;
  /** The provider's current state of a subscription (null when the provider cannot tell). */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Creates or updates the provider's products and prices of the plans. Plans done before a
   * failure are returned in `synced` with the error, so they can be stored (nothing is re-created
   * on the next run).
   */
  syncPlans(plans: SubscriptionPlan[]): Promise<{ synced: SyncedPlan[]; error: unknown }>;
  verify(plans: SubscriptionPlan[]): Promise<VerifyCheck[]>;
  /**
   * Ends a subscription at the provider now, not at the period's end (account or organization
   * deletion, an admin, a checkout its starter may no longer complete). `prorate`: the unused
   * time is credited to the customer. Returns the provider's canceled state (null: the local
   * provider, whose subscriptions live only in our tables, or an answer that could not be read).
   */
  cancelSubscriptionNow(id: string, options?: { prorate?: boolean }): Promise<ProviderSubscription | null>;
  /**
   * Cancels at the period's end (`true`) or undoes that (`false`). Returns the provider's state
   * (null: the local provider, whose subscriptions live only in our tables).
   */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription | null>;
  /**
   * Moves the subscription to `priceId` now (an in-app upgrade, plan-changes.ts). `prorate`: the
   * unused time is credited and the difference invoiced and charged at once (a declined card:
   * 400 `card_declined`, nothing changed); without it (a trial) nothing is charged. `newPeriod`:
   * a new billing cycle starts its period now. `mustPay: false` (a seat added): a failed charge
   * leaves the invoice open for the provider's retries instead of refusing. `meteredPriceIds`: the
   * new plan's metered prices (Stripe Billing Meters), which replace the subscription's; absent
   * (a seat change), the metered items stay. Returns the provider's state (null: the local
   * provider, which charges and describes the change itself).
   */
  changePrice(
    id: string,
    change: {
      priceId: string;
      quantity: number;
      prorate: boolean;
      newPeriod: boolean;
      mustPay: boolean;
      meteredPriceIds?: string[];
    },
  ): Promise<ProviderSubscription | null>;
  /**
   * Schedules the move to `priceId` (and `meteredPriceIds`, as `changePrice`) for the current
   * period's end (a downgrade). Returns the provider's schedule id (null: the local provider, whose clock applies it at the renewal).
   */
  scheduleChange(
    id: string,
    change: { priceId: string; quantity: number; billingCycle: BillingCycle; meteredPriceIds?: string[] },
  ): Promise<string | null>;
  /** Drops a schedule made by `scheduleChange`; the subscription stays as it is. */
  releaseSchedule(scheduleId: string): Promise<void>;
  /**
   * Creates the coupon and its promotion code at the provider (null: the local provider, which
   * applies coupons itself). Stripe's terms are immutable: changed terms make new ones.
   */
  createCoupon(coupon: ProviderCoupon): Promise<ProviderCouponIds | null>;
  /** Renames the provider's coupon and switches its promotion code on or off. */
  updateCoupon(ids: ProviderCouponIds, change: { name?: string; active?: boolean }): Promise<void>;
  /**
   * Sends one usage event to the provider's meter `meter` (Stripe Billing Meters), counted for its
   * customer `customerId`; `identifier` makes a resend count once. The local provider sends nothing.
   */
  reportMeterEvent(event: MeterEvent): Promise<void>;
}

export interface MeterEvent {
  meter: string;
  customerId: string;
  quantity: number;
  identifier: string;
  at: Date;
}
