import type { DashboardBucket } from '@shared/contracts/dashboard';
import { DASHBOARD_RANGES, type DashboardRange } from '@shared/dashboard-ranges';
import { dashboardEndpoints } from '@shared/endpoints/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { labelIds } from '@/lib/label-ids';
import { formatter } from '@/lib/utils';

export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => api(dashboardEndpoints.get, { query: { range } }),
    // A new range keeps the old numbers on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** The range picker's words for each range (message ids). */
export const RANGE_LABELS = labelIds('admin-dashboard.range', DASHBOARD_RANGES);

/** What a card's change compares with, in words (message ids). */
export const RANGE_SINCE = labelIds('admin-dashboard.since', DASHBOARD_RANGES);

// Bucket starts are calendar dates: shown in UTC so no time zone moves them a day.
const dayFormat = () =>
  formatter(
    'dashboard-day',
    (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
const monthFormat = () =>
  formatter(
    'dashboard-month',
    (locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
  );
const longDayFormat = () =>
  formatter(
    'dashboard-long-day',
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
const longMonthFormat = () =>
  formatter(
    'dashboard-long-month',
    (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );

/** A bucket start (YYYY-MM-DD, a calendar date) as a short axis label. */
export function bucketLabel(date: string, bucket: DashboardBucket): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return bucket === 'month' ? monthFormat().format(value) : dayFormat().format(value);
}

/** A bucket start in full words, for tooltips: "Nov 3, 2026", "Week of Nov 3, 2026", "November 2026". */
export function bucketTitle(date: string, bucket: DashboardBucket): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  if (bucket === 'month') return longMonthFormat().format(value);
  const day = longDayFormat().format(value);
  return bucket === 'week' ? t('admin-dashboard.weekOf', { day }) : day;
}

/** "5 minutes ago", "yesterday", "3 weeks ago", in the current language (react-intl caches it). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
  ];
  const relative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    formatter('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
      Math.round(value),
      unit,
    );
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return unit === 'second' ? t('admin-dashboard.justNow') : relative(value, unit);
    value /= size;
  }
  return relative(value, 'year');
}
