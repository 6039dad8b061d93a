import { Eye } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData } from '@/lib/api/dashboard';
import { ChartCard, COLORS, SeriesBox, useSeriesChart } from './chart-kit';

/** Blog post views and likes per bucket. */
export function EngagementChart({ data }: { data: DashboardData }) {
  const chart = useSeriesChart(data.bucket);
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
      empty={
        hasActivity
          ? null
          : {
              icon: Eye,
              title: 'No views or likes in this period',
              description: 'Reader activity on published posts appears here.',
            }
      }
    >
      <SeriesBox>
        <BarChart data={series} margin={chart.margin}>
          <CartesianGrid {...chart.grid} />
          <XAxis {...chart.timeAxis} />
          <YAxis allowDecimals={false} {...chart.valueAxis()} />
          <Tooltip {...chart.barTooltip} />
          <Legend {...chart.legend} />
          <Bar dataKey="views" name="Views" {...chart.bar(COLORS.primary, 24)} />
          <Bar dataKey="likes" name="Likes" {...chart.bar(COLORS.secondary, 24)} />
        </BarChart>
      </SeriesBox>
    </ChartCard>
  );
}
