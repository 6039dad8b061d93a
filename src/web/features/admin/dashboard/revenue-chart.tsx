import type { DashboardData } from '@shared/contracts/dashboard';
import { DollarSign } from 'lucide-react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/i18n/provider';
import { formatMoney } from '@/lib/utils';
import { ChartCard, COLORS, compactMoney, SeriesBox, useSeriesChart } from './chart-kit';

/** Monthly recurring revenue over the range. */
export function RevenueChart({ data }: { data: DashboardData }) {
  const t = useT();
  const chart = useSeriesChart(data.bucket);
  const series = data.charts.revenue.map((point) => ({ date: point.date, mrr: point.mrr / 100 }));
  const hasRevenue = series.some((point) => point.mrr > 0);
  return (
    <ChartCard
      testId="chart-revenue"
      title={t('admin-dashboard.revenue.title')}
      description={t('admin-dashboard.revenue.description', {
        amount: formatMoney(data.stats.monthlyRevenue),
      })}
      points={series.length}
      range={data.range}
      empty={
        hasRevenue
          ? null
          : {
              icon: DollarSign,
              title: t('admin-dashboard.revenue.emptyTitle'),
              description: t('admin-dashboard.revenue.emptyDescription'),
            }
      }
    >
      <SeriesBox>
        <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -4 }}>
          <defs>
            <linearGradient id="dashboard-mrr-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor={COLORS.primary} stopOpacity={0.35} />
              <stop offset="95%" stopColor={COLORS.primary} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...chart.grid} />
          <XAxis {...chart.timeAxis} />
          <YAxis {...chart.valueAxis(compactMoney)} width={52} />
          <Tooltip {...chart.tooltip((value) => formatMoney(Math.round(value * 100)))} />
          <Area
            type="monotone"
            dataKey="mrr"
            name={t('admin-dashboard.revenue.series')}
            stroke={COLORS.primary}
            strokeWidth={2}
            fill="url(#dashboard-mrr-fill)"
            {...chart.motion}
          />
        </AreaChart>
      </SeriesBox>
    </ChartCard>
  );
}
