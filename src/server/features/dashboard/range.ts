/**
 * The dashboard's time axis: a range (7 days, 30 days, 90 days, 12 months) cut into buckets of a
 * day, a week (Monday to Sunday) or a month, all in UTC. The first bucket starts at `from`; the
 * last one holds `now`.
 */
import type { DashboardRange } from '../../../shared/dashboard-ranges.ts';

export type Range = DashboardRange;
export type Bucket = 'day' | 'week' | 'month';

export interface Axis {
  range: Range;
  bucket: Bucket;
  from: Date;
  to: Date;
  /** Bucket starts as YYYY-MM-DD, oldest first. */
  buckets: string[];
}

const DAY_MS = 86_400_000;
const dayOf = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function axisOf(range: Range, now = new Date()): Axis {
  const today = dayOf(now);
  if (range === '7d' || range === '30d') {
    const days = range === '7d' ? 7 : 30;
    const buckets = Array.from({ length: days }, (_, index) =>
      isoDay(new Date(today.getTime() - (days - 1 - index) * DAY_MS)),
    );
    return { range, bucket: 'day', from: new Date(`${buckets[0]}T00:00:00Z`), to: now, buckets };
  }
  if (range === '90d') {
    // 13 weeks, Monday-based as PostgreSQL's date_trunc('week').
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
    const buckets = Array.from({ length: 13 }, (_, index) =>
      isoDay(new Date(monday.getTime() - (12 - index) * 7 * DAY_MS)),
    );
    return { range, bucket: 'week', from: new Date(`${buckets[0]}T00:00:00Z`), to: now, buckets };
  }
  const buckets = Array.from({ length: 12 }, (_, index) =>
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (11 - index), 1))),
  );
  return { range, bucket: 'month', from: new Date(`${buckets[0]}T00:00:00Z`), to: now, buckets };
}
