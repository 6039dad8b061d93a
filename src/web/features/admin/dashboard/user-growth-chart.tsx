import type { DashboardData } from '@shared/contracts/dashboard';
import { BarChart3 } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { ChartCard, COLORS, SeriesBox, useSeriesChart } from './chart-kit';

/** New users per bucket (bars) and the running total (line). */
export function UserGrowthChart({ data }: { data: DashboardData }) {
  const t = useT();
  const chart = useSeriesChart(data.bucket);
  const series = data.charts.userGrowth;
  const newInRange = series.reduce((sum, point) => sum + point.newUsers, 0);
  return (
    <ChartCard
      testId="chart-user-growth"
      title={t('admin-dashboard.userGrowth.title')}
      description={t('admin-dashboard.userGrowth.description', {
        count: formatNumber(newInRange),
        range: data.range,
        bucket: data.bucket,
      })}
      points={series.length}
      range={data.range}
      empty={
        series.length === 0
          ? {
              icon: BarChart3,
              title: t('admin-dashboard.userGrowth.emptyTitle'),
              description: t('admin-dashboard.userGrowth.emptyDescription'),
            }
          : null
      }
    >
      <SeriesBox>
        <ComposedChart data={series} margin={chart.margin}>
          <CartesianGrid {...chart.grid} />
          <XAxis {...chart.timeAxis} />
          <YAxis yAxisId="new" allowDecimals={false} {...chart.valueAxis()} />
          <YAxis yAxisId="total" orientation="right" allowDecimals={false} {...chart.valueAxis()} />
          <Tooltip {...chart.barTooltip} />
          <Legend {...chart.legend} />
          <Bar
            yAxisId="new"
            dataKey="newUsers"
            name={t('admin-dashboard.userGrowth.newUsers')}
            {...chart.bar(COLORS.primary, 32)}
          />
          <Line
            yAxisId="total"
            type="monotone"
            dataKey="totalUsers"
            name={t('admin-dashboard.userGrowth.totalUsers')}
            stroke={COLORS.secondary}
            strokeWidth={2}
            dot={false}
            {...chart.motion}
          />
        </ComposedChart>
      </SeriesBox>
    </ChartCard>
  );
}
