/**
 * Outgoing webhooks (issue #33): a customer's endpoints, the events sent to them and each
 * delivery of an event to an endpoint. A delivery's attempts run as jobs of the one runner
 * (src/server/jobs, queue `webhook.deliver`); the delivery row is what its owner reads.
 * The table of sent events is `outgoing_webhook_event`: `webhook_event` is billing's record of the
 * payment provider's incoming events.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoint',
  {
    id: text('id').primaryKey(),
    /** `user:<id>` or `organization:<id>`, as projects and usage (features/entitlements/customer.ts). */
    customerKey: text('customer_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types, or `["*"]` for every type. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled automatically (null when a person disabled it, or it is enabled). */
    disabledReason: text('disabled_reason'),
    /** `whsec_<base64>`: the signing key, readable (it signs every request). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation: requests are signed with both until it expires. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Failed attempts in a row (a success sets it back to 0): 50 disables the endpoint. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The first failure of the current run of failures: 5 days of them disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('webhook_endpoint_customer_idx').on(table.customerKey, table.createdAt)],
);

export const outgoingWebhookEvents = pgTable(
  'outgoing_webhook_event',
  {
    id: text('id').primaryKey(),
    customerKey: text('customer_key').notNull(),
    type: text('type').notNull(),
    /** The body as sent: `{ id, type, createdAt, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outgoing_webhook_event_customer_idx').on(table.customerKey, table.createdAt)],
);

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export const webhookDeliveries = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => outgoingWebhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last attempt's answer (null: no answer, e.g. refused or timed out). */
    responseStatus: integer('response_status'),
    /** The last attempt's request body and answer, each cut to 2 KB. */
    requestExcerpt: text('request_excerpt'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The deliveries list: an endpoint's newest first, optionally of one status.
    index('webhook_delivery_endpoint_idx').on(table.endpointId, table.createdAt.desc(), table.id),
    index('webhook_delivery_endpoint_status_idx').on(table.endpointId, table.status, table.createdAt.desc()),
    index('webhook_delivery_event_idx').on(table.eventId),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
