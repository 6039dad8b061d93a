/**
 * emitWebhookEvent: the event row and its deliveries in one statement whatever the number of
 * endpoints (an INSERT … SELECT over the customer's endpoints), and their jobs in a second; a
 * customer with no endpoint for the type costs one read and writes nothing.
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
    const id = newEventId();
    const createdAt = new Date();
    const payload = { id, type, createdAt: createdAt.toISOString(), data };
    const e = webhookEndpoints;
    const d = webhookDeliveries;
    const v = outgoingWebhookEvents;
    const column = (name: string) => sql.identifier(name);
    // One statement: the customer's endpoints that take this type; the event, written only when
    // there is one (most customers have none, and their actions then write nothing here); a
    // delivery per endpoint.
    const result = await db.execute(sql`
      with targets as (
        select ${e.id} as endpoint_id from ${e}
        where ${e.customerKey} = ${keyOf(customer)} and ${e.enabled}
          and (${type} = any(${e.events}) or '*' = any(${e.events}))),
      event as (
        insert into ${v} (${column(v.id.name)}, ${column(v.customerKey.name)}, ${column(v.type.name)}, ${column(v.payload.name)}, ${column(v.createdAt.name)})
        select ${id}, ${keyOf(customer)}, ${type}, ${JSON.stringify(payload)}::jsonb, ${createdAt.toISOString()}::timestamptz
        where exists (select 1 from targets)
        returning ${column(v.id.name)})
      insert into ${d} (${column(d.id.name)}, ${column(d.endpointId.name)}, ${column(d.eventId.name)}, ${column(d.nextAttemptAt.name)})
      select gen_random_uuid()::text, targets.endpoint_id, event.id, now() from targets, event
      returning ${column(d.id.name)} as id`);
    const inserted = (result as unknown as { rows: Array<{ id: string }> }).rows;
    await deps.deliveries.addMany(
      inserted.map((row) => ({ deliveryId: row.id })),
      db === deps.db ? {} : { db },
    );
  };
}
