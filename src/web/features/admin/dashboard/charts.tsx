/**
 * The dashboard's four charts. Recharts is heavy, so this module is loaded lazily (React.lazy in
 * dashboard-page.tsx) and never reaches the public bundle.
 */

import type { DashboardData } from '@shared/contracts/dashboard';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { EngagementChart } from './engagement-chart';
import { RevenueChart } from './revenue-chart';
import { SubscriptionDistributionChart } from './subscription-chart';
import { UserGrowthChart } from './user-growth-chart';

export function DashboardCharts({ data, dimmed }: { data: DashboardData; dimmed?: boolean }) {
  const t = useT();
  return (
    <section
      aria-label={t('admin-dashboard.charts')}
      className={cn('grid gap-4 lg:grid-cols-2', dimmed && 'opacity-60')}
    >
      <UserGrowthChart data={data} />
      <RevenueChart data={data} />
      <SubscriptionDistributionChart data={data} />
      <EngagementChart data={data} />
    </section>
  );
}
