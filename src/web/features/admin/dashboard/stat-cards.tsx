import type { DashboardChange, DashboardData, DashboardStatKey } from '@shared/contracts/dashboard';
import type { LucideIcon } from 'lucide-react';
import { Building2, CreditCard, DollarSign, FileText, Inbox, ListChecks, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { cn, formatMoney, formatNumber, formatter } from '@/lib/utils';
import { RANGE_SINCE } from './use-dashboard';

/** Each card: its number, its label (a message id) and its icon. */
const STATS: { key: DashboardStatKey; label: string; icon: LucideIcon; money?: boolean }[] = [
  { key: 'totalUsers', label: 'admin-dashboard.stats.totalUsers', icon: Users },
  { key: 'activeSubscriptions', label: 'admin-dashboard.stats.activeSubscriptions', icon: CreditCard },
  { key: 'monthlyRevenue', label: 'admin-dashboard.stats.monthlyRevenue', icon: DollarSign, money: true },
  { key: 'blogPosts', label: 'admin-dashboard.stats.blogPosts', icon: FileText },
  { key: 'contactSubmissions', label: 'admin-dashboard.stats.contactSubmissions', icon: Inbox },
  { key: 'waitlistCount', label: 'admin-dashboard.stats.waitlistCount', icon: ListChecks },
  { key: 'organizations', label: 'admin-dashboard.stats.organizations', icon: Building2 },
];

/** The seven headline numbers, each with its change since the start of the range. */
export function StatCards({ data, dimmed }: { data: DashboardData; dimmed?: boolean }) {
  const t = useT();
  return (
    <section
      aria-label={t('admin-dashboard.stats.label')}
      className={cn('grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3', dimmed && 'opacity-60')}
    >
      {STATS.map(({ key, label, icon: Icon, money }) => {
        const value = data.stats[key];
        return (
          <Card
            key={key}
            className="min-w-0 gap-2 p-4"
            data-testid="stat-card"
            data-stat={key}
            data-value={value}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="truncate font-medium text-muted-foreground text-sm">{t(label)}</p>
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </div>
            <p
              className="truncate font-semibold text-2xl tabular-nums tracking-tight"
              data-testid="stat-value"
            >
              {money ? formatMoney(value) : formatNumber(value)}
            </p>
            <ChangeLine change={data.changes[key]} current={value} since={t(RANGE_SINCE[data.range])} />
          </Card>
        );
      })}
    </section>
  );
}

function ChangeLine({
  change,
  current,
  since,
}: {
  change?: DashboardChange;
  current: number;
  since: string;
}) {
  const t = useT();
  if (!change) return <p className="text-muted-foreground text-xs">&nbsp;</p>;
  let badge: { text: string; tone: 'up' | 'down' | 'flat' | 'new'; label: string };
  if (change.previous === 0 || change.changePercent === null) {
    badge =
      current > 0
        ? { text: t('admin-dashboard.change.new'), tone: 'new', label: t('admin-dashboard.change.newLabel') }
        : { text: formatPercent(0), tone: 'flat', label: t('admin-dashboard.change.none') };
  } else if (change.changePercent > 0) {
    const percent = formatPercent(change.changePercent);
    badge = { text: `▲ ${percent}`, tone: 'up', label: t('admin-dashboard.change.up', { percent }) };
  } else if (change.changePercent < 0) {
    const percent = formatPercent(Math.abs(change.changePercent));
    badge = { text: `▼ ${percent}`, tone: 'down', label: t('admin-dashboard.change.down', { percent }) };
  } else {
    badge = { text: formatPercent(0), tone: 'flat', label: t('admin-dashboard.change.none') };
  }
  return (
    <p
      className="flex flex-wrap items-center gap-x-1.5 text-muted-foreground text-xs"
      data-testid="stat-change"
    >
      <span
        data-tone={badge.tone}
        className={cn(
          'rounded px-1.5 py-0.5 font-medium tabular-nums',
          badge.tone === 'up' && 'bg-success/10 text-success',
          badge.tone === 'down' && 'bg-destructive/10 text-destructive',
          badge.tone === 'new' && 'bg-primary/10 text-primary',
          badge.tone === 'flat' && 'bg-muted text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{badge.text}</span>
        <span className="sr-only">{badge.label}</span>
      </span>
      <span>{since}</span>
    </p>
  );
}

/** A change in percent (12.34 → "12%", 1.23 → "1.2%"), in the current language ("1,2 %"). */
function formatPercent(value: number): string {
  const digits = value >= 10 ? 0 : 1;
  return formatter(
    `percent-change-${digits}`,
    (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }),
  ).format(value / 100);
}

export function StatCardsSkeleton() {
  return (
    <SkeletonBlocks
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3"
      aria-hidden="true"
      count={7}
      lines={['h-4 w-28', 'h-7 w-20', 'h-4 w-32']}
    />
  );
}
