/**
 * What the dashboard's charts share: theme colours (CSS variables through SVG attributes, no
 * <style> tags, nothing the CSP forbids), number formats, the card, the empty state, axes and
 * the tooltip of the time series.
 */

import type { DashboardBucket } from '@shared/contracts/dashboard';
import type { LucideIcon } from 'lucide-react';
import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber, formatter } from '@/lib/utils';
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

/** A count for an axis, in the current language: "1.2K", "1,2 Tsd.". */
export function compactNumber(value: number): string {
  return formatter(
    'compact',
    (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

/** Dollars (not cents) for an axis, in the current language: "$1.2K". */
export function compactMoney(dollars: number): string {
  return formatter(
    'compact-usd',
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
  ).format(dollars);
}

/** A share of a whole as a whole percentage in the current language: "42%", "42 %". */
export function formatShare(part: number, whole: number): string {
  return formatter('percent', (locale) => new Intl.NumberFormat(locale, { style: 'percent' })).format(
    whole > 0 ? part / whole : 0,
  );
}

const axisTick = { fill: COLORS.axis, fontSize: 12 };

/** The time axis of a series chart: one tick per bucket, in words ("3 Jun", "Jun 2025"). */
function timeAxisProps(bucket: DashboardBucket) {
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
function valueAxisProps(format: (value: number) => string = compactNumber) {
  return { tick: axisTick, tickLine: false, axisLine: false, width: 40, tickFormatter: format } as const;
}

/** The grid and margins every series chart shares. */
const gridProps = { stroke: COLORS.grid, strokeDasharray: '3 3', vertical: false } as const;
const seriesMargin = { top: 8, right: 4, bottom: 0, left: -12 };

/** The tooltip of a series chart (as Recharts' `content`), values shown with `format`. */
function seriesTooltip(bucket: DashboardBucket, format?: (value: number) => string) {
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

const legendProps = { formatter: legendText, iconSize: 10, itemSorter: null } as const;

/**
 * What every time-series chart over `bucket` spreads on its parts: margins, grid, time axis,
 * value axis, tooltip, legend, and the motion (`bar` carries it; lines and areas spread `motion`).
 */
export function useSeriesChart(bucket: DashboardBucket) {
  const motion = useChartMotion();
  return {
    motion,
    margin: seriesMargin,
    grid: gridProps,
    timeAxis: timeAxisProps(bucket),
    valueAxis: valueAxisProps,
    tooltip: (format?: (value: number) => string) => ({ content: seriesTooltip(bucket, format) }),
    /** The tooltip of bar charts, whose hovered bucket is shaded. */
    barTooltip: { cursor: { fill: 'var(--muted)', opacity: 0.5 }, content: seriesTooltip(bucket) },
    legend: legendProps,
    bar: (fill: string, maxBarSize: number) => ({
      fill,
      radius: [3, 3, 0, 0] as [number, number, number, number],
      maxBarSize,
      ...motion,
    }),
  };
}

/** The box a series chart fills (Recharts measures it). */
export function SeriesBox({ children }: { children: ReactElement }) {
  return (
    <div className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** A chart's card; with `empty`, the chart has nothing to draw and the card says why instead. */
export function ChartCard({
  testId,
  title,
  description,
  points,
  range,
  empty,
  children,
  footer,
}: {
  testId: string;
  title: string;
  description: string;
  points: number;
  range: string;
  empty?: ChartEmptyProps | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4 py-5" data-testid={testId} data-points={points} data-range={range}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-2 sm:px-4">
        {empty ? <ChartEmpty {...empty} /> : children}
      </CardContent>
      {footer ? <div className="px-4 text-muted-foreground text-xs sm:px-6">{footer}</div> : null}
    </Card>
  );
}

interface ChartEmptyProps {
  icon: LucideIcon;
  title: string;
  description: string;
}

function ChartEmpty({ icon: Icon, title, description }: ChartEmptyProps) {
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
  format = formatNumber,
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
