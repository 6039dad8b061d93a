/**
 * Recording usage (POST /api/usage): idempotent per customer and key. The insert's conflict on
 * (customer_key, idempotency_key) makes a retry, even a concurrent one, the same event: the first
 * is answered again, counted once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
import { type Customer, customerKey, ownerOf } from './customer.ts';

export interface UsageInput {
  meter: string;
  quantity: number;
  idempotencyKey: string;
}

const toEvent = (row: { id: number; meter: string; quantity: number; recordedAt: Date }) => ({
  id: row.id,
  meter: row.meter,
  quantity: row.quantity,
  recordedAt: row.recordedAt.toISOString(),
});

export async function recordUsage(db: Db, customer: Customer, input: UsageInput) {
  const [created] = await db
    .insert(usageEvents)
    .values({
      ...ownerOf(customer),
      meter: input.meter,
      quantity: input.quantity,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing({ target: [usageEvents.customerKey, usageEvents.idempotencyKey] })
    .returning();
  if (created) return { created: true, event: toEvent(created) };
  const [first] = await db
    .select()
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.customerKey, customerKey(customer)),
        eq(usageEvents.idempotencyKey, input.idempotencyKey),
      ),
    );
  // The conflicting row exists: the insert saw it.
  return { created: false, event: toEvent(first!) };
}
