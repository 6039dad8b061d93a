/**
 * The history of each subscription's monthly revenue and status, one row per change: what the
 * admin dashboard's MRR movement, trials and payment figures count. Kept when the customer is
 * deleted (no foreign key, no personal data: a subscription id and amounts), so past months do not
 * change when an account goes.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const subscriptionMovements = pgTable(
  'subscription_movement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: text('subscription_id').notNull(),
    /** When the new state took effect (the provider's time: the local clock's with the local provider). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the subscription's first state. */
    previousStatus: text('previous_status'),
    status: text('status').notNull(),
    /** Monthly recurring revenue in cents (a twelfth of a yearly price), before and after. */
    previousMrr: integer('previous_mrr').notNull(),
    mrr: integer('mrr').notNull(),
  },
  (table) => [
    index('subscription_movement_at_idx').on(table.at),
    index('subscription_movement_subscription_idx').on(table.subscriptionId, table.id),
  ],
);
