import { BarChart3 } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from '@/lib/api/dashboard';
import { ChartCard, COLORS, numberFormat, SeriesBox, useSeriesChart } from './chart-kit';
import { RANGE_LABELS } from './use-dashboard';

/** New users per bucket (bars) and the running total (line). */
export function UserGrowthChart({ data }: { data: DashboardData }) {
  const chart = useSeriesChart(data.bucket);
  const series = data.charts.userGrowth;
  const newInRange = series.reduce((sum, point) => sum + point.newUsers, 0);
  return (
    <ChartCard
      testId="chart-user-growth"
      title="User growth"
      description={`${numberFormat.format(newInRange)} new in the last ${RANGE_LABELS[data.range]}, per ${data.bucket}`}
      points={series.length}
      range={data.range}
      empty={
        series.length === 0
          ? { icon: BarChart3, title: 'No data yet', description: 'Sign-ups appear here as people join.' }
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
          <Bar yAxisId="new" dataKey="newUsers" name="New users" {...chart.bar(COLORS.primary, 32)} />
          <Line
            yAxisId="total"
            type="monotone"
            dataKey="totalUsers"
            name="Total users"
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
