/**
 * Billing: plans, each user's subscription (as the payment provider last reported it), the
 * provider's customer per user, and the ids of processed webhook events (each is applied once).
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanTranslations } from '../../../shared/contracts/billing.ts';
import { createdAt, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { belongsToUser, users } from './users.ts';

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
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The description and features in other languages (English is in `description`/`features`). */
    translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
    limits: jsonb('limits').$type<Record<string, number | boolean | string | null>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
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
    /** The provider's status: active, trialing, past_due, unpaid, incomplete, canceled, … */
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
  },
  (table) => [index('local_checkout_session_user_idx').on(table.userId, table.createdAt)],
);

export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect;
