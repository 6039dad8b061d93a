/**
 * What the dashboard's charts share: theme colours (CSS variables through SVG attributes, no
 * <style> tags, nothing the CSP forbids), number formats, the card, the empty state, axes and
 * the tooltip of the time series.
 */
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DashboardBucket } from '@/lib/api/dashboard';
import { bucketLabel, bucketTitle } from './use-dashboard';

export const COLORS = {
  primary: 'var(--primary)',
  secondary: 'var(--success)',
  grid: 'var(--border)',
  axis: 'var(--muted-foreground)',
};
export const PLAN_COLORS = [
  'var(--primary)',
  'var(--success)',
  'var(--warning)',
  'var(--destructive)',
  'var(--ring)',
];
export const FREE_COLOR = 'var(--muted-foreground)';

export const numberFormat = new Intl.NumberFormat();
export const compactNumber = new Intl.NumberFormat(undefined, {
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const compactMoney = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const axisTick = { fill: COLORS.axis, fontSize: 12 };

/** The time axis of a series chart: one tick per bucket, in words ("3 Jun", "Jun 2025"). */
export function timeAxisProps(bucket: DashboardBucket) {
  return {
    dataKey: 'date',
    tickFormatter: (value: string) => bucketLabel(value, bucket),
    tick: axisTick,
    tickLine: false,
    axisLine: false,
    minTickGap: 16,
  } as const;
}

/** A value axis; counts by default (1.2K). */
export function valueAxisProps(format: (value: number) => string = (value) => compactNumber.format(value)) {
  return { tick: axisTick, tickLine: false, axisLine: false, width: 40, tickFormatter: format } as const;
}

/** The grid and margins every series chart shares. */
export const gridProps = { stroke: COLORS.grid, strokeDasharray: '3 3', vertical: false } as const;
export const seriesMargin = { top: 8, right: 4, bottom: 0, left: -12 };

/** The tooltip of a series chart (as Recharts' `content`), values shown with `format`. */
export function seriesTooltip(bucket: DashboardBucket, format?: (value: number) => string) {
  return (props: { active?: boolean; payload?: readonly TooltipEntry[]; label?: unknown }) => (
    <SeriesTooltip
      active={props.active}
      payload={props.payload}
      label={props.label}
      bucket={bucket}
      format={format}
    />
  );
}
const ANIMATION_MS = 400;

const reducedMotion = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/**
 * The charts draw in with a short animation, unless the visitor asks for less motion: spread
 * these props on every series.
 */
export function useChartMotion() {
  const animate = useSyncExternalStore(
    subscribeToMotion,
    () => !window.matchMedia(reducedMotion).matches,
    () => false,
  );
  return { isAnimationActive: animate, animationDuration: ANIMATION_MS };
}

export function ChartCard({
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

export function ChartEmpty({
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
export function SeriesTooltip({
  active,
  payload,
  label,
  bucket,
  format = (value: number) => numberFormat.format(value),
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

export function legendText(value: unknown) {
  return <span className="text-muted-foreground text-xs">{String(value)}</span>;
}
