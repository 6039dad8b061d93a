import type { DashboardData } from '@shared/contracts/dashboard';
import { Eye } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/i18n/provider';
import { ChartCard, COLORS, SeriesBox, useSeriesChart } from './chart-kit';

/** Blog post views and likes per bucket. */
export function EngagementChart({ data }: { data: DashboardData }) {
  const t = useT();
  const chart = useSeriesChart(data.bucket);
  const series = data.charts.engagement;
  const hasActivity = series.some((point) => point.views > 0 || point.likes > 0 || point.comments > 0);
  const note = data.charts.commentsAvailable ? null : t('admin-dashboard.engagement.commentsNote');
  return (
    <ChartCard
      testId="chart-engagement"
      title={t('admin-dashboard.engagement.title')}
      description={t('admin-dashboard.engagement.description', { bucket: data.bucket })}
      points={series.length}
      range={data.range}
      footer={note ? <p data-testid="comments-note">{note}</p> : null}
      empty={
        hasActivity
          ? null
          : {
              icon: Eye,
              title: t('admin-dashboard.engagement.emptyTitle'),
              description: t('admin-dashboard.engagement.emptyDescription'),
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
          <Bar
            dataKey="views"
            name={t('admin-dashboard.engagement.views')}
            {...chart.bar(COLORS.primary, 24)}
          />
          <Bar
            dataKey="likes"
            name={t('admin-dashboard.engagement.likes')}
            {...chart.bar(COLORS.secondary, 24)}
          />
        </BarChart>
      </SeriesBox>
    </ChartCard>
  );
}
