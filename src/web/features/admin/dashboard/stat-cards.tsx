import type { LucideIcon } from 'lucide-react';
import { CreditCard, DollarSign, FileText, Inbox, ListChecks, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import type { DashboardChange, DashboardData, DashboardStatKey } from '@/lib/api/dashboard';
import { cn, formatMoney } from '@/lib/utils';
import { RANGE_SINCE } from './use-dashboard';

const numberFormat = new Intl.NumberFormat();

const STATS: { key: DashboardStatKey; label: string; icon: LucideIcon; money?: boolean }[] = [
  { key: 'totalUsers', label: 'Total users', icon: Users },
  { key: 'activeSubscriptions', label: 'Active subscriptions', icon: CreditCard },
  { key: 'monthlyRevenue', label: 'Monthly revenue', icon: DollarSign, money: true },
  { key: 'blogPosts', label: 'Published posts', icon: FileText },
  { key: 'contactSubmissions', label: 'Contact messages', icon: Inbox },
  { key: 'waitlistCount', label: 'Waitlist', icon: ListChecks },
];

/** The six headline numbers, each with its change since the start of the range. */
export function StatCards({ data, dimmed }: { data: DashboardData; dimmed?: boolean }) {
  return (
    <section
      aria-label="Key numbers"
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
              <p className="truncate font-medium text-muted-foreground text-sm">{label}</p>
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </div>
            <p
              className="truncate font-semibold text-2xl tabular-nums tracking-tight"
              data-testid="stat-value"
            >
              {money ? formatMoney(value) : numberFormat.format(value)}
            </p>
            <ChangeLine change={data.changes[key]} current={value} since={RANGE_SINCE[data.range]} />
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
  if (!change) return <p className="text-muted-foreground text-xs">&nbsp;</p>;
  let badge: { text: string; tone: 'up' | 'down' | 'flat' | 'new'; label: string };
  if (change.previous === 0 || change.changePercent === null) {
    badge =
      current > 0
        ? { text: 'New', tone: 'new', label: 'new since the start of the range' }
        : { text: '0%', tone: 'flat', label: 'no change' };
  } else if (change.changePercent > 0) {
    const text = `${formatPercent(change.changePercent)}%`;
    badge = { text: `▲ ${text}`, tone: 'up', label: `up ${text}` };
  } else if (change.changePercent < 0) {
    const text = `${formatPercent(Math.abs(change.changePercent))}%`;
    badge = { text: `▼ ${text}`, tone: 'down', label: `down ${text}` };
  } else {
    badge = { text: '0%', tone: 'flat', label: 'no change' };
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

function formatPercent(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export function StatCardsSkeleton() {
  return (
    <SkeletonBlocks
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3"
      aria-hidden="true"
      count={6}
      lines={['h-4 w-28', 'h-7 w-20', 'h-4 w-32']}
    />
  );
}
