import type { DashboardData } from '@shared/contracts/dashboard';
import { CreditCard } from 'lucide-react';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { FormattedMessage, useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { ChartCard, FREE_COLOR, formatShare, PLAN_COLORS, useChartMotion } from './chart-kit';

/** Customers per plan right now (users and organizations, said apart), as a donut with a legend. */
export function SubscriptionDistributionChart({ data }: { data: DashboardData }) {
  const t = useT();
  const motion = useChartMotion();
  const plans = data.charts.subscriptionDistribution;
  const total = plans.reduce((sum, plan) => sum + plan.count, 0);
  let paidIndex = 0;
  const colored = plans.map((plan) => ({
    ...plan,
    color: plan.slug === 'free' ? FREE_COLOR : (PLAN_COLORS[paidIndex++ % PLAN_COLORS.length] as string),
  }));
  return (
    <ChartCard
      testId="chart-subscriptions"
      title={t('admin-dashboard.subscriptions.title')}
      description={t('admin-dashboard.subscriptions.description')}
      points={plans.length}
      range={data.range}
      empty={
        total === 0
          ? {
              icon: CreditCard,
              title: t('admin-dashboard.subscriptions.emptyTitle'),
              description: t('admin-dashboard.subscriptions.emptyDescription'),
            }
          : null
      }
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <div className="h-56 w-full min-w-0 sm:w-1/2">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Tooltip
                content={(props) => {
                  const entry = props.payload?.[0];
                  if (!props.active || !entry) return null;
                  const count = Number(entry.value);
                  return (
                    <div className="rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
                      <FormattedMessage
                        id="admin-dashboard.subscriptions.tooltip"
                        values={{
                          count: formatNumber(count),
                          share: formatShare(count, total),
                          plan: (
                            <span className="font-medium" data-content>
                              {String(entry.name)}
                            </span>
                          ),
                        }}
                      />
                    </div>
                  );
                }}
              />
              <Pie
                data={colored}
                dataKey="count"
                nameKey="plan"
                innerRadius="55%"
                outerRadius="85%"
                paddingAngle={colored.filter((plan) => plan.count > 0).length > 1 ? 2 : 0}
                stroke="var(--card)"
                {...motion}
              >
                {colored.map((plan) => (
                  <Cell key={plan.slug} fill={plan.color} />
                ))}
              </Pie>
            </PieChart>
          </ResponsiveContainer>
        </div>
        <ul className="w-full space-y-2 text-sm sm:w-1/2" data-testid="plan-legend">
          {colored.map((plan) => (
            <li
              key={plan.slug}
              className="flex items-center gap-2"
              data-slug={plan.slug}
              data-count={plan.count}
              data-users={plan.users}
              data-organizations={plan.organizations}
            >
              <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: plan.color }} />
              <span className="min-w-0 flex-1">
                <span className="block truncate" data-content>
                  {plan.plan}
                </span>
                <span className="block text-muted-foreground text-xs" data-testid="plan-customers">
                  {t('admin-dashboard.subscriptions.customers', {
                    users: plan.users,
                    organizations: plan.organizations,
                  })}
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatNumber(plan.count)}</span>
              <span className="w-12 text-right text-muted-foreground text-xs tabular-nums">
                {formatShare(plan.count, total)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
