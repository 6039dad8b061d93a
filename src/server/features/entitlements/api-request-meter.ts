/**
 * The `api_requests` meter: every API-key request served (a status below 400) counts on its
 * customer's meter, and `limits.apiRequestsPerMonth` caps it unless the plan prices the meter
 * (then the overage is billed instead). A write per request would double the API's database
 * work, so counts gather in this process and are written as one usage event per customer every
 * few seconds (and at shutdown). The cap reads the stored total (cached for a few seconds) plus
 * what this process has counted since: another instance's latest requests are seen within
 * the flush interval + CACHE_MS, so a burst across instances may pass the cap by that much, never by more.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API_REQUESTS_METER } from '../../../shared/contracts/plan-entitlements.ts';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
import { type Customer, customerKey, ownerOf } from './customer.ts';
import type { Entitlements } from './entitlements.ts';
import { assertWithinLimit } from './refusals.ts';
import type { ReportUsage } from './usage-events.ts';

const CACHE_MS = 10_000;

export interface ApiRequestMeter {
  /** 403 `plan_limit` when the customer has used its month's API requests (a priced meter: never). */
  assertWithinMonth(entitlements: Entitlements): Promise<void>;
  /** One served request of the customer. */
  count(customer: Customer): void;
  /** Writes what was counted (tests call it; the timer does otherwise). */
  flush(): Promise<void>;
  /** Where each written batch is reported too (billing's, for Stripe's meters: features/index.ts). */
  reportTo(report: ReportUsage): void;
  close(): Promise<void>;
}

interface Stored {
  total: number;
  readAt: number;
  periodStart: number;
  /** Counted here and written since `total` was read. */
  writtenSince: number;
}

/** `flushMs`: API_REQUEST_METER_FLUSH_MS, how often the counts are written (default 5 s). */
export function createApiRequestMeter(db: Db, log: FastifyBaseLogger, flushMs: number): ApiRequestMeter {
  const instance = randomUUID();
  let sequence = 0;
  const pending = new Map<string, { customer: Customer; quantity: number }>();
  const stored = new Map<string, Stored>();
  let report: ReportUsage | undefined;

  async function storedTotal(entitlements: Entitlements): Promise<number> {
    const key = customerKey(entitlements.customer);
    const { start, end } = entitlements.period;
    const cached = stored.get(key);
    if (cached && cached.periodStart === start.getTime() && Date.now() - cached.readAt < CACHE_MS)
      return cached.total + cached.writtenSince;
    const [row] = await db
      .select({ total: sql<string | number>`coalesce(sum(${usageEvents.quantity}), 0)` })
      .from(usageEvents)
      .where(
        and(
          eq(usageEvents.customerKey, key),
          eq(usageEvents.meter, API_REQUESTS_METER),
          gte(usageEvents.recordedAt, start),
          lt(usageEvents.recordedAt, end),
        ),
      );
    const total = Number(row?.total ?? 0);
    stored.set(key, { total, readAt: Date.now(), periodStart: start.getTime(), writtenSince: 0 });
    return total;
  }

  async function flush() {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    const recordedAt = new Date();
    let written: Array<typeof usageEvents.$inferSelect>;
    try {
      written = await db
        .insert(usageEvents)
        .values(
          batch.map(({ customer, quantity }) => ({
            ...ownerOf(customer),
            meter: API_REQUESTS_METER,
            quantity,
            idempotencyKey: `api-requests:${instance}:${sequence++}`,
            recordedAt,
          })),
        )
        .returning();
      for (const { customer, quantity } of batch) {
        const cached = stored.get(customerKey(customer));
        if (cached) cached.writtenSince += quantity;
      }
    } catch (error) {
      // Kept for the next attempt: a database hiccup must not lose billable requests.
      for (const entry of batch) {
        const key = customerKey(entry.customer);
        const again = pending.get(key);
        pending.set(key, { customer: entry.customer, quantity: entry.quantity + (again?.quantity ?? 0) });
      }
      log.warn({ err: error }, 'could not record API requests; retrying with the next batch');
      return;
    }
    // Never throws (billing logs a failed report): the requests are stored, and counted here.
    for (const row of written)
      await report?.(
        { userId: row.userId, organizationId: row.organizationId },
        row.meter,
        row.quantity,
        `usage_event_${row.id}`,
        row.recordedAt,
      );
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    async assertWithinMonth(entitlements) {
      const max = entitlements.limits.apiRequestsPerMonth;
      if (max === null) return;
      if (entitlements.usagePricing.some((price) => price.meter === API_REQUESTS_METER)) return;
      const used =
        (await storedTotal(entitlements)) + (pending.get(customerKey(entitlements.customer))?.quantity ?? 0);
      await assertWithinLimit(db, entitlements, 'apiRequestsPerMonth', used);
    },
    count(customer) {
      const key = customerKey(customer);
      pending.set(key, { customer, quantity: (pending.get(key)?.quantity ?? 0) + 1 });
    },
    flush,
    reportTo(next) {
      report = next;
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
