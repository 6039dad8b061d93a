/**
 * Metered usage past a plan's included units, as invoice lines: the local provider adds them to
 * the renewal invoice of the period that follows (in arrears, as Stripe bills metered prices).
 * Imports nothing of billing, which calls it.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { UsagePrice } from '../../../shared/contracts/plan-entitlements.ts';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
import { type Customer, customerKey, organizationCustomer, userCustomer } from './customer.ts';

/** Cents owed for `used` units past the included ones: every started `per` units cost `unitAmount`. */
export function overageAmount(price: UsagePrice | undefined, used: number): number {
  if (!price) return 0;
  const over = used - price.includedUnits;
  return over > 0 ? Math.ceil(over / price.per) * price.unitAmount : 0;
}

export interface UsageLine {
  description: string;
  amount: number;
  /** The billed blocks of `per` units. */
  quantity: number;
}

/** One line per priced meter used past its included units in [start, end); none when within them. */
export async function usageChargeLines(
  db: Db,
  customer: Customer,
  pricing: UsagePrice[],
  period: { start: Date; end: Date },
): Promise<UsageLine[]> {
  if (pricing.length === 0) return [];
  const totals = await db
    .select({ meter: usageEvents.meter, used: sql<string | number>`sum(${usageEvents.quantity})` })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.customerKey, customerKey(customer)),
        inArray(
          usageEvents.meter,
          pricing.map((price) => price.meter),
        ),
        gte(usageEvents.recordedAt, period.start),
        lt(usageEvents.recordedAt, period.end),
      ),
    )
    .groupBy(usageEvents.meter);
  return pricing.flatMap((price) => {
    const used = Number(totals.find((total) => total.meter === price.meter)?.used ?? 0);
    const amount = overageAmount(price, used);
    if (amount === 0) return [];
    const over = used - price.includedUnits;
    return [
      {
        description: `${price.meter}: ${over} over the ${price.includedUnits} included`,
        amount,
        quantity: Math.ceil(over / price.per),
      },
    ];
  });
}

/** Billing's view (deps.ts, MeteredUsage): a subscription names its user and organization. */
export const meteredUsage = (
  db: Db,
  payer: { userId: string; organizationId: string | null },
  pricing: UsagePrice[],
  period: { start: Date; end: Date },
) =>
  usageChargeLines(
    db,
    payer.organizationId ? organizationCustomer(payer.organizationId) : userCustomer(payer.userId),
    pricing,
    period,
  );
