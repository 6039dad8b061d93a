import { Eye } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from '@/lib/api/dashboard';
import {
  ChartCard,
  ChartEmpty,
  COLORS,
  gridProps,
  legendText,
  seriesMargin,
  seriesTooltip,
  timeAxisProps,
  useChartMotion,
  valueAxisProps,
} from './chart-kit';

/** Blog post views and likes per bucket. */
export function EngagementChart({ data }: { data: DashboardData }) {
  const motion = useChartMotion();
  const series = data.charts.engagement;
  const hasActivity = series.some((point) => point.views > 0 || point.likes > 0 || point.comments > 0);
  const note = data.charts.commentsAvailable
    ? null
    : 'Comments count as zero until comments exist on the blog.';
  return (
    <ChartCard
      testId="chart-engagement"
      title="Engagement"
      description={`Blog post views and likes per ${data.bucket}`}
      points={series.length}
      range={data.range}
      footer={note ? <p data-testid="comments-note">{note}</p> : null}
    >
      {!hasActivity ? (
        <ChartEmpty
          icon={Eye}
          title="No views or likes in this period"
          description="Reader activity on published posts appears here."
        />
      ) : (
        <div className="h-64 w-full min-w-0">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={series} margin={seriesMargin}>
              <CartesianGrid {...gridProps} />
              <XAxis {...timeAxisProps(data.bucket)} />
              <YAxis allowDecimals={false} {...valueAxisProps()} />
              <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.5 }} content={seriesTooltip(data.bucket)} />
              <Legend formatter={legendText} iconSize={10} itemSorter={null} />
              <Bar
                dataKey="views"
                name="Views"
                fill={COLORS.primary}
                radius={[3, 3, 0, 0]}
                maxBarSize={24}
                {...motion}
              />
              <Bar
                dataKey="likes"
                name="Likes"
                fill={COLORS.secondary}
                radius={[3, 3, 0, 0]}
                maxBarSize={24}
                {...motion}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
