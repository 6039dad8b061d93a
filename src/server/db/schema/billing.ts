/**
 * Billing: plans, each user's subscription (as the payment provider last reported it), the
 * provider's customer per user, and the ids of processed webhook events (each is applied once).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanTranslations, PricingModel } from '../../../shared/contracts/billing.ts';
import type { PlanFlags, UsagePrice } from '../../../shared/contracts/plan-entitlements.ts';
import { createdAt, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { belongsToUser, users } from './users.ts';

/** Per meter name, its metered price id in each billing cycle (null: not synced). */
export type StripeMeteredPrices = Record<string, { monthly: string | null; yearly: string | null }>;

export const subscriptionPlans = pgTable(
  'subscription_plan',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Integer minor units (cents). */
    priceMonthly: integer('price_monthly').notNull(),
    priceYearly: integer('price_yearly').notNull(),
    stripeProductId: text('stripe_product_id'),
    stripePriceIdMonthly: text('stripe_price_id_monthly'),
    stripePriceIdYearly: text('stripe_price_id_yearly'),
    /** The metered Stripe price of each priced meter and cycle (stripe-meters.ts writes them at sync). */
    stripeMeteredPrices: jsonb('stripe_metered_prices').$type<StripeMeteredPrices>().notNull().default({}),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The description and features in other languages (English is in `description`/`features`). */
    translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
    limits: jsonb('limits').$type<Record<string, number | boolean | string | null>>().notNull().default({}),
    /** What the plan switches on (`apiAccess`, `webhooks`, …): entitlements.ts checks them. */
    flags: jsonb('flags').$type<PlanFlags>().notNull().default({}),
    /** Metered prices past the included units of each billing period. */
    usagePricing: jsonb('usage_pricing').$type<UsagePrice[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Days of free trial a first subscription gets (0: none). */
    trialDays: integer('trial_days').notNull().default(0),
    /** `flat`: one price per period; `per_seat`: per member of the organization per period. */
    pricingModel: text('pricing_model').$type<PricingModel>().notNull().default('flat'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscription_plan_slug_unique').on(table.slug),
    uniqueIndex('subscription_plan_price_monthly_unique').on(table.stripePriceIdMonthly),
    uniqueIndex('subscription_plan_price_yearly_unique').on(table.stripePriceIdYearly),
  ],
);

/** One row per provider subscription (Stripe's `sub_…`, or the local provider's `local_sub_…`). */
export const subscriptions = pgTable(
  'subscription',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser(),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    /** trialing, active, past_due, unpaid, canceled or incomplete (SUBSCRIPTION_STATUSES). */
    status: text('status').notNull(),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    priceId: text('price_id'),
    customerId: text('customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The provider's time of the newest state applied: an older event never overwrites a newer one. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    /** Set when bought for an organization (by its owner or an admin, `userId`); null: the user's own. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The end of the free trial (the first charge), while or since it was trialing. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The quantity paid for a per-seat plan; null for a flat one. */
    seats: integer('seats'),
    /** When the payment failed that made it past_due (kept while unpaid; cleared once paid). */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** pastDueSince + BILLING_GRACE_DAYS: the plan's entitlements stay until then, then unpaid. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('subscription_user_idx').on(table.userId, table.createdAt),
    index('subscription_organization_idx').on(table.organizationId, table.createdAt),
    index('subscription_status_idx').on(table.status, table.planId),
    index('subscription_created_at_idx').on(table.createdAt),
  ],
);

/** The payment provider's customer of each user (created at first checkout). */
export const billingCustomers = pgTable(
  'billing_customer',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('billing_customer_customer_unique').on(table.customerId)],
);

/** Webhook events already processed, by provider event id: a replay changes nothing. */
export const webhookEvents = pgTable(
  'webhook_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The provider's `created` time of the event. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_event_processed_idx').on(table.processedAt)],
);

export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;

/**
 * Checkout sessions of the local payment provider (no Stripe key): the page at
 * /billing/checkout/{id} shows one, and confirming it runs the same code as Stripe's events.
 */
export const localCheckoutSessions = pgTable(
  'local_checkout_session',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    billingCycle: text('billing_cycle').notNull(),
    priceId: text('price_id').notNull(),
    /** open → completed | canceled | expired. */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The organization the plan is bought for; null: for the user. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** Seats bought of a per-seat plan; null for a flat one. */
    seats: integer('seats'),
  },
  (table) => [index('local_checkout_session_user_idx').on(table.userId, table.createdAt)],
);

export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect;

/**
 * What the local provider keeps of a subscription beside the subscription row (what Stripe would
 * keep on its side): the test card on file, the failed payment's retries, the trial-ending notice.
 */
export const localSubscriptions = pgTable('local_subscription', {
  subscriptionId: text('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  /** `success`, `fails_on_renewal` (renewals fail until the card is updated) or `declined`. */
  card: text('card').notNull().default('success'),
  /** Retries of the failed payment done so far (days 1, 3 and 5 after the failure). */
  retriesDone: integer('retries_done').notNull().default(0),
  /** Whether the trial-ending notice of the current trial was sent. */
  trialEndingSent: boolean('trial_ending_sent').notNull().default(false),
});

/**
 * The local provider's clock: one row, its offset from the real time. In the database so that it
 * survives restarts and every instance reads the same time.
 */
export const localBillingClock = pgTable('local_billing_clock', {
  id: text('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type LocalSubscription = typeof localSubscriptions.$inferSelect;
