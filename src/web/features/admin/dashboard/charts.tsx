/**
 * The dashboard's four charts. Recharts is heavy, so this module is loaded lazily (React.lazy in
 * dashboard-page.tsx) and never reaches the public bundle. Colours come from the theme's CSS
 * variables through SVG attributes (no <style> tags, nothing the CSP forbids).
 */
import { BarChart3, CreditCard, DollarSign, Eye, type LucideIcon } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DashboardBucket, DashboardData } from '@/lib/dashboard-api';
import { cn, formatMoney } from '@/lib/utils';
import { bucketLabel, bucketTitle, RANGE_LABELS } from './use-dashboard';

const COLORS = {
  primary: 'var(--primary)',
  secondary: 'var(--success)',
  grid: 'var(--border)',
  axis: 'var(--muted-foreground)',
};
const PLAN_COLORS = [
  'var(--primary)',
  'var(--success)',
  'var(--warning)',
  'var(--destructive)',
  'var(--ring)',
];
const FREE_COLOR = 'var(--muted-foreground)';

const numberFormat = new Intl.NumberFormat();
const compactNumber = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const axisTick = { fill: COLORS.axis, fontSize: 12 };
const ANIMATION_MS = 400;

const reducedMotion = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** The charts draw in with a short animation, unless the visitor asks for less motion. */
function useAnimate(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => !window.matchMedia(reducedMotion).matches,
    () => false,
  );
}

export function DashboardCharts({ data, dimmed }: { data: DashboardData; dimmed?: boolean }) {
  return (
    <section aria-label="Charts" className={cn('grid gap-4 lg:grid-cols-2', dimmed && 'opacity-60')}>
      <UserGrowthChart data={data} />
      <RevenueChart data={data} />
      <SubscriptionDistributionChart data={data} />
      <EngagementChart data={data} />
    </section>
  );
}

function ChartCard({
  testId,
  title,
  description,
  points,
  range,
  children,
  footer,
}: {
  testId: string;
  title: string;
  description: string;
  points: number;
  range: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4 py-5" data-testid={testId} data-points={points} data-range={range}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-2 sm:px-4">{children}</CardContent>
      {footer ? <div className="px-4 text-muted-foreground text-xs sm:px-6">{footer}</div> : null}
    </Card>
  );
}

function ChartEmpty({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <div
      className="flex h-64 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 text-center"
      data-testid="chart-empty"
    >
      <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium text-sm">{title}</p>
      <p className="max-w-xs text-muted-foreground text-xs">{description}</p>
    </div>
  );
}

interface TooltipEntry {
  name?: unknown;
  value?: unknown;
  color?: string;
  dataKey?: unknown;
}

/** The tooltip of the time-series charts: the bucket in words, then one line per series. */
function SeriesTooltip({
  active,
  payload,
  label,
  bucket,
  format = (value) => numberFormat.format(value),
}: {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  label?: unknown;
  bucket: DashboardBucket;
  format?: (value: number) => string;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
      <p className="mb-1 font-medium">{typeof label === 'string' ? bucketTitle(label, bucket) : null}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="flex items-center gap-2">
          <span className="size-2 rounded-full" style={{ backgroundColor: entry.color }} aria-hidden="true" />
          <span className="text-muted-foreground">{String(entry.name)}</span>
          <span className="ml-auto font-medium tabular-nums">{format(Number(entry.value))}</span>
        </p>
      ))}
    </div>
  );
}

function legendText(value: unknown) {
  return <span className="text-muted-foreground text-xs">{String(value)}</span>;
}

function UserGrowthChart({ data }: { data: DashboardData }) {
  const animate = useAnimate();
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
            <ComposedChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={(value: string) => bucketLabel(value, data.bucket)}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                minTickGap={16}
              />
              <YAxis
                yAxisId="new"
                allowDecimals={false}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                width={40}
                tickFormatter={(value: number) => compactNumber.format(value)}
              />
              <YAxis
                yAxisId="total"
                orientation="right"
                allowDecimals={false}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                width={40}
                tickFormatter={(value: number) => compactNumber.format(value)}
              />
              <Tooltip
                cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
                content={(props) => (
                  <SeriesTooltip
                    active={props.active}
                    payload={props.payload}
                    label={props.label}
                    bucket={data.bucket}
                  />
                )}
              />
              <Legend formatter={legendText} iconSize={10} itemSorter={null} />
              <Bar
                yAxisId="new"
                dataKey="newUsers"
                name="New users"
                fill={COLORS.primary}
                radius={[3, 3, 0, 0]}
                maxBarSize={32}
                isAnimationActive={animate}
                animationDuration={ANIMATION_MS}
              />
              <Line
                yAxisId="total"
                type="monotone"
                dataKey="totalUsers"
                name="Total users"
                stroke={COLORS.secondary}
                strokeWidth={2}
                dot={false}
                isAnimationActive={animate}
                animationDuration={ANIMATION_MS}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}

function RevenueChart({ data }: { data: DashboardData }) {
  const animate = useAnimate();
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
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={(value: string) => bucketLabel(value, data.bucket)}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                minTickGap={16}
              />
              <YAxis
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                width={52}
                tickFormatter={(value: number) => compactMoney.format(value)}
              />
              <Tooltip
                content={(props) => (
                  <SeriesTooltip
                    active={props.active}
                    payload={props.payload}
                    label={props.label}
                    bucket={data.bucket}
                    format={(value) => formatMoney(Math.round(value * 100))}
                  />
                )}
              />
              <Area
                type="monotone"
                dataKey="mrr"
                name="MRR"
                stroke={COLORS.primary}
                strokeWidth={2}
                fill="url(#dashboard-mrr-fill)"
                isAnimationActive={animate}
                animationDuration={ANIMATION_MS}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}

function SubscriptionDistributionChart({ data }: { data: DashboardData }) {
  const animate = useAnimate();
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
      title="Subscription distribution"
      description="Users per plan right now (Free: no paid subscription)"
      points={plans.length}
      range={data.range}
    >
      {total === 0 ? (
        <ChartEmpty
          icon={CreditCard}
          title="No users yet"
          description="Plans appear here as people sign up."
        />
      ) : (
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
                        <span className="font-medium">{String(entry.name)}</span>:{' '}
                        {numberFormat.format(count)} ({Math.round((count / total) * 100)}%)
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
                  isAnimationActive={animate}
                  animationDuration={ANIMATION_MS}
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
              >
                <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: plan.color }} />
                <span className="min-w-0 flex-1 truncate">{plan.plan}</span>
                <span className="font-medium tabular-nums">{numberFormat.format(plan.count)}</span>
                <span className="w-10 text-right text-muted-foreground text-xs tabular-nums">
                  {Math.round((plan.count / total) * 100)}%
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartCard>
  );
}

function EngagementChart({ data }: { data: DashboardData }) {
  const animate = useAnimate();
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
            <BarChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={(value: string) => bucketLabel(value, data.bucket)}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                minTickGap={16}
              />
              <YAxis
                allowDecimals={false}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
                width={40}
                tickFormatter={(value: number) => compactNumber.format(value)}
              />
              <Tooltip
                cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
                content={(props) => (
                  <SeriesTooltip
                    active={props.active}
                    payload={props.payload}
                    label={props.label}
                    bucket={data.bucket}
                  />
                )}
              />
              <Legend formatter={legendText} iconSize={10} itemSorter={null} />
              <Bar
                dataKey="views"
                name="Views"
                fill={COLORS.primary}
                radius={[3, 3, 0, 0]}
                maxBarSize={24}
                isAnimationActive={animate}
                animationDuration={ANIMATION_MS}
              />
              <Bar
                dataKey="likes"
                name="Likes"
                fill={COLORS.secondary}
                radius={[3, 3, 0, 0]}
                maxBarSize={24}
                isAnimationActive={animate}
                animationDuration={ANIMATION_MS}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
