import { DollarSign } from 'lucide-react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from '@/lib/api/dashboard';
import { formatMoney } from '@/lib/utils';
import {
  ChartCard,
  ChartEmpty,
  COLORS,
  compactMoney,
  gridProps,
  seriesTooltip,
  timeAxisProps,
  useChartMotion,
  valueAxisProps,
} from './chart-kit';

/** Monthly recurring revenue over the range. */
export function RevenueChart({ data }: { data: DashboardData }) {
  const motion = useChartMotion();
  const series = data.charts.revenue.map((point) => ({ date: point.date, mrr: point.mrr / 100 }));
  const hasRevenue = series.some((point) => point.mrr > 0);
  return (
    <ChartCard
      testId="chart-revenue"
      title="Revenue"
      description={`Monthly recurring revenue (yearly plans count as a twelfth), now ${formatMoney(data.stats.monthlyRevenue)}`}
      points={series.length}
      range={data.range}
    >
      {!hasRevenue ? (
        <ChartEmpty
          icon={DollarSign}
          title="No revenue in this period"
          description="MRR appears here once someone subscribes to a paid plan."
        />
      ) : (
        <div className="h-64 w-full min-w-0">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -4 }}>
              <defs>
                <linearGradient id="dashboard-mrr-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="5%" stopColor={COLORS.primary} stopOpacity={0.35} />
                  <stop offset="95%" stopColor={COLORS.primary} stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid {...gridProps} />
              <XAxis {...timeAxisProps(data.bucket)} />
              <YAxis {...valueAxisProps((value) => compactMoney.format(value))} width={52} />
              <Tooltip
                content={seriesTooltip(data.bucket, (value) => formatMoney(Math.round(value * 100)))}
              />
              <Area
                type="monotone"
                dataKey="mrr"
                name="MRR"
                stroke={COLORS.primary}
                strokeWidth={2}
                fill="url(#dashboard-mrr-fill)"
                {...motion}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
