import {
  DASHBOARD_RANGES,
  type DashboardRange,
  DEFAULT_DASHBOARD_RANGE,
  isDashboardRange,
} from '@shared/dashboard-ranges';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/deferred';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { PageHeader } from '../page-header';
import { BillingFigures } from './billing-figures';
import { RecentActivity, RecentActivitySkeleton } from './recent-activity';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { RANGE_LABELS, useDashboard } from './use-dashboard';

// Recharts stays out of every other chunk: the charts load on their own, after the numbers.
const DashboardCharts = lazyNamed(() => import('./charts'), 'DashboardCharts');

/** The admin home: headline numbers, four charts and the newest activity, over a chosen range. */
export function DashboardPage() {
  const search = useSearch({ strict: false }) as { range?: unknown };
  const range: DashboardRange = isDashboardRange(search.range) ? search.range : DEFAULT_DASHBOARD_RANGE;
  const navigate = useNavigate();
  const t = useT();
  const dashboard = useDashboard(range);
  const dimmed = dashboard.isPlaceholderData;

  const setRange = (next: DashboardRange) =>
    navigate({
      to: '/dashboard/admin',
      search: next === DEFAULT_DASHBOARD_RANGE ? {} : { range: next },
    });

  return (
    <>
      <PageHeader title={t('admin-dashboard.title')} description={t('admin-dashboard.description')}>
        <RangePicker value={range} onChange={setRange} busy={dashboard.isFetching} />
      </PageHeader>

      {dashboard.isError ? (
        <RetryAlert title={t('admin-dashboard.loadError')} query={dashboard} className="mb-6" />
      ) : null}

      <div
        className="space-y-6"
        data-testid="dashboard"
        data-range={dashboard.data?.range}
        aria-busy={dimmed}
      >
        {dashboard.data ? <StatCards data={dashboard.data} dimmed={dimmed} /> : <StatCardsSkeleton />}
        {dashboard.data ? <BillingFigures data={dashboard.data} dimmed={dimmed} /> : null}
        {dashboard.data ? (
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts data={dashboard.data} dimmed={dimmed} />
          </Suspense>
        ) : (
          <ChartsSkeleton />
        )}
        {dashboard.data ? <RecentActivity data={dashboard.data} /> : <RecentActivitySkeleton />}
      </div>
    </>
  );
}

function RangePicker({
  value,
  onChange,
  busy,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
  busy: boolean;
}) {
  const t = useT();
  return (
    <fieldset
      className="inline-flex w-full rounded-lg border bg-muted/40 p-0.5 sm:w-auto"
      data-testid="range-picker"
      aria-busy={busy}
    >
      <legend className="sr-only">{t('admin-dashboard.range.legend')}</legend>
      {DASHBOARD_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => option !== value && onChange(option)}
          className={cn(
            'min-w-0 flex-1 rounded-md px-2 py-1.5 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-none sm:whitespace-nowrap sm:px-3',
            option === value && 'bg-background text-foreground shadow-xs',
          )}
        >
          {t(RANGE_LABELS[option])}
        </button>
      ))}
    </fieldset>
  );
}

function ChartsSkeleton() {
  return (
    <SkeletonBlocks
      className="grid gap-4 lg:grid-cols-2"
      aria-hidden="true"
      data-testid="charts-skeleton"
      count={4}
      lines={['h-5 w-32', 'h-4 w-56', 'h-64 w-full']}
    />
  );
}
