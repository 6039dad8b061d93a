import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DashboardBucket, type DashboardRange, dashboardApi } from '@/lib/api/dashboard';

export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => dashboardApi.get(range),
    // A new range keeps the old numbers on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export const RANGE_LABELS: Record<DashboardRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '12m': '12 months',
};

/** What a card's change compares with, in words. */
export const RANGE_SINCE: Record<DashboardRange, string> = {
  '7d': 'vs. 7 days ago',
  '30d': 'vs. 30 days ago',
  '90d': 'vs. 90 days ago',
  '12m': 'vs. 12 months ago',
};

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A bucket start (YYYY-MM-DD, a calendar date) as a short axis label. */
export function bucketLabel(date: string, bucket: DashboardBucket): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return bucket === 'month' ? monthFormat.format(value) : dayFormat.format(value);
}

/** A bucket start in full words, for tooltips: "Nov 3, 2026", "Week of Nov 3, 2026", "November 2026". */
export function bucketTitle(date: string, bucket: DashboardBucket): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  if (bucket === 'month') return longMonthFormat.format(value);
  const day = longDayFormat.format(value);
  return bucket === 'week' ? `Week of ${day}` : day;
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "3 weeks ago". */
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
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return unit === 'second' ? 'just now' : relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}
