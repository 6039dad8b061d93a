/**
 * A plan change waiting for its subscription's period to end (issue #31: a downgrade, or a move
 * from yearly to monthly). At most one per subscription. Written by the plan-change endpoints, not
 * by the subscription's one writer; that writer drops it when the subscription's price changes
 * (the change took effect, or another replaced it) or the subscription ends.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import { subscriptionPlans, subscriptions } from './billing.ts';
import { createdAt } from './columns.ts';

export const scheduledPlanChanges = pgTable('scheduled_plan_change', {
  subscriptionId: text('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
  /** The provider's price of the new plan and cycle. */
  priceId: text('price_id').notNull(),
  /** The end of the period when it was scheduled: the change applies at the renewal then. */
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  /** Stripe's subscription schedule that carries the change there (null: the local provider). */
  stripeScheduleId: text('stripe_schedule_id'),
  createdAt: createdAt(),
});

export type ScheduledPlanChange = typeof scheduledPlanChanges.$inferSelect;
