/**
 * emitWebhookEvent: the event row, its deliveries and their jobs in three statements whatever the
 * number of endpoints (the deliveries are one INSERT … SELECT over the customer's endpoints), so a
 * burst of events costs the database three writes each.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/contracts/webhook-events.ts';
import type { EmitWebhookEvent, WebhookCustomer } from '../../core/webhook-emitter.ts';
import type { Db } from '../../db/client.ts';
import { outgoingWebhookEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Queue } from '../../jobs/runner.ts';

export type DeliveryJob = { deliveryId: string };

/** `evt_` + 32 hex characters: the event's id, in its body and the `webhook-id` header. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

const keyOf = (customer: WebhookCustomer) => `${customer.kind}:${customer.id}`;

/** The event's row and body. */
export async function writeEvent(db: Db, customer: WebhookCustomer, type: WebhookEventType, data: unknown) {
  const id = newEventId();
  const createdAt = new Date();
  const payload = { id, type, createdAt: createdAt.toISOString(), data };
  await db
    .insert(outgoingWebhookEvents)
    .values({ id, customerKey: keyOf(customer), type, payload, createdAt });
  return id;
}

export function createWebhookEmitter(deps: { db: Db; deliveries: Queue<DeliveryJob> }): EmitWebhookEvent {
  return async (customer, type, data, db = deps.db) => {
    const eventId = await writeEvent(db, customer, type, data);
    const e = webhookEndpoints;
    const d = webhookDeliveries;
    const result = await db.execute(sql`
      insert into ${d} (${sql.identifier(d.id.name)}, ${sql.identifier(d.endpointId.name)}, ${sql.identifier(d.eventId.name)}, ${sql.identifier(d.nextAttemptAt.name)})
      select gen_random_uuid()::text, ${e.id}, ${eventId}, now() from ${e}
      where ${e.customerKey} = ${keyOf(customer)} and ${e.enabled}
        and (${type} = any(${e.events}) or '*' = any(${e.events}))
      returning ${sql.identifier(d.id.name)} as id`);
    const inserted = (result as unknown as { rows: Array<{ id: string }> }).rows;
    await deps.deliveries.addMany(
      inserted.map((row) => ({ deliveryId: row.id })),
      db === deps.db ? {} : { db },
    );
  };
}
