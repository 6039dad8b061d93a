/**
 * Recording usage (POST /api/usage): idempotent per customer and key. The insert's conflict on
 * (customer_key, idempotency_key) makes a retry, even a concurrent one, the same event: the first
 * is answered again, counted once. A new event is also reported to the payment provider (billing's
 * `reportUsage`: Stripe Billing Meters), a repeat is not.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
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

const inserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

// Prepared once per database: POST /api/usage is the metering hot path (thousands a second), and
// building the statement each time was a tenth of its CPU.
function prepareInsert(db: Db) {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(usageEvents)
    .values({
      customerKey: value('customerKey'),
      userId: value('userId'),
      organizationId: value('organizationId'),
      meter: value('meter'),
      quantity: value('quantity'),
      idempotencyKey: value('idempotencyKey'),
    })
    .onConflictDoNothing({ target: [usageEvents.customerKey, usageEvents.idempotencyKey] })
    .returning({
      id: usageEvents.id,
      meter: usageEvents.meter,
      quantity: usageEvents.quantity,
      recordedAt: usageEvents.recordedAt,
    })
    .prepare('usage_event_insert');
}

export async function recordUsage(db: Db, customer: Customer, input: UsageInput, reportUsage?: ReportUsage) {
  let insert = inserts.get(db);
  if (!insert) {
    insert = prepareInsert(db);
    inserts.set(db, insert);
  }
  const [created] = await insert.execute({
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
