/**
 * Entitlements (issue #32): what an admin grants one customer beyond its plan, the metered usage
 * each customer records, and the sample resource counted against a limit (projects).
 *
 * A customer is a user's personal space or an organization; `customer_key` (`user:<id>` or
 * `organization:<id>`) names either in one column, so uniqueness and lookups need one index.
 */
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanFlags } from '../../../shared/contracts/plan-entitlements.ts';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

const ownerColumns = () => ({
  /** The personal space's user (null for an organization). */
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
});

export const entitlementOverrides = pgTable('entitlement_override', {
  customerKey: text('customer_key').primaryKey(),
  ...ownerColumns(),
  flags: jsonb('flags').$type<PlanFlags>().notNull().default({}),
  /** Limits replacing the plan's; null is unlimited. */
  limits: jsonb('limits').$type<Record<string, number | null>>().notNull().default({}),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const usageEvents = pgTable(
  'usage_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerKey: text('customer_key').notNull(),
    ...ownerColumns(),
    meter: text('meter').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** The caller's key: the same key again for the same customer is the same event (counted once). */
    idempotencyKey: text('idempotency_key').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('usage_event_idempotency_unique').on(table.customerKey, table.idempotencyKey),
    // A period's total and a chart's days: one range scan per customer and meter.
    index('usage_event_meter_idx').on(table.customerKey, table.meter, table.recordedAt),
  ],
);

export const projects = pgTable(
  'project',
  {
    id: text('id').primaryKey(),
    customerKey: text('customer_key').notNull(),
    ...ownerColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('project_customer_idx').on(table.customerKey, table.createdAt.desc(), table.id)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type UsageEventRow = typeof usageEvents.$inferSelect;
