import { BarChart3 } from 'lucide-react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardData } from '@/lib/api/dashboard';
import {
  ChartCard,
  ChartEmpty,
  COLORS,
  gridProps,
  legendText,
  numberFormat,
  seriesMargin,
  seriesTooltip,
  timeAxisProps,
  useChartMotion,
  valueAxisProps,
} from './chart-kit';
import { RANGE_LABELS } from './use-dashboard';

/** New users per bucket (bars) and the running total (line). */
export function UserGrowthChart({ data }: { data: DashboardData }) {
  const motion = useChartMotion();
  const series = data.charts.userGrowth;
  const newInRange = series.reduce((sum, point) => sum + point.newUsers, 0);
  return (
    <ChartCard
      testId="chart-user-growth"
      title="User growth"
      description={`${numberFormat.format(newInRange)} new in the last ${RANGE_LABELS[data.range]}, per ${data.bucket}`}
      points={series.length}
      range={data.range}
    >
      {series.length === 0 ? (
        <ChartEmpty icon={BarChart3} title="No data yet" description="Sign-ups appear here as people join." />
      ) : (
        <div className="h-64 w-full min-w-0">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={series} margin={seriesMargin}>
              <CartesianGrid {...gridProps} />
              <XAxis {...timeAxisProps(data.bucket)} />
              <YAxis yAxisId="new" allowDecimals={false} {...valueAxisProps()} />
              <YAxis yAxisId="total" orientation="right" allowDecimals={false} {...valueAxisProps()} />
              <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.5 }} content={seriesTooltip(data.bucket)} />
              <Legend formatter={legendText} iconSize={10} itemSorter={null} />
              <Bar
                yAxisId="new"
                dataKey="newUsers"
                name="New users"
                fill={COLORS.primary}
                radius={[3, 3, 0, 0]}
                maxBarSize={32}
                {...motion}
              />
              <Line
                yAxisId="total"
                type="monotone"
                dataKey="totalUsers"
                name="Total users"
                stroke={COLORS.secondary}
                strokeWidth={2}
                dot={false}
                {...motion}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
