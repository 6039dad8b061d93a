/**
 * GET /api/usage: a meter's use per day (UTC), zero-filled, over the customer's current billing
 * period or the days asked for. One grouped range scan on usage_event_meter_idx.
 */
import { sql } from 'drizzle-orm';
import type { UsageSeries } from '../../../shared/contracts/entitlements.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { usageEvents } from '../../db/schema.ts';
import { type Customer, customerKey } from './customer.ts';
import { entitlementsOf } from './entitlements.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 400;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

function rangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  period: { start: Date; end: Date },
) {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : startOfDay(period.start);
  // `to` is a day included whole; the period's end is exclusive.
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : startOfDay(new Date(period.end.getTime() - 1));
  const invalid = (value: Date) => Number.isNaN(value.getTime());
  if (invalid(from) || invalid(to))
    throw new AppError('BAD_REQUEST', 'Not a date', {
      details: [{ path: invalid(from) ? 'from' : 'to', message: 'Not a date' }],
    });
  if (to < from)
    throw new AppError('BAD_REQUEST', '`to` is before `from`', {
      details: [{ path: 'to', message: '`to` is before `from`' }],
    });
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS)
    throw new AppError('BAD_REQUEST', `At most ${MAX_DAYS} days at once`, {
      details: [{ path: 'from', message: `At most ${MAX_DAYS} days at once` }],
    });
  return { from, to };
}

export async function usageSeries(
  db: Db,
  customer: Customer,
  query: { meter: string; from?: string | undefined; to?: string | undefined },
): Promise<UsageSeries> {
  const { period } = await entitlementsOf(db, customer);
  const { from, to } = rangeOf(query, period);
  const end = new Date(to.getTime() + DAY_MS);
  const result = await db.execute(sql`
    select to_char(date_trunc('day', recorded_at at time zone 'UTC'), 'YYYY-MM-DD') as day, sum(quantity) as quantity
    from ${usageEvents}
    where customer_key = ${customerKey(customer)} and meter = ${query.meter}
      and recorded_at >= ${from.toISOString()} and recorded_at < ${end.toISOString()}
    group by 1`);
  const byDay = new Map(
    (result as unknown as { rows: Array<{ day: string; quantity: string | number }> }).rows.map((row) => [
      row.day,
      Number(row.quantity),
    ]),
  );
  const series: UsageSeries['series'] = [];
  for (let at = from.getTime(); at <= to.getTime(); at += DAY_MS) {
    const date = isoDay(new Date(at));
    series.push({ date, quantity: byDay.get(date) ?? 0 });
  }
  return {
    meter: query.meter,
    from: isoDay(from),
    to: isoDay(to),
    series,
    total: series.reduce((sum, point) => sum + point.quantity, 0),
  };
}
