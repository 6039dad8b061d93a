/**
 * Recording usage (POST /api/usage): idempotent per customer and key. The insert's conflict on
 * (customer_key, idempotency_key) makes a retry, even a concurrent one, the same event: the first
 * is answered again, counted once. A new event is also reported to the payment provider (billing's
 * `reportUsage`: Stripe Billing Meters), a repeat is not.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
import { createWriteBatcher } from '../../db/write-batcher.ts';
import { type Customer, customerKey, ownerOf } from './customer.ts';

/**
 * Billing's report of a new event (features/index.ts gives it, so the features do not import
 * each other). `identifier` names the event once at the provider; it never throws.
 */
export type ReportUsage = (
  customer: { userId: string | null; organizationId: string | null },
  meter: string,
  quantity: number,
  identifier: string,
  at: Date,
) => Promise<void>;

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

type UsageRow = ReturnType<typeof ownerOf> & { meter: string; quantity: number; idempotencyKey: string };
type InsertedRow = { id: number; meter: string; quantity: number; recordedAt: Date };

const identity = (row: { customerKey: string; idempotencyKey: string }) =>
  `${row.customerKey}\n${row.idempotencyKey}`;

/**
 * New events in one multi-row statement: POST /api/usage is the metering hot path (thousands a
 * second), where a statement and a commit per event was the ceiling (db/write-batcher.ts).
 * Each item gets its inserted row, or null when its key was there already. The same key twice in
 * one batch: the first is inserted, the second is a repeat, as it would be one after the other.
 */
async function insertEvents(db: Db, items: readonly UsageRow[]): Promise<(InsertedRow | null)[]> {
  const rows = await db
    .insert(usageEvents)
    .values([...items])
    .onConflictDoNothing({ target: [usageEvents.customerKey, usageEvents.idempotencyKey] })
    .returning({
      id: usageEvents.id,
      customerKey: usageEvents.customerKey,
      idempotencyKey: usageEvents.idempotencyKey,
      meter: usageEvents.meter,
      quantity: usageEvents.quantity,
      recordedAt: usageEvents.recordedAt,
    });
  const inserted = new Map(rows.map((row) => [identity(row), row]));
  return items.map((item) => {
    const row = inserted.get(identity(item));
    inserted.delete(identity(item));
    return row ?? null;
  });
}

const batchers = new WeakMap<Db, (item: UsageRow) => Promise<InsertedRow | null>>();

function batcherOf(db: Db) {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createWriteBatcher((items: readonly UsageRow[]) => insertEvents(db, items), {
      maxInFlight: 2,
      maxBatch: 200,
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

export async function recordUsage(db: Db, customer: Customer, input: UsageInput, reportUsage?: ReportUsage) {
  const created = await batcherOf(db)({
    ...ownerOf(customer),
    meter: input.meter,
    quantity: input.quantity,
    idempotencyKey: input.idempotencyKey,
  });
  if (created) {
    // Awaited (it never throws) so the answer follows the report. The identifier is the stored
    // event's: one per customer and key, where the caller's key is unique only per customer.
    const { userId, organizationId } = ownerOf(customer);
    await reportUsage?.(
      { userId, organizationId },
      created.meter,
      created.quantity,
      `usage_event_${created.id}`,
      created.recordedAt,
    );
    return { created: true, event: toEvent(created) };
  }
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
